import { AlarmClock, CircleCheck } from "lucide-react";
import { filterQuery, withQuery } from "../filters";

/** The 24-hour promise at the top of the inbox: how many leads have waited longer, in words and with an icon. */
export function OverdueSummary({ count }: { count: number }) {
  if (!count) {
    return (
      <p
        data-testid="overdue-count"
        className="flex items-center gap-2 rounded-xl border border-line bg-white px-4 py-3 text-ink"
      >
        <CircleCheck aria-hidden className="size-5 shrink-0 text-brand" />
        No lead has waited more than 24 hours.
      </p>
    );
  }
  return (
    <p
      data-testid="overdue-count"
      className="flex flex-wrap items-center gap-2 rounded-xl border-2 border-danger bg-white px-4 py-3 text-ink"
    >
      <AlarmClock aria-hidden className="size-5 shrink-0 text-danger" />
      <strong>
        {count} {count === 1 ? "lead has" : "leads have"} waited more than 24 hours
      </strong>
      <span>without being contacted. {count === 1 ? "It is" : "They are"} listed first.</span>
      <a href={withQuery("/inbox", filterQuery({ status: "new" }))} className="link-brand">
        Show new leads only
      </a>
    </p>
  );
}
