import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { BookingSummary } from "@/components/booking/booking-summary";
import { visitorLanguages } from "@/components/booking/visitor-languages";
import { cancelBooking, rescheduleBooking } from "@/components/booking/manage-actions";
import { DayLinks, PickerControls, TimeRadios } from "@/components/booking/slot-picker";
import { PageHeader } from "@/components/page-shell";
import { buttonVariants } from "@/components/ui/button";
import { Container } from "@/components/ui/container";
import { Link } from "@/components/ui/link";
import type { HourCycle } from "@/lib/booking";
import {
  bookingService,
  managePath,
  parsePickerQuery,
  utcOffset,
  zoneOption,
  zoneOptions,
  zonedTime,
  type BookingView,
} from "@/lib/booking";
import { liveSite } from "@/lib/site";
import { cn } from "@/lib/utils";

// The address is the manage token: kept out of search engines and of other sites' logs. Not
// no-referrer: under it a browser sends its form posts with `Origin: null`, which server.mjs refuses.
export const metadata: Metadata = { title: "Your consultation", robots: { index: false }, referrer: "same-origin" };

type Props = {
  params: Promise<{ token: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** What the last change did, in words; `outcome` is the service's answer the actions pass on. */
const outcomes: Record<string, { text: string; alert?: boolean }> = {
  rescheduled: {
    text: "Your consultation has moved to the new time. An updated invitation is on its way to your e-mail.",
  },
  cancelled: {
    text: "Your consultation is cancelled, and its time is free for others. A cancellation is on its way to your e-mail.",
  },
  taken: { text: "Sorry, that time was just taken by someone else. Please choose another.", alert: true },
  invalid: { text: "That time is not open for booking. Please choose one of the times shown.", alert: true },
  "too-late": { text: "It is too close to the consultation to change it here. Please contact us.", alert: true },
  closed: { text: "This booking was changed meanwhile: it is shown as it stands now.", alert: true },
};

/**
 * The manage page of a booking (docs/booking.md): the booking by its token; until the cut-off, a
 * new time from the same doctor's free times, or a cancellation after a confirming step. Every
 * step is a link or a form post, so it works without JavaScript. A link that opens nothing
 * (unknown, or its consultation over) is the not-valid page, answered 404.
 */
export default async function ManageBookingPage({ params, searchParams }: Props) {
  const siteConfig = await liveSite();
  const { token } = await params;
  const service = await bookingService();
  const found = await service.view(token);
  if (found.status !== "found") notFound();
  const view = found.booking;
  const address = await searchParams;
  const query = parsePickerQuery(address, view.visitor.zone);
  const outcome = outcomes[String(address.outcome ?? "")];
  const confirmCancel = address.step === "cancel";
  const base = managePath(token);
  const { clock } = await visitorLanguages();

  return (
    <>
      <PageHeader eyebrow="Your booking" title="Your consultation">
        <p>
          {view.type.name} with {view.doctor.name}
        </p>
      </PageHeader>
      <Container className="py-10">
        <div className="mx-auto max-w-4xl">
          {outcome ? (
            <p
              role={outcome.alert ? "alert" : "status"}
              className={cn("mb-6 rounded-lg p-4", outcome.alert ? "bg-danger/10 text-danger" : "bg-highlight-soft")}
            >
              {outcome.text}
            </p>
          ) : null}
          <BookingSummary view={view} calendarHref={`${base}/invitation.ics`} clock={clock} />
          {found.canChange ? (
            <>
              <p className="mt-6">
                You may move or cancel this consultation here until{" "}
                {zonedTime(Date.parse(view.changeUntil), query.timeZone, clock).text}.
              </p>
              {confirmCancel ? (
                <CancelStep token={token} base={base} />
              ) : (
                <Reschedule
                  token={token}
                  base={base}
                  view={view}
                  timeZone={query.timeZone}
                  day={query.day}
                  clock={clock}
                />
              )}
            </>
          ) : view.status === "confirmed" ? (
            <p className="mt-6">
              It is too close to the consultation to change it here. To change it now, please contact us:{" "}
              {siteConfig.phone},{" "}
              <a href={`mailto:${siteConfig.email}`} className="link-brand">
                {siteConfig.email}
              </a>
              .
            </p>
          ) : (
            <p className="mt-6">
              <Link href="/book-consultation" className="link-brand">
                Book another consultation
              </Link>
            </p>
          )}
        </div>
      </Container>
    </>
  );
}

async function Reschedule({
  token,
  base,
  view,
  timeZone,
  day,
  clock,
}: {
  token: string;
  base: string;
  view: Pick<BookingView, "id" | "startsAt" | "type" | "doctor">;
  timeZone: string;
  day?: string;
  clock: HourCycle;
}) {
  // The visitor's own booking does not hide the free times beside it (it moves out of their way).
  const list = await (
    await bookingService()
  ).listSlots({
    typeId: view.type.id,
    doctorId: view.doctor.id,
    timeZone,
    exceptBooking: { id: view.id, startsAt: view.startsAt },
  });
  const days = list.status === "ok" ? list.days : [];
  const open = days.filter((d) => d.slots.length);
  const chosen = open.find((d) => d.date === day) ?? open[0];
  // The offset of the day shown, not of today: they differ across a daylight-saving change.
  const at = chosen ? Date.parse(chosen.slots[0]!.startsAt) : undefined;
  const shown = zoneOption(timeZone, at);
  return (
    <>
      <section aria-labelledby="move-heading" className="mt-10">
        <h2 id="move-heading" className="text-2xl">
          Move to another time
        </h2>
        <div className="mt-4">
          <PickerControls
            action={base}
            choices={{ type: "", doctor: "", tz: timeZone }}
            zones={zoneOptions(at, timeZone)}
          />
        </div>
        <p className="mt-4 text-sm">
          Times shown in <strong>{shown.zone.replaceAll("_", " ")}</strong> ({utcOffset(shown.offset)}).
        </p>
        <div className="mt-4">
          <DayLinks base={base} choices={{ tz: timeZone }} days={days} day={chosen?.date} />
        </div>
        {chosen ? (
          <form action={rescheduleBooking}>
            <input type="hidden" name="token" value={token} />
            <input type="hidden" name="timeZone" value={timeZone} />
            <TimeRadios day={chosen} timeZone={timeZone} clock={clock} />
            <button type="submit" className={cn(buttonVariants(), "mt-4")}>
              Move to this time
            </button>
          </form>
        ) : null}
      </section>
      <section aria-labelledby="cancel-heading" className="mt-10">
        <h2 id="cancel-heading" className="text-2xl">
          Cancel
        </h2>
        <p className="mt-2">
          <Link href={`${base}?step=cancel`} className="link-brand">
            Cancel this consultation
          </Link>
        </p>
      </section>
    </>
  );
}

function CancelStep({ token, base }: { token: string; base: string }) {
  return (
    <section aria-labelledby="cancel-heading" className="mt-8 rounded-2xl border border-danger/40 bg-white p-6">
      <h2 id="cancel-heading" className="text-2xl">
        Cancel this consultation?
      </h2>
      <p className="mt-2">Its time becomes free for others at once.</p>
      <div className="mt-4 flex flex-wrap gap-3">
        <form action={cancelBooking}>
          <input type="hidden" name="token" value={token} />
          <button type="submit" className={buttonVariants()}>
            Yes, cancel my consultation
          </button>
        </form>
        <Link href={base} className={buttonVariants({ variant: "secondary" })}>
          No, keep it
        </Link>
      </div>
    </section>
  );
}
