import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { BookingSummary } from "@/components/booking/booking-summary";
import { visitorLanguages } from "@/components/booking/visitor-languages";
import { PageHeader } from "@/components/page-shell";
import { Container } from "@/components/ui/container";
import { Link } from "@/components/ui/link";
import { bookingService, managePath, zonedTime } from "@/lib/booking";

// The address carries the manage token: kept out of search engines and of other sites' logs. Not
// no-referrer: under it a browser sends its form posts with `Origin: null`, which server.mjs refuses.
export const metadata: Metadata = { title: "Consultation booked", robots: { index: false }, referrer: "same-origin" };

type Props = { params: Promise<{ token: string }> };

/** Where the booking form leads once the booking is stored: the booking read back by its manage token. */
export default async function BookingConfirmedPage({ params }: Props) {
  const { token } = await params;
  const found = await (await bookingService()).view(token);
  if (found.status !== "found") notFound();
  const view = found.booking;
  const { clock } = await visitorLanguages();
  const manage = managePath(token);
  return (
    <>
      <PageHeader eyebrow="Booking confirmed" title="Your consultation is booked">
        <p>A confirmation with a calendar invitation is on its way to your e-mail.</p>
      </PageHeader>
      <Container className="py-10">
        <div className="mx-auto max-w-3xl">
          <BookingSummary view={view} calendarHref={`${manage}/invitation.ics`} clock={clock} />
          <p className="mt-6">
            Need another time?{" "}
            <Link href={manage} className="link-brand">
              Reschedule or cancel this booking
            </Link>
            {found.canChange ? ` until ${zonedTime(Date.parse(view.changeUntil), view.visitor.zone, clock).text}` : ""}.
            The link is also in your e-mail.
          </p>
        </div>
      </Container>
    </>
  );
}
