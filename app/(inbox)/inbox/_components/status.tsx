import { AlarmClock, ArrowRight } from "lucide-react";
import { setLeadStatus } from "../actions";
import { ActionForm } from "@/components/ui/action-form";
import { buttonVariants } from "@/components/ui/button";
import { leadStatuses, statusLabels, type LeadStatus } from "@/lib/leads";
import { leadPath } from "@/lib/desk-paths";
import { cn } from "@/lib/utils";
import { clinicTime } from "@/lib/clinic-time";

const badgeColours: Record<LeadStatus, string> = {
  new: "bg-saffron text-white",
  contacted: "bg-highlight-soft text-brand",
  booked: "bg-brand text-white",
  closed: "border border-ink bg-white text-ink",
  not_interested: "border border-muted bg-white text-ink",
};

export function StatusBadge({ status }: { status: LeadStatus }) {
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold tracking-wide uppercase",
        badgeColours[status],
      )}
    >
      {statusLabels[status]}
    </span>
  );
}

/** Every status as a select's options, in pipeline order: the filters and a lead's page both offer them. */
export function StatusOptions() {
  return leadStatuses.map((status) => (
    <option key={status} value={status}>
      {statusLabels[status]}
    </option>
  ));
}

/** Overdue is said in words and with an icon, never by colour alone. */
export function OverdueBadge({ waited }: { waited: string }) {
  return (
    <span className="inline-flex items-center gap-1 rounded-full border-2 border-danger bg-white px-2 py-0.5 text-xs font-semibold text-danger">
      <AlarmClock aria-hidden className="size-3.5" />
      Overdue: waiting {waited}
    </span>
  );
}

/** The usual next step from each status; closed and not interested have none. */
const nextStep: Partial<Record<LeadStatus, LeadStatus>> = { new: "contacted", contacted: "booked", booked: "closed" };

/**
 * The lead's status in the list, with one button for its usual next step: a <form> posting to
 * a server action, so it works without JavaScript. `returnQuery` brings the clinic back to the
 * same filters and page. Every other change, with a note, is on the lead's own page.
 */
export function StatusControl({
  id,
  name,
  status,
  contactedAt,
  returnQuery,
}: {
  id: string;
  name: string;
  status: LeadStatus;
  contactedAt: string | null;
  returnQuery: string;
}) {
  const next = nextStep[status];
  return (
    <div className="flex flex-col items-start gap-2">
      <StatusBadge status={status} />
      {contactedAt && status !== "new" ? (
        <p className="text-xs text-muted">contacted {clinicTime(contactedAt)}</p>
      ) : null}
      {next ? (
        <ActionForm action={setLeadStatus} page="/inbox">
          <input type="hidden" name="id" value={id} />
          <input type="hidden" name="status" value={next} />
          <input type="hidden" name="return" value={returnQuery} />
          <button
            type="submit"
            className={cn(
              buttonVariants({ variant: next === "contacted" ? "primary" : "secondary" }),
              "px-4 whitespace-nowrap",
            )}
          >
            Mark as {statusLabels[next].toLowerCase()}
            <span className="sr-only">: {name}</span>
          </button>
        </ActionForm>
      ) : null}
      <a href={leadPath(id)} className="link-brand inline-flex min-h-11 items-center gap-1 text-sm">
        Open lead <ArrowRight aria-hidden className="size-4" />
        <span className="sr-only">: {name}</span>
      </a>
    </div>
  );
}
