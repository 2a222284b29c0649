import { attentionWords } from "@/lib/booking";
import type { AttentionReason, BookingStatus } from "@/lib/booking";
import { cn } from "@/lib/utils";

/** Shared by the agenda, a booking's page and the hours screen. */
const bookingStatusLabels: Record<BookingStatus, string> = {
  confirmed: "Confirmed",
  cancelled: "Cancelled",
  attended: "Attended",
  no_show: "No-show",
};

const colours: Record<BookingStatus, string> = {
  confirmed: "bg-brand text-white",
  cancelled: "border border-muted bg-white text-ink line-through",
  attended: "bg-highlight-soft text-brand",
  no_show: "border-2 border-danger bg-white text-danger",
};

/** The booking's status in words (never by colour alone). */
export function BookingStatusBadge({ status }: { status: BookingStatus }) {
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold tracking-wide uppercase",
        colours[status],
      )}
    >
      {bookingStatusLabels[status]}
    </span>
  );
}

/** A booking that needs staff's attention (lib/booking/types.ts): said in words, beside its status. */
export function AttentionBadge({ attention }: { attention: { reason: AttentionReason } | null }) {
  if (!attention) return null;
  return (
    <span
      data-testid="needs-attention-badge"
      className="inline-flex items-center rounded-full border-2 border-danger bg-white px-2.5 py-0.5 text-xs font-semibold tracking-wide text-danger uppercase"
    >
      Needs attention
      <span className="sr-only">: {attentionWords[attention.reason]}</span>
    </span>
  );
}

/** Whether visitors can book, and why (lib/booking/status.ts): the desk works either way. */
export function BookingStateNote({ state }: { state: { on: boolean; reason: string } }) {
  return (
    <p data-testid="booking-state" className="text-base">
      <strong>Online booking is {state.on ? "on" : "off"}.</strong> {state.reason}.
    </p>
  );
}

const dateFormat = new Intl.DateTimeFormat("en-GB", {
  timeZone: "UTC",
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
});

/** "Tuesday 1 December 2026" for a calendar date the desk already placed in its zone (display only: no zone is converted here). */
export const longDate = (date: string) => dateFormat.format(new Date(`${date}T12:00:00Z`)).replace(",", "");

/** The doctors as a select's options, a sample profile marked as one (the agenda's and the hours screen's doctor choice). */
export function DoctorOptions({ doctors }: { doctors: { id: string; name: string; sample?: boolean }[] }) {
  return doctors.map((d) => (
    <option key={d.id} value={d.id}>
      {d.name}
      {d.sample ? " (sample profile)" : ""}
    </option>
  ));
}

export const sectionClass = "rounded-2xl border border-line bg-white p-4 sm:p-6";
