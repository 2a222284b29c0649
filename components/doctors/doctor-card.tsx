import { Link } from "@/components/ui/link";
import { CalendarCheck, MapPin, Star } from "lucide-react";
import { Photo } from "@/components/artwork/photo";
import { buttonVariants } from "@/components/ui/button";
import { PhotoFrame } from "@/components/artwork/photo-frame";
import { photoFor } from "@/lib/artwork/photos";
import { confirmedRegistration } from "@/lib/catalogue";
import { portraitImage, type ShownDoctor } from "@/lib/site";

const initials = (name: string) =>
  name
    .replace(/^Dr\.?\s+/i, "")
    .split(/\s+/)
    .map((part) => part[0])
    .join("")
    .slice(0, 2)
    .toUpperCase();

/**
 * The doctor's photograph: the one uploaded in the desk (lib/site/photos.ts), else one in
 * public/photos/doctors/<id>.jpg; without one, and when it fails, their initials.
 */
async function DoctorPortrait({ doctor }: { doctor: ShownDoctor }) {
  const disc = (
    <span
      aria-hidden
      className="flex size-16 shrink-0 items-center justify-center rounded-full bg-highlight font-serif text-2xl font-semibold text-brand"
    >
      {initials(doctor.name)}
    </span>
  );
  if (doctor.photo)
    return (
      <PhotoFrame
        image={portraitImage(doctor.photo, "")}
        file={`the desk's photograph of ${doctor.id}`}
        className="size-16 shrink-0 rounded-full"
        fallback={disc}
      />
    );
  const photo = await photoFor({ kind: "doctor", id: doctor.id });
  return photo ? (
    <Photo {...photo} alt="" sizes="64px" className="size-16 shrink-0 rounded-full" fallback={disc} />
  ) : (
    disc
  );
}

/**
 * A doctor's card, with their photograph or initials. A sample profile says so on its face; a confirmed doctor shows the registration;
 * a rating appears only with its count and source (decision 020).
 */
export function DoctorCard({
  doctor,
  compact = false,
  bookHref,
  heading: Heading = "h3",
}: {
  doctor: ShownDoctor;
  compact?: boolean;
  bookHref?: string;
  /** h2 where the cards are the page's own list (/doctors), h3 under a section's heading. */
  heading?: "h2" | "h3";
}) {
  const registration = confirmedRegistration(doctor);
  const sample = !registration;
  return (
    <article
      id={compact ? undefined : doctor.id}
      className="flex h-full scroll-mt-24 flex-col rounded-2xl border border-line bg-white p-6"
    >
      <div className="flex items-center gap-4">
        <DoctorPortrait doctor={doctor} />
        <div>
          {sample ? (
            <p
              className="mb-1 inline-block rounded-full bg-saffron px-2.5 py-0.5 text-xs font-semibold text-white"
              data-sample-profile
            >
              Sample profile
            </p>
          ) : null}
          <Heading className="text-xl">{doctor.name}</Heading>
          <p className="text-sm font-semibold text-brand">{doctor.specialization}</p>
        </div>
      </div>
      {sample ? (
        <p className="mt-3 text-sm">
          Not a real doctor: this profile shows how the clinic&apos;s doctors will be presented once their registrations
          are confirmed.
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
              <Star aria-hidden className="size-4 fill-saffron text-saffron" /> {doctor.rating.value.toFixed(1)} / 5
              from{" "}
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
