import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { requireBookingAccess } from "../../access";
import { recordRead } from "../../audit";
import { requirePermission } from "../../session";
import { bookingDesk, attentionWords } from "@/lib/booking";
import { can } from "@/lib/staff";
import { MoveToFreeTime } from "./move-to-free-time";
import { cancelBooking, markBooking, moveBookingTo } from "../actions";
import { AttentionBadge, BookingStatusBadge, longDate, sectionClass } from "../parts";
import { FieldError, inputClass } from "../../_components/field";
import { PageHeader } from "@/components/page-shell";
import { ActionForm } from "@/components/ui/action-form";
import { buttonVariants } from "@/components/ui/button";
import { Container } from "@/components/ui/container";
import { idPatterns, inputOf, segmentOf } from "@/lib/input";
import { leadPath } from "@/lib/desk-paths";

export const metadata: Metadata = {
  title: "Booking",
  robots: { index: false, follow: false },
};

type Props = {
  params: Promise<{ bookingId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

const done: Record<string, string> = {
  moved: "Moved. The visitor is sent the updated invitation, and the lead's history records the change.",
  cancelled:
    "Cancelled. The visitor is sent the cancellation, the time is free for others again, and the lead's history records it.",
  attended: "Marked attended.",
  no_show: "Marked as a no-show.",
};

const moveErrors: Record<string, string> = {
  taken:
    "That time is taken: another of the doctor's consultations, or the break after it, overlaps it. Please choose a free time.",
  past: "The new time must be in the future.",
  away: "The doctor has leave or blocked hours then. Please choose another time, or remove that time off under Hours first.",
  time: "That is not a date and time the booking can move to.",
  choose: "Please choose one of the free times.",
  closed: "This booking is no longer confirmed, so it cannot be moved or cancelled.",
};

/** One booking: when, with whom, how the call happens, and the staff changes (move, cancel, attended or no-show), each a plain form post. */
export default async function BookingPage({ params, searchParams }: Props) {
  await connection();
  await requirePermission("agenda.read");
  const bookingId = segmentOf((await params).bookingId, idPatterns.uuid) ?? notFound();
  const staff = await requireBookingAccess(bookingId, "agenda.read");
  const desk = await bookingDesk();
  const found = await desk.booking(bookingId);
  if (!found) notFound();
  await recordRead(staff, { action: "booking.viewed", subject: { type: "booking", id: bookingId } });
  const manages = can(staff, "agenda.manage");
  const query = inputOf(await searchParams) ?? notFound();
  const { booking } = found;
  const confirmed = booking.status === "confirmed";
  const future = manages && confirmed && !found.started;
  const options = future ? await desk.moveOptions(bookingId) : [];
  const page = `/inbox/agenda/${encodeURIComponent(bookingId)}`;
  const error = query.text("error");
  const form = query.text("form");
  const slotError =
    error && form !== "to" && !["confirm", "mark", "closed"].includes(error) ? moveErrors[error] : undefined;
  const toError = error && form === "to" ? moveErrors[error] : undefined;
  const message = done[query.text("done")];
  // The day whose free times are listed: the one asked for, or that of a time chosen before a refusal.
  const moveDay =
    query.text("moveDay") ||
    (options.find((day) => day.slots.some((slot) => slot.startsAt === query.text("slot")))?.date ?? "");
  const agendaLink = `/inbox/agenda?${new URLSearchParams({ date: found.clinic.date, view: "day", doctor: booking.doctorId })}`;

  return (
    <>
      <PageHeader eyebrow="Booking" title={`${found.type.name}: ${found.visitor.name || "(no name)"}`}>
        <div className="flex flex-wrap items-center gap-2">
          <BookingStatusBadge status={booking.status} />
          <AttentionBadge attention={booking.attention} />
          <span>
            <time dateTime={booking.startsAt}>{found.clinic.text}</time>
          </span>
        </div>
      </PageHeader>
      <Container className="grid gap-6 py-8 md:py-12 lg:grid-cols-[3fr_2fr]">
        <div className="space-y-6">
          {error === "closed" ? (
            <p role="alert" className="rounded-xl border border-danger bg-white px-4 py-3 text-ink">
              {moveErrors.closed}
            </p>
          ) : null}
          {booking.attention && booking.status === "confirmed" ? (
            <p role="alert" className="rounded-xl border border-danger bg-white px-4 py-3 text-ink">
              This booking needs attention: {attentionWords[booking.attention.reason]}. Move it to another time or
              cancel it below; until then the visitor is sent no reminder.
            </p>
          ) : null}
          {message ? (
            <p id="done" role="status" className="rounded-xl border border-line bg-highlight-soft px-4 py-3 text-ink">
              {message}
            </p>
          ) : null}
          <section aria-labelledby="booking-heading" className={sectionClass}>
            <h2 id="booking-heading" className="mb-3 text-2xl">
              The consultation
            </h2>
            <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[12rem_1fr]">
              {(
                [
                  [
                    "Visitor",
                    <a key="v" href={leadPath(booking.leadId)} className="link-brand">
                      {found.visitor.name || "(no name)"}: the lead
                    </a>,
                  ],
                  ["Clinic's time", `${found.clinic.text}, until ${found.ends.time}`],
                  ["Visitor's time", found.visitorTime.text],
                  ["Doctor", found.doctorName],
                  ["Type", `${found.type.name} (${found.type.minutes} minutes)`],
                  [
                    "Call",
                    found.videoUrl ? (
                      <a key="c" href={found.videoUrl} className="link-brand break-all">
                        Video: {found.videoUrl}
                      </a>
                    ) : (
                      `The doctor phones the visitor: ${found.visitor.phone || "no phone given"}`
                    ),
                  ],
                  ["E-mail", found.visitor.email],
                  ["Status", <BookingStatusBadge key="s" status={booking.status} />],
                  ["Last change", `${booking.changedBy} (invitation version ${booking.sequence})`],
                ] as Array<[string, React.ReactNode]>
              ).map(([label, value]) => (
                <div key={label} className="contents">
                  <dt className="font-semibold text-ink">{label}</dt>
                  <dd className="break-words">{value}</dd>
                </div>
              ))}
            </dl>
            <p className="mt-4">
              <a href={agendaLink} className="link-brand">
                Back to {longDate(found.clinic.date)} in the agenda
              </a>
            </p>
          </section>
        </div>

        <div className="space-y-6">
          {future ? (
            <>
              <section id="move" aria-labelledby="move-heading" className={`${sectionClass} scroll-mt-24`}>
                <h2 id="move-heading" className="mb-3 text-2xl">
                  Move to a free time
                </h2>
                {options.length ? (
                  <MoveToFreeTime
                    bookingId={booking.id}
                    page={page}
                    days={options}
                    day={moveDay}
                    slot={query.text("slot")}
                    zoneName={found.clinic.zoneName}
                    error={slotError}
                  />
                ) : (
                  <>
                    <p className="text-muted">
                      No free time is on offer for this doctor and type (booking off for them, or the window is full):
                      type a time below.
                    </p>
                    <FieldError id="move-slot-error" message={slotError} />
                  </>
                )}
                <p className="mt-2 text-sm text-muted">
                  The same free times a visitor sees, by the same rules, shown on the clinic&apos;s clock.
                </p>
              </section>

              <section id="move-to" aria-labelledby="move-to-heading" className={`${sectionClass} scroll-mt-24`}>
                <h2 id="move-to-heading" className="mb-3 text-2xl">
                  Move to another time the doctor agreed to
                </h2>
                <ActionForm action={moveBookingTo} page={page} className="space-y-3">
                  <input type="hidden" name="id" value={booking.id} />
                  <div className="grid gap-3 sm:grid-cols-2">
                    <div className="flex flex-col gap-1">
                      <label htmlFor="move-date" className="font-semibold text-ink">
                        Date
                      </label>
                      <input
                        id="move-date"
                        name="date"
                        type="date"
                        required
                        defaultValue={query.text("date")}
                        aria-describedby={toError ? "move-to-error" : undefined}
                        aria-invalid={toError ? true : undefined}
                        className={inputClass}
                      />
                    </div>
                    <div className="flex flex-col gap-1">
                      <label htmlFor="move-time" className="font-semibold text-ink">
                        Time ({found.clinic.zone})
                      </label>
                      <input
                        id="move-time"
                        name="time"
                        type="time"
                        required
                        defaultValue={query.text("time")}
                        aria-describedby={toError ? "move-to-error" : undefined}
                        aria-invalid={toError ? true : undefined}
                        className={inputClass}
                      />
                    </div>
                  </div>
                  <FieldError id="move-to-error" message={toError} />
                  <button type="submit" className={buttonVariants({ variant: "secondary" })}>
                    Move to this time
                  </button>
                </ActionForm>
                <p className="mt-2 text-sm text-muted">
                  Outside the hours on offer too; never onto another consultation of the doctor or the break after it.
                </p>
              </section>
            </>
          ) : null}

          {manages && confirmed ? (
            <section id="cancel" aria-labelledby="cancel-heading" className={`${sectionClass} scroll-mt-24`}>
              <h2 id="cancel-heading" className="mb-3 text-2xl">
                Cancel
              </h2>
              <ActionForm action={cancelBooking} page={page} className="space-y-3">
                <input type="hidden" name="id" value={booking.id} />
                <div className="flex items-start gap-2">
                  <input
                    id="cancel-confirm"
                    name="confirm"
                    type="checkbox"
                    value="yes"
                    className="mt-1 size-5"
                    aria-describedby={error === "confirm" ? "cancel-error" : undefined}
                    aria-invalid={error === "confirm" ? true : undefined}
                  />
                  <label htmlFor="cancel-confirm">
                    Yes, cancel this consultation and send the visitor the cancellation
                  </label>
                </div>
                <FieldError
                  id="cancel-error"
                  message={
                    error === "confirm" ? "Nothing was cancelled: please tick the confirmation first." : undefined
                  }
                />
                <button type="submit" className={buttonVariants({ variant: "secondary" })}>
                  Cancel the booking
                </button>
              </ActionForm>
            </section>
          ) : null}

          <section id="mark" aria-labelledby="mark-heading" className={`${sectionClass} scroll-mt-24`}>
            <h2 id="mark-heading" className="mb-3 text-2xl">
              Attendance
            </h2>
            {found.started && booking.status !== "cancelled" ? (
              <div className="flex flex-wrap gap-3">
                {(["attended", "no_show"] as const).map((status) => (
                  <ActionForm key={status} action={markBooking} page={page}>
                    <input type="hidden" name="id" value={booking.id} />
                    <input type="hidden" name="status" value={status} />
                    <button
                      type="submit"
                      className={buttonVariants({ variant: status === "attended" ? "primary" : "secondary" })}
                      aria-pressed={booking.status === status}
                    >
                      {status === "attended" ? "Mark attended" : "Mark no-show"}
                    </button>
                  </ActionForm>
                ))}
              </div>
            ) : (
              <p className="text-muted">
                {booking.status === "cancelled"
                  ? "A cancelled booking has no attendance."
                  : "Attended or no-show can be marked once the consultation has started."}
              </p>
            )}
            <FieldError
              id="mark-error"
              message={
                error === "mark"
                  ? "That could not be marked: the booking has not started, or was cancelled."
                  : undefined
              }
            />
          </section>
        </div>
      </Container>
    </>
  );
}
