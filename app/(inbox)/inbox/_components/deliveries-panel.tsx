import { RefreshCw } from "lucide-react";
import { retryFailedDeliveries } from "../actions";
import { ActionForm } from "@/components/ui/action-form";
import { buttonVariants } from "@/components/ui/button";
import type { StoredLead } from "@/lib/leads/record";
import type { DeliveryStatus, DeliverySummary, DeliveryTarget } from "@/lib/leads/store/types";
import { clinicTime } from "@/lib/leads/clinic-time";

const targets: Array<[DeliveryTarget, string]> = [
  ["sheet", "Spreadsheet"],
  ["email", "E-mail"],
];
const statuses: Array<[DeliveryStatus, string]> = [
  ["pending", "Waiting"],
  ["delivered", "Delivered"],
  ["failed", "Failed"],
];

/**
 * Where leads were forwarded after they were stored, and what went wrong. Every lead is in
 * the inbox whatever happens here: a failed delivery only means the sheet or e-mail lacks it.
 */
export function DeliveriesPanel({
  summary,
  leads,
  returnQuery,
}: {
  summary: DeliverySummary;
  /** The failed deliveries' leads, by id, to name them. */
  leads: Map<string, StoredLead>;
  returnQuery: string;
}) {
  const failedTotal = summary.counts.sheet.failed + summary.counts.email.failed;
  return (
    <section
      id="deliveries"
      aria-labelledby="deliveries-heading"
      className="scroll-mt-24 rounded-2xl border border-line bg-white p-4 sm:p-6"
    >
      <h2 id="deliveries-heading" className="text-2xl">
        Deliveries
      </h2>
      <p className="mt-1 max-w-2xl text-sm">
        Each lead is forwarded to the spreadsheet and by e-mail after it is stored. Failed deliveries never lose a lead:
        it is always here.
      </p>
      {/* On a phone the table scrolls within its own box, never the page; a keyboard can scroll it too. */}
      <div
        className="mt-4 max-w-xl overflow-x-auto"
        tabIndex={0}
        role="region"
        aria-label="Deliveries by target and status"
      >
        <table className="w-full border-collapse text-left text-sm">
          <caption className="sr-only">Deliveries by target and status</caption>
          <thead>
            <tr>
              <th scope="col" className="py-2 pr-2 font-semibold text-ink">
                Target
              </th>
              {statuses.map(([status, label]) => (
                <th key={status} scope="col" className="px-1.5 py-2 text-right font-semibold text-ink sm:px-2">
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {targets.map(([target, label]) => (
              <tr key={target} className="border-t border-line">
                <th scope="row" className="py-2 pr-2 font-normal">
                  {label}
                </th>
                {statuses.map(([status]) => (
                  <td
                    key={status}
                    className={`px-1.5 py-2 text-right tabular-nums sm:px-2 ${status === "failed" && summary.counts[target][status] ? "font-semibold text-danger" : ""}`}
                  >
                    {summary.counts[target][status]}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      {summary.failed.length ? (
        <>
          <h3 className="mt-6 text-lg">Failed deliveries</h3>
          <ul className="mt-2 divide-y divide-line text-sm">
            {summary.failed.map((row) => {
              const lead = leads.get(row.leadId);
              return (
                <li key={row.id} className="py-3">
                  <p className="font-semibold text-ink">
                    {targets.find(([t]) => t === row.target)?.[1] ?? row.target}:{" "}
                    {lead ? `${lead.name} (${lead.formType})` : row.leadId}
                  </p>
                  <p className="text-xs text-muted">
                    {row.attempts} attempts, last at {clinicTime(row.updatedAt)}
                  </p>
                  {row.lastError ? (
                    <p className="mt-1 font-mono text-xs break-words text-danger">{row.lastError}</p>
                  ) : null}
                </li>
              );
            })}
          </ul>
          {failedTotal > summary.failed.length ? (
            <p className="text-xs text-muted">
              The {summary.failed.length} most recent of {failedTotal} failed deliveries.
            </p>
          ) : null}
          <ActionForm action={retryFailedDeliveries} page="/inbox" className="mt-4">
            <input type="hidden" name="return" value={returnQuery} />
            <button type="submit" className={buttonVariants()}>
              <RefreshCw aria-hidden />
              Retry failed deliveries
            </button>
          </ActionForm>
        </>
      ) : (
        <p className="mt-4 text-sm">No failed deliveries.</p>
      )}
    </section>
  );
}
