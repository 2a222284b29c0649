import type { Metadata } from "next";
import { connection } from "next/server";
import { requirePermission } from "../../session";
import { sectionClass } from "../../agenda/parts";
import { Standing } from "./parts";
import { PageHeader } from "@/components/page-shell";
import { buttonVariants } from "@/components/ui/button";
import { Container } from "@/components/ui/container";
import { Link } from "@/components/ui/link";
import { doctorDesk, portraitImage } from "@/lib/site";

export const metadata: Metadata = {
  title: "Doctors",
  robots: { index: false, follow: false },
};

/**
 * The clinic's doctors as the site shows them (docs/content.md): each profile, whether it is
 * listed, a sample or confirmed, and the way to add one. For the owner only.
 */
export default async function DoctorsDeskPage() {
  await connection();
  await requirePermission("site.edit");
  const doctors = await (await doctorDesk()).read();
  const samples = doctors.filter((d) => d.listed && d.sample).length;
  return (
    <>
      <PageHeader eyebrow="The site" title="Doctors">
        <p>
          The doctors on the doctors page, the home page and the condition pages they review. A real doctor is shown
          once you record the registration the clinic checked; each save is kept, audited and on the site within a
          minute.
        </p>
      </PageHeader>
      <Container className="space-y-6 py-8 md:py-12">
        <p>
          <Link href="/inbox/site" className="link-brand">
            Back to the site&apos;s facts
          </Link>
        </p>
        {samples ? (
          <p role="note" className="rounded-xl border border-saffron/40 bg-saffron-soft p-4 text-ink">
            {samples} listed {samples === 1 ? "profile is a sample" : "profiles are samples"}, not real doctors: replace
            each with one of the clinic&apos;s doctors, or hide it. The launch check lists them until then.
          </p>
        ) : null}
        <section className={sectionClass} aria-labelledby="roster-heading">
          <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
            <h2 id="roster-heading" className="text-2xl">
              The roster
            </h2>
            <Link href="/inbox/site/doctors/new" className={buttonVariants()}>
              Add a doctor
            </Link>
          </div>
          <ul className="divide-y divide-line">
            {doctors.map((doctor) => (
              <li key={doctor.id} className="flex flex-wrap items-center gap-4 py-3" data-doctor={doctor.id}>
                {doctor.photo ? (
                  // eslint-disable-next-line @next/next/no-img-element -- the desk's own files (lib/site/photos.ts)
                  <img {...portraitImage(doctor.photo, "")} alt="" className="size-12 rounded-full" />
                ) : (
                  <span aria-hidden className="size-12 rounded-full bg-highlight" />
                )}
                <div className="min-w-0 flex-1">
                  <Link href={`/inbox/site/doctors/${doctor.id}`} className="text-lg font-semibold link-brand">
                    {doctor.name}
                  </Link>
                  <p className="text-sm text-muted">{doctor.specialization}</p>
                </div>
                <Standing record={doctor} />
              </li>
            ))}
          </ul>
        </section>
      </Container>
    </>
  );
}
