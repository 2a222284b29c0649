import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { BookingSummary } from "@/components/booking/booking-summary";
import { visitorLanguages } from "@/components/booking/visitor-languages";
import { openBookingManage, openOrderPlan } from "@/components/patients/patient-actions";
import { PageHeader } from "@/components/page-shell";
import { ActionForm } from "@/components/ui/action-form";
import { buttonVariants } from "@/components/ui/button";
import { Container } from "@/components/ui/container";
import { Link } from "@/components/ui/link";
import type { PersonBooking, HourCycle } from "@/lib/booking";
import { zonedText, zonedTime } from "@/lib/booking";
import { config } from "@/lib/config";
import { introConsultationHref } from "@/lib/intro-consultation";
import { linkLifetimeDays, patientPagePath, patients, type PatientOrder } from "@/lib/patients";
import { liveSite } from "@/lib/site";

// The address is the link's token: kept out of search engines and of other sites' logs. Not
// no-referrer: under it a browser sends its form posts with `Origin: null`, which server.mjs refuses.
export const metadata: Metadata = {
  title: "Your page",
  robots: { index: false, follow: false },
  referrer: "same-origin",
};

type Props = {
  params: Promise<{ token: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

const statusWords: Record<PersonBooking["booking"]["status"], string> = {
  confirmed: "Booked",
  cancelled: "Cancelled",
  attended: "Attended",
  no_show: "Missed",
};

/**
 * A person's own page (docs/patients.md): every consultation of theirs, to come and past, each at
 * its time in the zone they booked from (Temporal, lib/booking/zones.ts), with how to join, its
 * calendar file, and until the cut-off a button to move or cancel it; then their orders and plans.
 * Rendered per request, so no shared cache keeps it; every action is a link or a form post, so it
 * works without JavaScript. A link that opens nothing is the not-valid page, answered 404.
 */
export default async function PatientPage({ params, searchParams }: Props) {
  const siteConfig = await liveSite();
  const { token } = await params;
  const page = await (await patients()).page(token);
  if (!page) notFound();
  const { clock } = await visitorLanguages();
  const unavailable = (await searchParams).unavailable;
  const base = patientPagePath(token);
  // Orders are dated in the zone of the person's latest booking, else the clinic's.
  const zone = (page.upcoming.at(-1) ?? page.past[0])?.booking.visitor.zone ?? config().timeZone;

  return (
    <>
      <PageHeader eyebrow="Your page" title="Your consultations and orders">
        <p>
          {page.name ? `Hello ${page.name}. ` : ""}Everything you have with {siteConfig.name}, in one place.
        </p>
      </PageHeader>
      <Container className="max-w-4xl space-y-10 py-10">
        <section id="consultations" aria-labelledby="upcoming-heading" className="space-y-4">
          <h2 id="upcoming-heading" className="text-2xl">
            Consultations to come
          </h2>
          {unavailable === "booking" ? (
            <p role="alert" className="rounded-lg bg-danger/10 p-4 text-danger">
              That consultation can no longer be changed here. Please contact us: {siteConfig.phone}, {siteConfig.email}
              .
            </p>
          ) : null}
          {page.upcoming.length ? (
            page.upcoming.map((item) => (
              <Upcoming key={item.booking.id} item={item} token={token} base={base} clock={clock} />
            ))
          ) : (
            <p>
              No consultation is booked.{" "}
              <Link href="/book-consultation" className="link-brand">
                Book a consultation
              </Link>
            </p>
          )}
        </section>

        {page.past.length ? (
          <section aria-labelledby="past-heading" className="space-y-3">
            <h2 id="past-heading" className="text-2xl">
              Past consultations
            </h2>
            <ul className="space-y-2">
              {page.past.map(({ booking }) => (
                <li key={booking.id} className="rounded-xl border border-line bg-white p-4">
                  <span className="font-semibold">
                    {booking.type.name} with {booking.doctor.name}
                  </span>
                  , {zonedText(booking.visitor, clock)}: {statusWords[booking.status]}
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        <section id="orders" aria-labelledby="orders-heading" className="space-y-3">
          <h2 id="orders-heading" className="text-2xl">
            Orders and plans
          </h2>
          {unavailable === "plan" ? (
            <p role="alert" className="rounded-lg bg-danger/10 p-4 text-danger">
              That plan&rsquo;s page cannot be opened: the plan has ended. Please contact us if this is not right.
            </p>
          ) : null}
          {page.orders.length ? (
            <ul className="space-y-3">
              {page.orders.map((order) => (
                <OrderItem key={order.id} order={order} token={token} base={base} zone={zone} clock={clock} />
              ))}
            </ul>
          ) : (
            <p>No order.</p>
          )}
        </section>

        <p className="text-sm text-muted">
          This page comes from a link we sent you. Please do not share it: it opens your page. It works for{" "}
          {linkLifetimeDays} days from the last time you open it; after that,{" "}
          <Link href="/my" className="link-brand">
            ask for a new link
          </Link>
          .
        </p>
      </Container>
    </>
  );
}

async function Upcoming({
  item,
  token,
  base,
  clock,
}: {
  item: PersonBooking;
  token: string;
  base: string;
  clock: HourCycle;
}) {
  const { booking } = item;
  const siteConfig = await liveSite();
  const confirmed = booking.status === "confirmed";
  return (
    <article aria-label={`${booking.type.name}, ${zonedText(booking.visitor, clock)}`} className="space-y-3">
      <BookingSummary
        view={booking}
        calendarHref={`${base}/calendar/${encodeURIComponent(booking.id)}`}
        clock={clock}
      />
      {confirmed && booking.call.kind === "video" ? (
        <a href={booking.call.url} className={buttonVariants()}>
          Join the video call
          <span className="sr-only"> of {zonedText(booking.visitor, clock)}</span>
        </a>
      ) : null}
      {confirmed && item.canChange ? (
        <ActionForm action={openBookingManage} page={base} className="flex flex-wrap items-center gap-3">
          <input type="hidden" name="token" value={token} />
          <input type="hidden" name="id" value={booking.id} />
          <button type="submit" className={buttonVariants({ variant: "secondary" })}>
            Move or cancel
            <span className="sr-only"> the consultation of {zonedText(booking.visitor, clock)}</span>
          </button>
          <span className="text-sm">
            Until {zonedTime(Date.parse(booking.changeUntil), booking.visitor.zone, clock).text}.
          </span>
        </ActionForm>
      ) : confirmed ? (
        <p className="text-sm">
          It is too close to the consultation to change it here. Please contact us: {siteConfig.phone},{" "}
          {siteConfig.email}.
        </p>
      ) : null}
    </article>
  );
}

async function OrderItem({
  order,
  token,
  base,
  zone,
  clock,
}: {
  order: PatientOrder;
  token: string;
  base: string;
  zone: string;
  clock: HourCycle;
}) {
  const subscriptionWords = { active: "active", past_due: "payment overdue", cancelled: "cancelled" } as const;
  return (
    <li className="rounded-xl border border-line bg-white p-4">
      <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-[10rem_1fr]">
        <dt className="font-semibold">Order number</dt>
        <dd>{order.number}</dd>
        <dt className="font-semibold">What</dt>
        <dd>{order.names}</dd>
        <dt className="font-semibold">Amount</dt>
        <dd>
          {order.amount}
          {order.refunded ? `, ${order.refunded} refunded` : ""}
        </dd>
        <dt className="font-semibold">Status</dt>
        <dd>
          {order.status}
          {order.subscription ? `; monthly plan ${subscriptionWords[order.subscription.status]}` : ""}
        </dd>
        {order.paidAt ? (
          <>
            <dt className="font-semibold">Paid</dt>
            <dd>{zonedTime(Date.parse(order.paidAt), zone, clock).text}</dd>
          </>
        ) : null}
      </dl>
      {order.consultationToBook ? (
        <p className="mt-3">
          <Link href={await introConsultationHref(order.id)} className={buttonVariants({ variant: "secondary" })}>
            Choose my consultation time
            <span className="sr-only"> of order {order.number}</span>
          </Link>
        </p>
      ) : null}
      {order.planPage ? (
        <ActionForm action={openOrderPlan} page={base} className="mt-3">
          <input type="hidden" name="token" value={token} />
          <input type="hidden" name="id" value={order.id} />
          <button type="submit" className={buttonVariants({ variant: "secondary" })}>
            Open my plan page
            <span className="sr-only"> of order {order.number}</span>
          </button>
        </ActionForm>
      ) : null}
    </li>
  );
}
