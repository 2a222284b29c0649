import { buttonVariants } from "@/components/ui/button";
import { Link } from "@/components/ui/link";
import { bookConsultationPath } from "@/lib/paths";
import type { ProductsWithheld } from "@/lib/catalogue";

/**
 * In place of products on a serious disease's or a child's page, or one whose usual products their
 * own cautions rule out: herbs are chosen there only in a consultation, after the doctor has checked
 * the visitor's medicines (docs/content-standard.md).
 */
export function WithheldProducts({ reason, why }: ProductsWithheld) {
  return (
    <section
      className="mt-12 rounded-2xl border border-line bg-white p-6 md:p-8"
      aria-labelledby="herbs-in-consultation"
    >
      <h2 id="herbs-in-consultation" className="text-2xl">
        Why we suggest no products here
      </h2>
      {reason === "children" ? (
        <p className="mt-3">
          A child&apos;s body is not a small adult&apos;s: the right herb, form and dose depend on age, weight and
          health, and some herbs are not safe for children at all. Our doctors choose anything for a child only in a
          consultation, with a parent, after checking any medicines the child takes, and alongside the child&apos;s own
          doctor.
        </p>
      ) : reason === "own-cautions" ? (
        <p className="mt-3">
          {why} Our doctors choose herbs for it only in a consultation, after checking your health and every medicine
          you take, and alongside the doctor who treats you.
        </p>
      ) : (
        <p className="mt-3">
          This condition is usually treated with prescription medicines, and herbs can strengthen, weaken or upset them.
          Our doctors choose herbs for it only in a consultation, after checking every medicine you take, and alongside
          the doctor who treats you. Please do not start or stop anything on the strength of this page.
        </p>
      )}
      {/* To the slot picker, as every "Book" button (docs/booking.md): the free first call is its first type. */}
      <Link href={bookConsultationPath} className={buttonVariants({ className: "mt-5" })}>
        Book a free consultation
      </Link>
    </section>
  );
}
