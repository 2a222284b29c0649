import { Link } from "@/components/ui/link";
import { clinicTime } from "@/lib/clinic-time";
import { planNamesOf, paymentStore } from "@/lib/payments";
import { leadPath } from "@/lib/desk-paths";

/**
 * The overview's note of subscriptions whose renewal failed and are still past due (Stripe's
 * `invoice.payment_failed`): the clinic follows each up with its lead. Nothing when there is none.
 */
export async function FailedPayments() {
  const failed = await (await paymentStore()).failedRenewals(20);
  if (!failed.length) return null;
  return (
    <section aria-labelledby="failed-payments" className="rounded-2xl border border-danger bg-white p-4 sm:p-6">
      <h2 id="failed-payments" className="font-heading text-2xl">
        Failed payments
      </h2>
      <p className="mt-1 text-sm text-muted">
        Subscriptions whose monthly payment failed and is still owed. Stripe retries the card; the clinic may write to
        the buyer.
      </p>
      <ul className="mt-3 space-y-1">
        {failed.map((subscription) => (
          <li key={subscription.id}>
            {subscription.leadId ? (
              <a href={leadPath(subscription.leadId)} className="link-brand">
                {subscription.leadName || "Lead (erased or not found)"}
              </a>
            ) : (
              "No lead"
            )}
            {" · "}
            {planNamesOf(subscription.planIds)}
            {subscription.lastFailedAt ? ` · failed ${clinicTime(subscription.lastFailedAt)}` : ""}
          </li>
        ))}
      </ul>
      <Link href="/inbox/payments?subscriptions=past_due" className="mt-3 inline-flex min-h-11 items-center link-brand">
        All past-due subscriptions
      </Link>
    </section>
  );
}
