import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { Temporal } from "temporal-polyfill";
import { sectionClass } from "../../../agenda/parts";
import { requirePermission } from "../../../session";
import { removeDoctorPhoto } from "../actions";
import { DoctorFormView, PhotoFormView } from "../doctor-form";
import { Standing } from "../parts";
import { PageHeader } from "@/components/page-shell";
import { ActionForm } from "@/components/ui/action-form";
import { buttonVariants } from "@/components/ui/button";
import { Container } from "@/components/ui/container";
import { Link } from "@/components/ui/link";
import { bookingService } from "@/lib/booking";
import { catalogue } from "@/lib/catalogue";
import { config } from "@/lib/config";
import { idPatterns, inputOf, segmentOf } from "@/lib/input";
import { doctorDesk, formOf, portraitImage, specializations, type DoctorForm, type SiteVersion } from "@/lib/site";

export const metadata: Metadata = {
  title: "A doctor",
  robots: { index: false, follow: false },
};

type Props = {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

const done: Record<string, string> = {
  saved:
    "Saved. The doctors page, the home page and the pages this doctor reviews show it within a minute, on every server.",
  unchanged: "Nothing to save: that is what the site already shows.",
  refused: "Not changed: the photograph could not be removed (see the profile's problems above).",
};

const blank: DoctorForm = {
  name: "",
  specialization: "",
  experience: "",
  location: "",
  languages: "",
  qualifications: "",
  fee: "",
  description: "",
  consultationTypes: [],
  reviews: [],
  listed: true,
  sample: false,
  registrationBody: "",
  registrationNumber: "",
  registrationCheckedOn: "",
};

/** "2 December 2026, 17:05" in the clinic's zone. */
function when(iso: string, zone: string): string {
  const time = Temporal.Instant.from(iso).toZonedDateTimeISO(zone);
  return `${time.toPlainDate().toLocaleString("en-GB", { day: "numeric", month: "long", year: "numeric" })}, ${time
    .toPlainTime()
    .toString({ smallestUnit: "minute" })}`;
}

/** One doctor's profile and photograph in the desk, or a new doctor's ("new"), for the owner only. */
export default async function DoctorDeskPage({ params, searchParams }: Props) {
  await connection();
  await requirePermission("site.edit");
  const id = segmentOf((await params).id, idPatterns.slug) ?? notFound();
  const query = inputOf(await searchParams) ?? notFound();
  const desk = await doctorDesk();
  const record = id === "new" ? undefined : ((await desk.read()).find((d) => d.id === id) ?? notFound());
  const [types, history] = await Promise.all([
    (await bookingService()).types(),
    record ? desk.history(record.id) : Promise.resolve([] as SiteVersion[]),
  ]);
  const zone = config().timeZone;
  const page = `/inbox/site/doctors/${id}`;
  const message = done[query.text("done", 20)];

  return (
    <>
      <PageHeader eyebrow="Doctors" title={record ? record.name : "Add a doctor"}>
        {record ? (
          <p>
            <Standing record={record} />
          </p>
        ) : (
          <p>A new profile: it shows on the site once saved as listed with the registration the clinic checked.</p>
        )}
      </PageHeader>
      <Container className="space-y-6 py-8 md:py-12">
        <p>
          <Link href="/inbox/site/doctors" className="link-brand">
            All the doctors
          </Link>
        </p>
        {message ? (
          <div id="done" role="status" className="rounded-xl border border-line bg-highlight-soft px-4 py-3 text-ink">
            <p>{message}</p>
          </div>
        ) : null}

        <section aria-labelledby="profile-heading" className={sectionClass}>
          <h2 id="profile-heading" className="mb-4 text-2xl">
            Profile
          </h2>
          <DoctorFormView
            id={id}
            page={page}
            initial={record ? formOf(record) : blank}
            specializations={specializations}
            categories={catalogue.categories.map((c) => ({ value: c.slug, label: c.name }))}
            consultationTypes={types.map((t) => ({ value: t.id, label: `${t.name} (${t.minutes} minutes)` }))}
          />
        </section>

        {record ? (
          <section id="photo" aria-labelledby="photo-heading" className={`${sectionClass} scroll-mt-24`}>
            <h2 id="photo-heading" className="mb-4 text-2xl">
              Photograph
            </h2>
            {record.photo ? (
              <div className="mb-4 flex flex-wrap items-center gap-4">
                {/* eslint-disable-next-line @next/next/no-img-element -- the desk's own files (lib/site/photos.ts) */}
                <img
                  {...portraitImage(record.photo, "")}
                  alt={`The photograph of ${record.name} on the site`}
                  sizes="128px"
                  width={128}
                  height={128}
                  loading="eager"
                  className="size-32 rounded-full"
                />
                <ActionForm action={removeDoctorPhoto} page={page}>
                  <input type="hidden" name="id" value={record.id} />
                  <button type="submit" className={buttonVariants({ variant: "ghost" })}>
                    Remove the photograph (the card shows the initials)
                  </button>
                </ActionForm>
              </div>
            ) : (
              <p className="mb-4 text-sm text-muted">No photograph: the card shows the doctor&apos;s initials.</p>
            )}
            <PhotoFormView id={record.id} page={page} hasPhoto={Boolean(record.photo)} />
          </section>
        ) : null}

        {history.length ? (
          <section aria-labelledby="history-heading" className={sectionClass}>
            <h2 id="history-heading" className="mb-2 text-2xl">
              Saved versions
            </h2>
            <ol className="space-y-1 text-sm">
              {history.map((v) => (
                <li key={v.version}>
                  Version {v.version}, {v.savedBy}, {when(v.savedAt, zone)} ({zone})
                </li>
              ))}
            </ol>
          </section>
        ) : null}
      </Container>
    </>
  );
}
