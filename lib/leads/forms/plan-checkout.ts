import { submissionFailed } from "../texts";
import { defineForm, type ServerFacts } from "./define";
import { emailField, nameField, phoneField } from "./fields";
import type { Rules } from "./rules";

const cartEmpty = "Your cart is empty";

/** The fields of the checkout page's form, with or without payments (plan-purchase.ts). */
export const checkoutFields = [nameField, emailField, phoneField];

/** The checkout's rules: the contact block and the cart's plan ids. */
export const checkoutRules = (r: Rules) => ({
  name: r.name,
  email: r.email,
  /** Plan ids only, sent by the cart as a hidden field: names and prices are the server's, never the browser's. */
  items: r.z.preprocess(
    (v) => (typeof v === "string" ? v.split(",").filter(Boolean) : v),
    r.z
      .array(r.z.string().regex(/^[a-z0-9-]+$/))
      .min(1, cartEmpty)
      .max(10, cartEmpty),
  ),
});

/** The plans and their total as the clinic keeps them with the lead, priced on the server. */
export function checkoutDetails(items: readonly string[], facts: ServerFacts) {
  const lines = [...new Set(items)].map((id) => facts.plan(id));
  if (lines.some((line) => !line)) return { errors: { items: "Your cart holds a plan we no longer offer" } };
  const priced = lines.flatMap((line) => (line ? [line] : []));
  return { details: { items: priced, total: priced.reduce((sum, line) => sum + line.price, 0), currency: "USD" } };
}

/**
 * The checkout while payments are off (docs/payments.md): no payment is taken, the clinic sends a
 * payment link (docs/product.md, Forms).
 */
export const planCheckout = defineForm({
  formType: "Plan Checkout",
  fields: checkoutFields,
  texts: {
    success: [
      "Plan request received",
      "Thank you. We'll contact you within 24 hours to confirm your plan and send you a payment link. Nothing has been charged.",
    ],
    failure: submissionFailed,
  },
  rules: checkoutRules,
  check: ({ items }, facts) => checkoutDetails(items, facts),
});
