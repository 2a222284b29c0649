import { planNamesOf } from "./order";
import type { PaymentStore } from "./store";

type Section = { title: string; lines: string[] };

/**
 * The morning digest's part on payments (lib/leads/delivery/digest.ts's DigestSection, wired in
 * lib/workers.ts): each subscription whose renewal failed (Stripe's `invoice.payment_failed`)
 * and is still past due, with its lead's page. Nothing when there is none.
 */
export async function failedPaymentsDigest(
  store: Pick<PaymentStore, "failedRenewals">,
  siteUrl: string,
  timeZone: string,
): Promise<Section[]> {
  const failed = await store.failedRenewals(50);
  if (!failed.length) return [];
  const when = (iso: string) =>
    new Date(iso).toLocaleString("en-IN", { timeZone, dateStyle: "medium", timeStyle: "short" });
  return [
    {
      title: `${failed.length} ${failed.length === 1 ? "subscription payment has" : "subscription payments have"} failed`,
      lines: failed.map((subscription) =>
        [
          `- ${subscription.leadName || "(lead erased or not found)"}: ${planNamesOf(
            subscription.planIds,
          )}${subscription.lastFailedAt ? `, failed ${when(subscription.lastFailedAt)}` : ""}`,
          subscription.leadId
            ? `  ${siteUrl}/inbox/leads/${encodeURIComponent(subscription.leadId)}`
            : `  ${siteUrl}/inbox/payments?subscriptions=past_due`,
        ].join("\n"),
      ),
    },
  ];
}
