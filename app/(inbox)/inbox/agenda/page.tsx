import { ChevronLeft, ChevronRight } from "lucide-react";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { requirePermission } from "../session";
import { doctorScope } from "@/lib/staff";
import { AttentionBadge, BookingStateNote, BookingStatusBadge, DoctorOptions, longDate, sectionClass } from "./parts";
import { inputClass } from "../_components/field";
import { PageHeader } from "@/components/page-shell";
import { buttonVariants } from "@/components/ui/button";
import { Container } from "@/components/ui/container";
import { bookingDesk, bookingDoctors, bookingService } from "@/lib/booking";
import type { AgendaEntry } from "@/lib/booking";
import { inputOf } from "@/lib/input";
import { leadPath } from "@/lib/desk-paths";
import { ScrollRegion } from "../_components/scroll-region";

export const metadata: Metadata = {
  title: "Agenda",
  robots: { index: false, follow: false },
};

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * The clinic's consultations by day or by week (Monday to Sunday), for one doctor or all, in
 * the clinic's zone (LEAD_TIMEZONE, docs/booking.md). A plain GET form chooses, so it works
 * without JavaScript; each booking opens its own page for moving, cancelling and marking.
 */
export default async function AgendaPage({ searchParams }: Props) {
  await connection();
  const staff = await requirePermission("agenda.read");
  // A doctor's agenda is their own, whatever the address asks for.
  const ownDoctor = doctorScope(staff);
  const query = inputOf(await searchParams) ?? notFound();
  const [desk, service] = await Promise.all([bookingDesk(), bookingService()]);
  const [agenda, state] = await Promise.all([
    desk.agendaPage({ date: query.text("date"), view: query.text("view"), doctor: ownDoctor ?? query.text("doctor") }),
    service.state(),
  ]);
  const doctors = bookingDoctors();
  const unit = agenda.view === "week" ? "week" : "day";
  const link = (date: string) =>
    `/inbox/agenda?${new URLSearchParams({ date, view: agenda.view, doctor: agenda.doctorId ?? "all" })}`;
  const { on: total, cancelled } = agenda.count;
  const span = agenda.view === "week" ? `the week of ${longDate(agenda.days[0]!.date)}` : longDate(agenda.date);

  return (
    <>
      <PageHeader eyebrow="Clinic" title="Agenda">
        <p>
          Times in the clinic&apos;s time zone: <strong>{agenda.zoneName}</strong> ({agenda.zone}).
        </p>
        <BookingStateNote state={state} />
      </PageHeader>
      <Container className="space-y-6 py-8 md:py-12">
        <form method="get" action="/inbox/agenda" className="grid gap-4 sm:grid-cols-[1fr_1fr_1fr_auto] sm:items-end">
          <div className="flex flex-col gap-1">
            <label htmlFor="agenda-date" className="text-sm font-semibold text-ink">
              Date
            </label>
            <input id="agenda-date" name="date" type="date" defaultValue={agenda.date} className={inputClass} />
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor="agenda-view" className="text-sm font-semibold text-ink">
              Show
            </label>
            <select id="agenda-view" name="view" defaultValue={agenda.view} className={inputClass}>
              <option value="day">The day</option>
              <option value="week">The week (Monday to Sunday)</option>
            </select>
          </div>
          {ownDoctor ? null : (
            <div className="flex flex-col gap-1">
              <label htmlFor="agenda-doctor" className="text-sm font-semibold text-ink">
                Doctor
              </label>
              <select id="agenda-doctor" name="doctor" defaultValue={agenda.doctorId ?? "all"} className={inputClass}>
                <option value="all">Every doctor</option>
                <DoctorOptions doctors={doctors} />
              </select>
            </div>
          )}
          <button type="submit" className={buttonVariants()}>
            Show
          </button>
        </form>

        <nav aria-label={`Other ${unit}s`} className="flex flex-wrap items-center gap-3">
          <a href={link(agenda.previous)} className={buttonVariants({ variant: "secondary" })}>
            <ChevronLeft aria-hidden />
            Previous {unit}
          </a>
          <a href={link(agenda.today)} className={buttonVariants({ variant: "ghost" })}>
            Today
          </a>
          <a href={link(agenda.next)} className={buttonVariants({ variant: "secondary" })}>
            Next {unit}
            <ChevronRight aria-hidden />
          </a>
        </nav>

        <p data-testid="agenda-summary" className="text-ink">
          {total === 0
            ? `No consultations on ${span}`
            : `${total} ${total === 1 ? "consultation" : "consultations"} on ${span}`}
          {agenda.doctorId ? ` with ${doctors.find((d) => d.id === agenda.doctorId)?.name}` : ""}
          {cancelled ? ` (and ${cancelled} cancelled)` : ""}.
        </p>

        {agenda.days.map((day) => (
          <section key={day.date} aria-labelledby={`day-${day.date}`} className={sectionClass}>
            <h2 id={`day-${day.date}`} className="mb-3 text-2xl">
              {longDate(day.date)}
              {day.date === agenda.today ? <span className="ml-2 text-base text-muted">(today)</span> : null}
            </h2>
            {day.entries.length ? (
              <DayTable date={day.date} entries={day.entries} />
            ) : (
              <p className="text-muted">No consultations.</p>
            )}
          </section>
        ))}
      </Container>
    </>
  );
}

function DayTable({ date, entries }: { date: string; entries: AgendaEntry[] }) {
  return (
    // relative: the rows' screen-reader text (sr-only, absolutely placed) then scrolls with the table instead of widening the page.
    // Below sm the table is wider than the screen: a hint says where Status and Open went, and the scrolling region takes the keyboard's focus.
    <ScrollRegion className="relative" label={`Consultations on ${longDate(date)}, scrolls sideways`}>
      <p className="mb-2 text-sm text-muted sm:hidden" data-testid="scroll-hint">
        Status and Open are further right: scroll the table sideways.
      </p>
      <table className="w-full border-collapse text-left text-sm" data-testid={`agenda-${date}`}>
        <caption className="sr-only">Consultations on {longDate(date)}</caption>
        <thead>
          <tr>
            {["Time", "Visitor", "Type", "Doctor", "Call", "Status", "Booking"].map((h) => (
              <th key={h} scope="col" className="py-2 pr-3 font-semibold text-ink">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.booking.id} className="border-t border-line align-top">
              <th scope="row" className="py-2 pr-3 font-semibold whitespace-nowrap tabular-nums">
                {entry.starts}–{entry.ends}
              </th>
              <td className="py-2 pr-3">
                <a href={leadPath(entry.booking.leadId)} className="link-brand">
                  {entry.visitor.name || "(no name)"}
                </a>
              </td>
              <td className="py-2 pr-3">
                {entry.typeName} <span className="text-muted">({entry.minutes} min)</span>
              </td>
              <td className="py-2 pr-3">{entry.doctorName}</td>
              <td className="py-2 pr-3">
                {entry.videoUrl ? "Video" : `Doctor phones ${entry.visitor.phone || "the visitor"}`}
              </td>
              <td className="py-2 pr-3">
                <span className="flex flex-wrap gap-1">
                  <BookingStatusBadge status={entry.booking.status} />
                  <AttentionBadge attention={entry.booking.attention} />
                </span>
              </td>
              <td className="py-2 pr-3">
                <a
                  href={`/inbox/agenda/${encodeURIComponent(entry.booking.id)}`}
                  className="link-brand inline-flex min-h-11 items-center"
                >
                  Open
                  <span className="sr-only">
                    : {entry.visitor.name} at {entry.starts}
                  </span>
                </a>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
