import Link from "next/link";
import { CalendarCheck, MapPin, Star } from "lucide-react";
import { buttonVariants } from "@/components/ui/button";
import type { Doctor } from "@/lib/catalogue";
import { confirmedRegistration } from "@/lib/catalogue/reviewers";

export const initials = (name: string) =>
  name
    .replace(/^Dr\.?\s+/i, "")
    .split(/\s+/)
    .map((part) => part[0])
    .join("")
    .slice(0, 2)
    .toUpperCase();

/**
 * A doctor's card. Until real photographs exist, the fallback docs/product.md names: initials on
 * a tinted disc. A sample profile says so on its face; a confirmed doctor shows the registration;
 * a rating appears only with its count and source (decision 020).
 */
export function DoctorCard({ doctor, compact = false, bookHref }: { doctor: Doctor; compact?: boolean; bookHref?: string }) {
  const registration = confirmedRegistration(doctor);
  const sample = !registration;
  return (
    <article id={compact ? undefined : doctor.id} className="flex h-full scroll-mt-24 flex-col rounded-2xl border border-line bg-white p-6">
      <div className="flex items-center gap-4">
        <span aria-hidden className="flex size-16 shrink-0 items-center justify-center rounded-full bg-highlight font-serif text-2xl font-semibold text-brand">
          {initials(doctor.name)}
        </span>
        <div>
          {sample ? (
            <p className="mb-1 inline-block rounded-full bg-saffron px-2.5 py-0.5 text-xs font-semibold text-white" data-sample-profile>
              Sample profile
            </p>
          ) : null}
          <h3 className="text-xl">{doctor.name}</h3>
          <p className="text-sm font-semibold text-brand">{doctor.specialization}</p>
        </div>
      </div>
      {sample ? (
        <p className="mt-3 text-sm">
          Not a real doctor: this profile shows how the clinic&apos;s doctors will be presented once their registrations are
          confirmed.
        </p>
      ) : registration ? (
        <p className="mt-3 text-sm">
          Registered with {registration.body}, no. {registration.number}
        </p>
      ) : null}
      <dl className="mt-4 grid grid-cols-2 gap-y-1 text-sm">
        <dt className="text-muted">Experience</dt>
        <dd>{doctor.experience} years</dd>
        {doctor.rating ? (
          <>
            <dt className="text-muted">Rating</dt>
            <dd className="flex flex-wrap items-center gap-1">
              <Star aria-hidden className="size-4 fill-saffron text-saffron" /> {doctor.rating.value.toFixed(1)} / 5 from{" "}
              <a href={doctor.rating.url} className="link-brand">
                {doctor.rating.count} {doctor.rating.source}
              </a>
            </dd>
          </>
        ) : null}
        <dt className="text-muted">Location</dt>
        <dd className="flex items-center gap-1">
          <MapPin aria-hidden className="size-4" /> {doctor.location}
        </dd>
        {compact ? null : (
          <>
            <dt className="text-muted">Fee</dt>
            <dd>₹{doctor.consultationFee.toLocaleString("en-IN")}</dd>
            <dt className="text-muted">Languages</dt>
            <dd>{doctor.languages.join(", ")}</dd>
          </>
        )}
      </dl>
      <p className="mt-4 text-sm">{doctor.qualifications.join(" · ")}</p>
      {compact ? null : <p className="mt-3 flex-1 text-sm">{doctor.description}</p>}
      {bookHref ? (
        <Link href={bookHref} className={buttonVariants({ variant: "secondary", className: "mt-5 self-start" })}>
          <CalendarCheck aria-hidden /> Book an appointment
          <span className="sr-only"> with {doctor.name}</span>
        </Link>
      ) : null}
    </article>
  );
}
