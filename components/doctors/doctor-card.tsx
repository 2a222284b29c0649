import Link from "next/link";
import { CalendarCheck, MapPin, Star } from "lucide-react";
import { buttonVariants } from "@/components/ui/button";
import type { Doctor } from "@/lib/catalogue";

export const initials = (name: string) =>
  name
    .replace(/^Dr\.?\s+/i, "")
    .split(/\s+/)
    .map((part) => part[0])
    .join("")
    .slice(0, 2)
    .toUpperCase();

/** A doctor's card. Until real photographs exist, the fallback docs/product.md names: initials on a tinted disc. */
export function DoctorCard({ doctor, compact = false, bookHref }: { doctor: Doctor; compact?: boolean; bookHref?: string }) {
  return (
    <article id={compact ? undefined : doctor.id} className="flex h-full scroll-mt-24 flex-col rounded-2xl border border-line bg-white p-6">
      <div className="flex items-center gap-4">
        <span aria-hidden className="flex size-16 shrink-0 items-center justify-center rounded-full bg-highlight font-serif text-2xl font-semibold text-brand">
          {initials(doctor.name)}
        </span>
        <div>
          <h3 className="text-xl">{doctor.name}</h3>
          <p className="text-sm font-semibold text-brand">{doctor.specialization}</p>
        </div>
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-y-1 text-sm">
        <dt className="text-muted">Experience</dt>
        <dd>{doctor.experience} years</dd>
        <dt className="text-muted">Rating</dt>
        <dd className="flex items-center gap-1">
          <Star aria-hidden className="size-4 fill-saffron text-saffron" /> {doctor.rating.toFixed(1)} / 5
        </dd>
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
