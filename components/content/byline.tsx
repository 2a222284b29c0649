import { Link } from "@/components/ui/link";
import type { Doctor } from "@/lib/catalogue";
import { confirmedRegistration } from "@/lib/catalogue";
import { formatPostDate } from "@/lib/content/dates";
import { liveSite } from "@/lib/site";

/**
 * Who stands behind a page, and when it last changed. A doctor is named only when the clinic
 * has confirmed them (with their registration shown); otherwise the editorial team signs
 * (docs/product.md, "No invented authority").
 */
export async function Byline({
  doctor,
  role,
  updated,
  className,
}: {
  doctor?: Doctor;
  role: "reviewed" | "written";
  updated: string;
  className?: string;
}) {
  const registration = doctor ? confirmedRegistration(doctor) : undefined;
  const { name } = await liveSite();
  return (
    <p className={className} data-byline>
      {doctor && registration ? (
        <>
          {role === "reviewed" ? "Medically reviewed by" : "By"}{" "}
          <span className="font-semibold text-ink">{doctor.name}</span>, {doctor.qualifications.join(", ")}, registered
          with {registration.body} (no. {registration.number})
        </>
      ) : (
        <>Written and checked by the {name} editorial team</>
      )}{" "}
      · Last updated <time dateTime={updated}>{formatPostDate(updated)}</time> ·{" "}
      <Link href="/editorial-policy" className="link-brand">
        How we write and check our pages
      </Link>
    </p>
  );
}
