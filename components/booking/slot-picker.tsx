import Form from "next/form";
import { Link } from "@/components/ui/link";
import { buttonVariants } from "@/components/ui/button";
import { controlClass } from "@/components/ui/control";
import type { HourCycle, SlotDay } from "@/lib/booking";
import { dayLabel, pickerHref, slotTimes, type ZoneOption } from "@/lib/booking";
import { cn } from "@/lib/utils";

/** What the picker's address carries; `order` is a paid intro plan's order, kept through every choice to the booking. */
export type PickerChoices = { type: string; doctor: string; tz: string; order?: string };

/**
 * The picker's choices as a GET form: the page is rendered from its address, so changing the
 * type, the doctor or the zone works without JavaScript (decision 055). Next's Form sends it as a
 * client-side navigation once the scripts run, so the page is not reloaded and the request the
 * visitor just sent, which the booking form starts with, is not forgotten (docs/booking.md).
 */
export function PickerControls({
  action,
  choices,
  types,
  doctors,
  zones,
  hidden = {},
}: {
  action: string;
  choices: PickerChoices;
  types?: { id: string; name: string; minutes: number }[];
  doctors?: { id: string; name: string }[];
  zones: ZoneOption[];
  /** Choices this form does not show but keeps (the manage page's). */
  hidden?: Record<string, string>;
}) {
  return (
    // Keyed by the choices: after a client-side navigation (a zone link, say) the lists show the
    // page's choices, not what they held before, and the next change sends those.
    // On a phone the lists take the whole width, without the card's border and padding, so each
    // choice shows whole (tests/e2e/booking-select-labels.spec.ts); a card from 640 px up.
    <Form
      key={`${choices.type}|${choices.doctor}|${choices.tz}`}
      action={action}
      prefetch={false}
      className="sm:rounded-2xl sm:border sm:border-line sm:bg-white sm:p-5 md:p-6"
    >
      {/* Columns at least 20rem wide, so no choice is cut beside the others. */}
      <fieldset className="grid min-w-0 gap-4 sm:grid-cols-[repeat(auto-fit,minmax(20rem,1fr))]">
        <legend className="mb-2 text-lg font-semibold text-ink">Your consultation</legend>
        {types ? (
          <div className="min-w-0">
            <label htmlFor="picker-type" className="mb-1 block text-sm font-medium text-ink">
              Consultation type
            </label>
            <select id="picker-type" name="type" defaultValue={choices.type} className={cn(controlClass, "w-full")}>
              {types.map((t) => (
                <option key={t.id} value={t.id}>
                  {t.name} ({t.minutes} min)
                </option>
              ))}
            </select>
          </div>
        ) : null}
        {doctors ? (
          <div className="min-w-0">
            <label htmlFor="picker-doctor" className="mb-1 block text-sm font-medium text-ink">
              Doctor
            </label>
            <select
              id="picker-doctor"
              name="doctor"
              defaultValue={choices.doctor}
              className={cn(controlClass, "w-full")}
            >
              <option value="any">Any available doctor</option>
              {doctors.map((d) => (
                <option key={d.id} value={d.id}>
                  {d.name}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <div className="min-w-0">
          <label htmlFor="picker-tz" className="mb-1 block text-sm font-medium text-ink">
            Your time zone
          </label>
          <select id="picker-tz" name="tz" defaultValue={choices.tz} className={cn(controlClass, "w-full")}>
            {zones.map((z) => (
              <option key={z.zone} value={z.zone}>
                {z.label}
              </option>
            ))}
          </select>
        </div>
        {Object.entries({ ...hidden, ...(choices.order ? { order: choices.order } : {}) }).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <button
          type="submit"
          className={cn(buttonVariants({ variant: "secondary" }), "col-span-full self-end justify-self-start")}
        >
          Show times
        </button>
      </fieldset>
    </Form>
  );
}

/** The days with free times, as links; the chosen one marked for screen readers (aria-current). */
export function DayLinks({
  base,
  choices,
  days,
  day,
}: {
  base: string;
  choices: Record<string, string>;
  days: SlotDay[];
  day: string | undefined;
}) {
  const open = days.filter((d) => d.slots.length);
  if (!open.length)
    return (
      <p className="rounded-xl bg-highlight-soft p-4">
        No free times in the next weeks for this choice. Please try another doctor or type.
      </p>
    );
  return (
    <nav aria-label="Days with free times">
      <ul className="flex flex-wrap gap-2">
        {open.map((d) => {
          const current = d.date === day;
          return (
            <li key={d.date}>
              <Link
                href={pickerHref(base, { ...choices, day: d.date })}
                aria-current={current ? "date" : undefined}
                className={cn(
                  "inline-flex min-h-11 flex-col items-center justify-center rounded-lg border px-3 py-1 text-sm",
                  current ? "border-brand bg-brand text-white" : "border-line bg-white text-ink hover:border-brand",
                )}
              >
                <span className="font-semibold">{dayLabel(d.date)}</span>
                <span className={current ? "text-white" : "text-muted"}>
                  {d.slots.length} time{d.slots.length === 1 ? "" : "s"}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** One day's free times, each a link to the booking form for it. */
export function TimeLinks({
  base,
  choices,
  day,
  timeZone,
  chosen,
  clock,
}: {
  base: string;
  choices: Record<string, string>;
  day: SlotDay;
  timeZone: string;
  chosen: string | undefined;
  clock: HourCycle;
}) {
  const times = slotTimes(day.slots, timeZone, clock);
  return (
    <section aria-labelledby="times-heading" className="mt-6">
      <h2 id="times-heading" className="text-xl">
        Free times on {dayLabel(day.date, true)}
      </h2>
      <ul className="mt-3 grid grid-cols-3 gap-2 sm:grid-cols-5 md:grid-cols-6">
        {day.slots.map((slot) => {
          const current = slot.startsAt === chosen;
          return (
            <li key={slot.startsAt}>
              <Link
                href={`${pickerHref(base, { ...choices, day: day.date, at: slot.startsAt })}#your-details`}
                aria-current={current ? "true" : undefined}
                className={cn(
                  "flex min-h-11 items-center justify-center rounded-lg border text-sm font-semibold tabular-nums",
                  current ? "border-brand bg-brand text-white" : "border-line bg-white text-ink hover:border-brand",
                )}
              >
                <SlotTime {...times.get(slot.startsAt)!} />
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** One day's free times as radio buttons inside a form: the manage page's new time. */
export function TimeRadios({
  day,
  timeZone,
  clock,
  name = "startsAt",
}: {
  day: SlotDay;
  timeZone: string;
  clock: HourCycle;
  name?: string;
}) {
  const times = slotTimes(day.slots, timeZone, clock);
  return (
    <fieldset className="mt-6 min-w-0">
      <legend className="text-xl font-semibold text-ink">Free times on {dayLabel(day.date, true)}</legend>
      <div className="mt-3 grid grid-cols-3 gap-2 sm:grid-cols-5 md:grid-cols-6">
        {/* None ticked at first: the visitor chooses the new time; the browser asks for one. */}
        {day.slots.map((slot) => (
          <label
            key={slot.startsAt}
            className="flex min-h-11 items-center justify-center gap-2 rounded-lg border border-line bg-white text-sm font-semibold tabular-nums has-[:checked]:border-brand has-[:checked]:bg-highlight-soft"
          >
            <input type="radio" name={name} value={slot.startsAt} required />
            <SlotTime {...times.get(slot.startsAt)!} />
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** A slot's time, with its offset beneath it on the day clocks go back, when the same time comes twice. */
function SlotTime({ time, offset }: { time: string; offset?: string }) {
  return offset ? (
    <span className="flex flex-col items-center leading-tight">
      {time}
      <span className="text-xs font-normal">{offset}</span>
    </span>
  ) : (
    <>{time}</>
  );
}
