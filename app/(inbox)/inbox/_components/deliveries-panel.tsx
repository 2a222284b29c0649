import { RefreshCw } from "lucide-react";
import { retryFailedDeliveries } from "../actions";
import { ActionForm } from "@/components/ui/action-form";
import { buttonVariants } from "@/components/ui/button";
import type { StoredLead, DeliverySummary } from "@/lib/leads";
import type { Channel, MessageSummary } from "@/lib/messages";
import { clinicTime } from "@/lib/clinic-time";
import { ScrollRegion } from "./scroll-region";

type Counts = { waiting: number; done: number; failed: number };
const columns: Array<[keyof Counts, string]> = [
  ["waiting", "Waiting"],
  ["done", "Sent"],
  ["failed", "Failed"],
];
const channelLabels: Record<Channel, string> = { email: "E-mail", whatsapp: "WhatsApp", sms: "SMS" };

/** A message's kind as staff read it. */
const kindLabel = (kind: string) => kind.replace(/-/g, " ").replace(/^./, (c) => c.toUpperCase());

/**
 * Where leads were forwarded after they were stored and every message the site sent (lib/messages),
 * and what went wrong. Every lead is in the inbox whatever happens here: a failed delivery only
 * means the sheet, a mailbox or a phone lacks it.
 */
export function DeliveriesPanel({
  summary,
  messages,
  leads,
  returnQuery,
}: {
  summary: DeliverySummary;
  messages: MessageSummary;
  /** The failed deliveries' leads, by id, to name them. */
  leads: Map<string, StoredLead>;
  returnQuery: string;
}) {
  const sheet = summary.counts.sheet;
  const rows: Array<[string, Counts]> = [
    ["Spreadsheet", { waiting: sheet.pending, done: sheet.delivered, failed: sheet.failed }],
    ...(Object.keys(channelLabels) as Channel[]).map((channel): [string, Counts] => {
      const c = messages.counts[channel];
      return [channelLabels[channel], { waiting: c.pending, done: c.sent + c.delivered + c.read, failed: c.failed }];
    }),
  ];
  const failedTotal = rows.reduce((sum, [, counts]) => sum + counts.failed, 0);
  const failed = [
    ...summary.failed.map((row) => ({
      key: `sheet-${row.id}`,
      what: "Spreadsheet",
      leadId: row.leadId as string | null,
      attempts: row.attempts,
      updatedAt: row.updatedAt,
      lastError: row.lastError,
    })),
    ...messages.failed.map((row) => ({
      key: `message-${row.id}`,
      what: `${kindLabel(row.kind)} (${channelLabels[row.channel]})`,
      leadId: row.leadId,
      attempts: row.attempts,
      updatedAt: row.updatedAt,
      lastError: row.lastError,
    })),
  ].sort((x, y) => y.updatedAt.localeCompare(x.updatedAt));
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
        Each lead is forwarded to the spreadsheet and e-mailed to the clinic after it is stored; visitors get their
        booking and payment messages by e-mail, WhatsApp or SMS. Failed deliveries never lose a lead: it is always here.
      </p>
      {/* On a phone the table scrolls within its own box, never the page; a keyboard can scroll it too. */}
      <ScrollRegion className="mt-4 max-w-xl" label="Deliveries by road and status">
        <table className="w-full border-collapse text-left text-sm">
          <caption className="sr-only">Deliveries by road and status</caption>
          <thead>
            <tr>
              <th scope="col" className="py-2 pr-2 font-semibold text-ink">
                Road
              </th>
              {columns.map(([status, label]) => (
                <th key={status} scope="col" className="px-1.5 py-2 text-right font-semibold text-ink sm:px-2">
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map(([label, counts]) => (
              <tr key={label} className="border-t border-line">
                <th scope="row" className="py-2 pr-2 font-normal">
                  {label}
                </th>
                {columns.map(([status]) => (
                  <td
                    key={status}
                    className={`px-1.5 py-2 text-right tabular-nums sm:px-2 ${status === "failed" && counts[status] ? "font-semibold text-danger" : ""}`}
                  >
                    {counts[status]}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>

      {failed.length ? (
        <>
          <h3 className="mt-6 text-lg">Failed deliveries</h3>
          <ul className="mt-2 divide-y divide-line text-sm">
            {failed.map((row) => {
              const lead = row.leadId ? leads.get(row.leadId) : undefined;
              return (
                <li key={row.key} className="py-3">
                  <p className="font-semibold text-ink">
                    {row.what}: {lead ? `${lead.name} (${lead.formType})` : (row.leadId ?? "the clinic")}
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
          {failedTotal > failed.length ? (
            <p className="text-xs text-muted">
              The {failed.length} most recent of {failedTotal} failed deliveries.
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
