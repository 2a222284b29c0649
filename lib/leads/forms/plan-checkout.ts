import { submissionFailed } from "../texts";
import { defineForm } from "./define";
import { emailField, nameField, phoneField } from "./fields";

const cartEmpty = "Your cart is empty";

/** The cart's 'Proceed to Checkout': no payment is taken, the clinic calls back (docs/product.md, Forms). */
export const planCheckout = defineForm({
  formType: "Plan Checkout",
  fields: [nameField, emailField, phoneField("US")],
  texts: {
    success: [
      "Plan request received",
      "Thank you. We'll contact you within 24 hours to confirm your plan and arrange payment. Nothing has been charged.",
    ],
    failure: submissionFailed,
  },
  rules: (r) => ({
    name: r.name,
    email: r.email,
    /** Plan ids only, sent by the cart as a hidden field: names and prices are the server's, never the browser's. */
    items: r.z.preprocess(
      (v) => (typeof v === "string" ? v.split(",").filter(Boolean) : v),
      r.z.array(r.z.string().regex(/^[a-z0-9-]+$/)).min(1, cartEmpty).max(10, cartEmpty),
    ),
  }),
  check: ({ items }, facts) => {
    const lines = [...new Set(items)].map((id) => facts.plan(id));
    if (lines.some((line) => !line)) return { errors: { items: "Your cart holds a plan we no longer offer" } };
    const priced = lines.flatMap((line) => (line ? [line] : []));
    return { details: { items: priced, total: priced.reduce((sum, line) => sum + line.price, 0), currency: "USD" } };
  },
});
