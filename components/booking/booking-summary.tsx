import { Download } from "lucide-react";
import { buttonVariants } from "@/components/ui/button";
import type { HourCycle } from "@/lib/booking";
import { zonedText, type BookingView } from "@/lib/booking";
import { cn } from "@/lib/utils";

const statusWords: Record<BookingView["status"], string> = {
  confirmed: "Booked",
  cancelled: "Cancelled",
  attended: "Attended",
  no_show: "Missed",
};

/** A booking as the confirmation and manage pages show it: the time in the visitor's zone and the doctor's, the doctor, how the call happens. */
export function BookingSummary({
  view,
  calendarHref,
  clock = "h23",
}: {
  view: BookingView;
  calendarHref: string;
  clock?: HourCycle;
}) {
  return (
    <div className="rounded-2xl border border-line bg-white p-6 shadow-sm md:p-8">
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[12rem_1fr]">
        <dt className="font-semibold text-ink">Status</dt>
        <dd>{statusWords[view.status]}</dd>
        <dt className="font-semibold text-ink">Consultation</dt>
        <dd>
          {view.type.name} ({view.type.minutes} minutes)
        </dd>
        <dt className="font-semibold text-ink">Doctor</dt>
        <dd>{view.doctor.name}</dd>
        <dt className="font-semibold text-ink">Your time</dt>
        <dd data-testid="visitor-time">{zonedText(view.visitor, clock)}</dd>
        <dt className="font-semibold text-ink">The doctor&apos;s time</dt>
        <dd data-testid="clinic-time">{zonedText(view.clinic, clock)}</dd>
        <dt className="font-semibold text-ink">How</dt>
        <dd>
          {view.status === "cancelled" ? (
            <>No call: this consultation is cancelled.</>
          ) : view.call.kind === "video" ? (
            <>
              By video: join at the time above at{" "}
              <a href={view.call.url} className="link-brand break-all">
                {view.call.url}
              </a>
            </>
          ) : (
            <>
              By phone: {view.doctor.name} will call you on {view.call.phone} at the time above.
            </>
          )}
        </dd>
      </dl>
      <a href={calendarHref} download className={cn(buttonVariants({ variant: "secondary" }), "mt-6")}>
        <Download aria-hidden />{" "}
        {view.status === "cancelled" ? "Download the cancellation (.ics)" : "Add to your calendar (.ics)"}
      </a>
    </div>
  );
}
