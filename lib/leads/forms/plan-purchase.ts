import { submissionFailed } from "../texts";
import { defineForm } from "./define";
import { checkoutDetails, checkoutFields, checkoutRules } from "./plan-checkout";

/**
 * The checkout while payments are on (docs/payments.md): the visitor's details are stored as this
 * lead first, so the clinic has the request whatever happens at Stripe, and the visitor then goes
 * on to Stripe's payment page. The lead's id travels with the payment (its session's
 * client_reference_id). The success words show only when the payment page cannot be reached.
 */
export const planPurchase = defineForm({
  formType: "Plan Purchase",
  fields: checkoutFields,
  texts: {
    success: ["Taking you to payment", "Your request is saved. Stripe's secure payment page opens next."],
    failure: submissionFailed,
  },
  rules: checkoutRules,
  check: ({ items }, facts) => checkoutDetails(items, facts),
});
