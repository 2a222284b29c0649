import { Check, RotateCcw } from "lucide-react";
import { setLeadStatus } from "../actions";
import { buttonVariants } from "@/components/ui/button";
import type { LeadStatus } from "@/lib/leads/record";
import { cn } from "@/lib/utils";
import { clinicTime } from "./format";

export function StatusBadge({ status }: { status: LeadStatus }) {
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold tracking-wide uppercase",
        status === "new" ? "bg-saffron text-white" : "bg-highlight-soft text-brand",
      )}
    >
      {status === "new" ? "New" : "Contacted"}
    </span>
  );
}

/**
 * The lead's status and the one button that flips it: a <form> posting to a server action,
 * so it works before (and without) JavaScript. `returnQuery` brings the clinic back to the
 * same filters and page.
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
  const next: LeadStatus = status === "new" ? "contacted" : "new";
  return (
    <div className="flex flex-col items-start gap-2">
      <StatusBadge status={status} />
      {contactedAt ? <p className="text-xs text-muted">since {clinicTime(contactedAt)}</p> : null}
      <form action={setLeadStatus}>
        <input type="hidden" name="id" value={id} />
        <input type="hidden" name="status" value={next} />
        <input type="hidden" name="return" value={returnQuery} />
        <button
          type="submit"
          className={cn(buttonVariants({ variant: next === "contacted" ? "primary" : "secondary" }), "px-4 whitespace-nowrap")}
        >
          {next === "contacted" ? <Check aria-hidden /> : <RotateCcw aria-hidden />}
          {next === "contacted" ? "Mark as contacted" : "Mark as new"}
          <span className="sr-only">: {name}</span>
        </button>
      </form>
    </div>
  );
}
