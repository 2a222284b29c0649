import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { BookingStateNote, DoctorOptions, sectionClass } from "../agenda/parts";
import { FieldError, inputClass, TextField } from "../_components/field";
import { requirePermission } from "../session";
import { can } from "@/lib/staff";
import { addBlock, addLeave, removeTimeOff, saveCall, saveRules, saveWeek } from "./actions";
import { PageHeader } from "@/components/page-shell";
import { ActionForm } from "@/components/ui/action-form";
import { buttonVariants } from "@/components/ui/button";
import { Container } from "@/components/ui/container";
import {
  bookingDesk,
  bookingDoctors,
  bookingService,
  checkBlock,
  checkLeave,
  leftOutNotice,
  parseRanges,
  parseRulesForm,
  rangesText,
  rulesForm,
  type RulesForm,
  zonedTime,
} from "@/lib/booking";
import { idPatterns, inputOf } from "@/lib/input";

export const metadata: Metadata = {
  title: "Hours and leave",
  robots: { index: false, follow: false },
};

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const weekdays = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

const done: Record<string, string> = {
  week: "Weekly hours saved. Visitors see the new free times at once.",
  leave: "Leave saved: those days are off the list of free times.",
  block: "Blocked hours saved: that time is off the list of free times.",
  removed: "Time off removed: that time is open for booking again.",
  call: "Call method saved. E-mails sent from now on carry it.",
  rules: "Booking rules saved.",
};

const rulesFields: Array<[keyof RulesForm, string, string]> = [
  ["buffer", "Buffer after each consultation (minutes)", "Held free before the doctor's next one."],
  [
    "step",
    "Step between start times (minutes)",
    "Start times offered this often from the start of each block of hours.",
  ],
  ["notice", "Minimum notice (hours)", "Nothing is offered sooner than this."],
  ["horizon", "Horizon (days)", "Nothing is offered later than this."],
  ["cutoff", "Visitor's change cut-off (hours)", "The visitor may move or cancel until this long before the start."],
  ["reminders", "Reminders before the start", "Such as 24h, 1h (or 30m), or none."],
];

/**
 * Each doctor's weekly hours in the rules' zone (Asia/Kolkata), leave and blocked hours, the
 * video room or a phone call, and the booking rules (docs/booking.md), as plain forms. Any
 * signed-in member of staff may change them: the inbox has one kind of account.
 */
export default async function HoursPage({ searchParams }: Props) {
  await connection();
  const staff = await requirePermission("hours.read");
  const query = inputOf(await searchParams) ?? notFound();
  const doctors = bookingDoctors();
  const doctor = doctors.find((d) => d.id === query.text("doctor")) ?? doctors[0]!;
  const [desk, service] = await Promise.all([bookingDesk(), bookingService()]);
  const [hours, timeOff, rooms, rules, state] = await Promise.all([
    desk.hours(doctor.id),
    desk.timeOff(doctor.id),
    desk.videoUrls(),
    service.rules(),
    service.state(),
  ]);
  const form = query.text("form");
  const message = done[query.text("done")];
  // The bookings the change left out, their ids comma-separated (actions.ts).
  const overlap = query
    .text("overlap", 4000)
    .split(",")
    .filter((id) => idPatterns.uuid.test(id));
  const leftOut = message && overlap.length ? await desk.leftOut(overlap) : [];
  const notice = leftOut.length
    ? leftOutNotice(leftOut, query.text("done") === "week" ? "outside the new hours" : "in it")
    : null;
  const error = query.text("error");

  // What the forms show: what was typed when it came back refused, else what is stored; problems are found again with the checks the actions ran.
  const week = weekdays.map((name, index) => {
    const day = index + 1;
    const stored = hours.filter((h) => h.weekday === day);
    const value = form === "week" ? query.text(`d${day}`) : rangesText(stored);
    const parsed = form === "week" ? parseRanges(value) : null;
    return {
      day,
      name,
      value,
      sample: stored.some((h) => h.sample),
      error: parsed && "error" in parsed ? parsed.error : undefined,
    };
  });
  const leave = { from: query.text("from"), through: query.text("through"), reason: query.text("reason") };
  const leaveErrors =
    form === "leave"
      ? (checkLeave(leave.from, leave.through) ??
        (error === "doctor" ? { from: "Please choose a doctor from the list" } : {}))
      : {};
  const block = {
    date: query.text("date"),
    starts: query.text("starts"),
    ends: query.text("ends"),
    reason: query.text("reason"),
  };
  const blockErrors = form === "block" ? (checkBlock(block.date, block.starts, block.ends) ?? {}) : {};
  const video = form === "call" ? query.text("video", 2000) : (rooms.get(doctor.id) ?? "");
  const callError =
    form === "call"
      ? error === "video"
        ? "The video link must be an https:// address, or empty"
        : "Please choose a doctor from the list"
      : undefined;
  const rulesValues: RulesForm =
    form === "rules"
      ? (Object.fromEntries(rulesFields.map(([key]) => [key, query.text(key)])) as RulesForm)
      : rulesForm(rules);
  const rulesParsed = form === "rules" ? parseRulesForm(rulesValues) : null;
  const rulesErrors = rulesParsed && "fieldErrors" in rulesParsed ? rulesParsed.fieldErrors : {};
  const sample = week.some((d) => d.sample);

  return (
    <>
      <PageHeader eyebrow="Clinic" title="Hours and leave">
        <p>
          Each doctor&apos;s week in {zonedTime(new Date().getTime(), rules.hoursZone).zoneName} ({rules.hoursZone}),
          their leave and blocked hours, how the call happens, and the rules every booking follows. Any signed-in member
          of staff may change them.
        </p>
        <BookingStateNote state={state} />
      </PageHeader>
      <Container className="space-y-6 py-8 md:py-12">
        <form method="get" action="/inbox/hours" className="flex flex-wrap items-end gap-4">
          <div className="flex min-w-64 flex-col gap-1">
            <label htmlFor="hours-doctor" className="text-sm font-semibold text-ink">
              Doctor
            </label>
            <select id="hours-doctor" name="doctor" defaultValue={doctor.id} className={inputClass}>
              <DoctorOptions doctors={doctors} />
            </select>
          </div>
          <button type="submit" className={buttonVariants({ variant: "secondary" })}>
            Show
          </button>
        </form>

        {message ? (
          <div id="done" role="status" className="rounded-xl border border-line bg-highlight-soft px-4 py-3 text-ink">
            <p>{message}</p>
            {notice ? (
              <p className="mt-2" data-testid="left-out">
                {notice.lead}{" "}
                {leftOut.map((b, i) => (
                  <span key={b.id}>
                    {i ? "; " : ""}
                    <a href={`/inbox/agenda/${b.id}`} className="link-brand break-words">
                      {b.visitor}, {b.when}
                    </a>
                  </span>
                ))}
                . {notice.tail}
              </p>
            ) : null}
          </div>
        ) : null}

        <h2 className="text-3xl">{doctor.name}</h2>
        {doctor.sample ? <p className="text-muted">A sample profile (content/doctors.ts), not a real doctor.</p> : null}

        <section id="week" aria-labelledby="week-heading" className={`${sectionClass} scroll-mt-24`}>
          <h3 id="week-heading" className="mb-1 text-2xl">
            Weekly hours
          </h3>
          <p className="mb-4 text-sm text-muted">
            In {rules.hoursZone}: ranges such as 09:00-13:00, 16:00-20:00, or none for a day off.
            {sample
              ? " Days marked sample carry the sample week given to the sample roster, not hours anyone agreed to; a day you change is saved as real hours."
              : ""}
          </p>
          <ActionForm action={saveWeek} page="/inbox/hours" className="space-y-3">
            <input type="hidden" name="doctor" value={doctor.id} />
            {week.map((d) => (
              <div key={d.day} className="grid gap-1 sm:grid-cols-[12rem_1fr] sm:items-center">
                <label htmlFor={`hours-d${d.day}`} className="font-semibold text-ink">
                  {d.name}
                  {d.sample ? (
                    <span className="ml-2 rounded-full border border-saffron px-2 text-xs font-semibold text-ink uppercase">
                      sample
                    </span>
                  ) : null}
                </label>
                <div className="flex flex-col gap-1">
                  <input
                    id={`hours-d${d.day}`}
                    name={`d${d.day}`}
                    defaultValue={d.value}
                    maxLength={200}
                    aria-invalid={d.error ? true : undefined}
                    aria-describedby={d.error ? `hours-d${d.day}-error` : undefined}
                    className={inputClass}
                  />
                  <FieldError id={`hours-d${d.day}-error`} message={d.error} />
                </div>
              </div>
            ))}
            {form === "week" && error === "doctor" ? (
              <FieldError id="week-error" message="Please choose a doctor from the list" />
            ) : null}
            <button type="submit" className={buttonVariants()}>
              Save the week
            </button>
          </ActionForm>
        </section>

        <section id="time-off" aria-labelledby="time-off-heading" className={`${sectionClass} scroll-mt-24`}>
          <h3 id="time-off-heading" className="mb-3 text-2xl">
            Leave and blocked hours ahead
          </h3>
          {timeOff.length ? (
            <ul className="divide-y divide-line text-sm" data-testid="time-off">
              {timeOff.map((t) => (
                <li key={t.id} className="flex flex-wrap items-center justify-between gap-3 py-2">
                  <span>
                    <strong>{t.reason || "Time off"}</strong>: {zonedTime(Date.parse(t.start), rules.hoursZone).text}{" "}
                    until {zonedTime(Date.parse(t.end), rules.hoursZone).text}
                  </span>
                  <ActionForm action={removeTimeOff} page="/inbox/hours">
                    <input type="hidden" name="doctor" value={doctor.id} />
                    <input type="hidden" name="id" value={t.id} />
                    <button type="submit" className={buttonVariants({ variant: "ghost" })}>
                      Remove
                      <span className="sr-only">
                        : {t.reason || "time off"} from {zonedTime(Date.parse(t.start), rules.hoursZone).text}
                      </span>
                    </button>
                  </ActionForm>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-muted">None ahead.</p>
          )}
          {error === "removed" ? <FieldError id="removed-error" message="That time off was already removed." /> : null}
        </section>

        <div className="grid gap-6 lg:grid-cols-2">
          <section id="leave" aria-labelledby="leave-heading" className={`${sectionClass} scroll-mt-24`}>
            <h3 id="leave-heading" className="mb-3 text-2xl">
              Add leave
            </h3>
            <ActionForm action={addLeave} page="/inbox/hours" className="space-y-3">
              <input type="hidden" name="doctor" value={doctor.id} />
              <TextField
                id="leave-from"
                name="from"
                label="First day"
                type="date"
                value={leave.from}
                error={leaveErrors.from}
              />
              <TextField
                id="leave-through"
                name="through"
                label="Last day"
                type="date"
                value={leave.through}
                error={leaveErrors.through}
              />
              <TextField
                id="leave-reason"
                name="reason"
                label="Reason (optional, staff only)"
                value={form === "leave" ? leave.reason : ""}
                maxLength={200}
              />
              <p className="text-sm text-muted">Whole days in {rules.hoursZone}, both included.</p>
              <button type="submit" className={buttonVariants({ variant: "secondary" })}>
                Add leave
              </button>
            </ActionForm>
          </section>

          <section id="block" aria-labelledby="block-heading" className={`${sectionClass} scroll-mt-24`}>
            <h3 id="block-heading" className="mb-3 text-2xl">
              Block hours on one day
            </h3>
            <ActionForm action={addBlock} page="/inbox/hours" className="space-y-3">
              <input type="hidden" name="doctor" value={doctor.id} />
              <TextField
                id="block-date"
                name="date"
                label="Date"
                type="date"
                value={block.date}
                error={blockErrors.date}
              />
              <div className="grid gap-3 sm:grid-cols-2">
                <TextField
                  id="block-starts"
                  name="starts"
                  label={`From (${rules.hoursZone})`}
                  type="time"
                  value={block.starts}
                  error={blockErrors.time}
                />
                <TextField
                  id="block-ends"
                  name="ends"
                  label={`To (${rules.hoursZone})`}
                  type="time"
                  value={block.ends}
                />
              </div>
              <TextField
                id="block-reason"
                name="reason"
                label="Reason (optional, staff only)"
                value={form === "block" ? block.reason : ""}
                maxLength={200}
              />
              <button type="submit" className={buttonVariants({ variant: "secondary" })}>
                Block these hours
              </button>
            </ActionForm>
          </section>
        </div>

        <section id="call" aria-labelledby="call-heading" className={`${sectionClass} scroll-mt-24`}>
          <h3 id="call-heading" className="mb-3 text-2xl">
            How the call happens
          </h3>
          <ActionForm action={saveCall} page="/inbox/hours" className="space-y-3">
            <input type="hidden" name="doctor" value={doctor.id} />
            <TextField
              id="call-video"
              name="video"
              label="Video room link (https://)"
              type="url"
              value={video}
              error={callError}
              maxLength={200}
            />
            <p className="text-sm text-muted">
              Leave it empty and the doctor phones the visitor on the number they gave.
            </p>
            <button type="submit" className={buttonVariants({ variant: "secondary" })}>
              Save the call method
            </button>
          </ActionForm>
        </section>

        <section id="rules" aria-labelledby="rules-heading" className={`${sectionClass} scroll-mt-24`}>
          <h3 id="rules-heading" className="mb-1 text-2xl">
            Booking rules (every doctor)
          </h3>
          <p className="mb-4 text-sm text-muted">Weekly hours are written in {rules.hoursZone}.</p>
          {can(staff, "booking-rules.manage") ? null : (
            <p className="mb-4 text-sm text-ink">Only the clinic&apos;s owner can change these rules.</p>
          )}
          <ActionForm action={saveRules} page="/inbox/hours" className="space-y-3">
            <input type="hidden" name="doctor" value={doctor.id} />
            <div className="grid gap-4 sm:grid-cols-2">
              {rulesFields.map(([key, label, hint]) => (
                <TextField
                  key={key}
                  id={`rules-${key}`}
                  name={key}
                  label={label}
                  hint={hint}
                  value={rulesValues[key]}
                  error={rulesErrors[key]}
                  inputMode={key === "reminders" ? undefined : "numeric"}
                  maxLength={200}
                />
              ))}
            </div>
            {form === "rules" && error === "rules" ? (
              <FieldError id="rules-error" message="The store refused these rules: please check the numbers." />
            ) : null}
            {can(staff, "booking-rules.manage") ? (
              <button type="submit" className={buttonVariants({ variant: "secondary" })}>
                Save the rules
              </button>
            ) : null}
          </ActionForm>
        </section>
      </Container>
    </>
  );
}
