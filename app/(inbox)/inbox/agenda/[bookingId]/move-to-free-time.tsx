import { moveBooking } from "../actions";
import { longDate } from "../parts";
import { FieldError, inputClass } from "../../_components/field";
import { ActionForm } from "@/components/ui/action-form";
import { buttonVariants } from "@/components/ui/button";
import { dayLabel } from "@/lib/booking";
import type { SlotDay } from "@/lib/booking";

type Props = {
  bookingId: string;
  /** The booking's page, where the forms post and the day's choice is sent. */
  page: string;
  /** The free times on offer, by day on the clinic's clock. */
  days: SlotDay[];
  /** The day asked for (`?moveDay=`), or the day of a time chosen before a refusal. */
  day: string;
  /** The time chosen before a refusal, ticked again. */
  slot: string;
  zoneName: string;
  error?: string;
};

const freeTimes = (count: number) => `${count} free ${count === 1 ? "time" : "times"}`;

/**
 * "Move to a free time" in two steps, each a plain form: the day (a GET form that shows the
 * page again with that day's times), then a time of that day, rather than one list of every
 * time of the window (some 400 for a free call).
 */
export function MoveToFreeTime({ bookingId, page, days, day, slot, zoneName, error }: Props) {
  const chosen = days.find((d) => d.date === day);
  return (
    <>
      <form method="get" action={`${page}#move`} className="space-y-3">
        <div className="flex flex-col gap-1">
          <label htmlFor="move-day" className="font-semibold text-ink">
            Day ({zoneName})
          </label>
          <select id="move-day" name="moveDay" required defaultValue={chosen?.date ?? ""} className={inputClass}>
            <option value="">Choose a day</option>
            {days.map((d) => (
              // Short ("Tue 1 Dec"), so the count still shows in a phone's width; the window is 30 days.
              <option key={d.date} value={d.date}>
                {dayLabel(d.date)}: {freeTimes(d.slots.length)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={buttonVariants({ variant: "secondary" })}>
          Show that day&apos;s times
        </button>
      </form>
      {chosen ? (
        <ActionForm action={moveBooking} page={page} className="mt-4 space-y-3">
          <input type="hidden" name="id" value={bookingId} />
          <input type="hidden" name="moveDay" value={chosen.date} />
          <fieldset aria-describedby={error ? "move-slot-error" : undefined}>
            <legend className="font-semibold text-ink">New time on {longDate(chosen.date)}</legend>
            <div className="mt-2 grid grid-cols-[repeat(auto-fill,minmax(6rem,1fr))] gap-2">
              {chosen.slots.map((s) => (
                <label
                  key={s.startsAt}
                  className="flex items-center gap-2 rounded-lg border border-line px-3 py-2 has-checked:border-brand has-checked:bg-highlight-soft"
                >
                  <input
                    type="radio"
                    name="startsAt"
                    value={s.startsAt}
                    required
                    defaultChecked={s.startsAt === slot}
                    className="size-4"
                  />
                  {s.time}
                </label>
              ))}
            </div>
          </fieldset>
          <FieldError id="move-slot-error" message={error} />
          <button type="submit" className={buttonVariants()}>
            Move the booking
          </button>
        </ActionForm>
      ) : (
        <FieldError id="move-slot-error" message={error} />
      )}
    </>
  );
}
