/**
 * The payments domain's front door (docs/architecture.md, Domains): Stripe's sessions and events,
 * orders, subscriptions, refunds, plan links, the sweep. Others import only this file, or ./client
 * in code the browser loads.
 */
export { cancelPlan, cancellable } from "./cancel";
export { clinicDay } from "./clinic-day";
export { confirmationFor, sessionIdPattern } from "./confirmation";
export type { Confirmation } from "./confirmation";
export { failedPaymentsDigest } from "./digest";
export { paymentEventTask } from "./events";
export { introOrderOf, orderBookingToken, rebookTokenOf } from "./intro-order";
export { orderFor, planIds, planNamesOf } from "./order";
export type { Order } from "./order";
export {
  checkoutOwnerCookie,
  isCheckoutOwner,
  isOwnerToken,
  isSecureRequest,
  newOwnerToken,
  ownerCookieOptions,
  recordCheckoutOwner,
} from "./owner";
export { issuePlanLink, openPlanLink, planLinkPath } from "./plan-links";
export { applyCheckoutSession, processPaymentEvent, retryWaitingEvents, waitingEventsTask } from "./process";
export { orderNumberOf, purchasePreparer } from "./purchase-mail";
export {
  disputed,
  maxRefundReasonLength,
  newRefundNonce,
  refundNoncePattern,
  refundableCents,
  requestRefund,
} from "./refund";
export { kitShippingCountries } from "./session";
export { setUpStripe } from "./setup";
export type { OrderStatus, SubscriptionStatus } from "./state";
export { paymentStore } from "./store";
export type { EventProblem, PaymentStore, StoredOrder, StoredSubscription, WebhookHealth } from "./store";
export { createCheckoutSession, createPortalSession, stripe, stripeClient, webhookSettings } from "./stripe";
export { paymentSweepCrontab, paymentSweepTask, sweepPayments } from "./sweep";
export { receiveWebhook } from "./webhook";
export * from "./client";
