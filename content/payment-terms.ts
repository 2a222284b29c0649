/**
 * What the policies and the FAQ say about paying, worded once for each of the site's two ways:
 * `on` when the build takes payments through Stripe Checkout (STRIPE_SECRET_KEY set, docs/payments.md),
 * `off` when checkout sends the clinic a request. Pages take them as {{payments:…}} tokens
 * (lib/content/pages.ts), so every page says the same rule as the charge.
 */
export const paymentTexts = {
  /** The terms' bullet on how an order is placed and paid. */
  terms: {
    off: "**No payment is taken on this website.** Adding items to the cart and proceeding to checkout sends us a request. Our team then contacts you to confirm the items, the final price in your currency, any shipping charge and how to pay. An order is accepted only when we confirm it to you.",
    on: "**Plans are paid on this website**, in US dollars, on the secure payment page of Stripe, our payment processor: a monthly plan is charged the day you buy it and then each month until it is cancelled, the $19 intro plan once. A plan is bought once Stripe confirms the payment to us. Herbal products are still ordered by request: our team contacts you to confirm the items, the final price in your currency, any shipping charge and how to pay, and such an order is accepted only when we confirm it to you.",
  },
  /** The shipping policy's sentence on paying for what ships. */
  shipping: {
    off: "No payment is taken on this website. When you send a checkout request, our team contacts you to confirm the items, the shipping charge and how to pay.",
    on: "Plans bought on this website are paid on Stripe's secure payment page, which asks for the shipping address of a plan that sends herbal kits. For herbal products ordered by request, our team contacts you to confirm the items, the shipping charge and how to pay.",
  },
  /** The refund policy's opening of its monthly plans section. */
  refundPlans: {
    off: "No payment is taken on this website.",
    on: "A monthly plan bought on this website is charged through Stripe the day you buy it and then each month, until it is cancelled. You can change your card or cancel the plan on Stripe's page, through the link on the confirmation page you see after paying and in the e-mail we send you when you pay, or by writing to {{email}}. A refund is paid back to the card you paid with.",
  },
  /**
   * How the intro plan's $19 reaches a full plan (lib/payments/credit.ts): Stripe takes it off the
   * first month's invoice, matched by the e-mail address; bought together, the intro plan is credited at once.
   */
  introCredit: {
    off: "If you move to a monthly plan within 7 days of buying the $19 intro plan, the $19 is credited towards it when the clinic confirms your plan.",
    on: "If you buy a monthly plan within 7 days of paying for the $19 intro plan, with the same e-mail address, the $19 is taken off your first month's payment on Stripe's payment page; bought together in one cart, the intro plan is credited in the same payment, so you pay the monthly plan's price. The credit is used once. If you used another e-mail address, write to us and the clinic refunds the $19 instead.",
  },
  /** The privacy policy's note on card details, under what the site keeps in the browser. */
  privacyCards: {
    off: "No payment is taken on this website, so we never ask for card or bank details here.",
    on: "Card details are entered on Stripe's own payment page, never on this website, so we never see or keep them.",
  },
  /** The privacy policy's paragraph on the payment processor; nothing while no payment is taken. */
  privacyProcessor: {
    off: "",
    on: "When you buy a plan, Stripe, Inc. and its affiliates ([stripe.com](https://stripe.com/privacy)) process the payment as our payment processor: you give your card and billing details (and for a plan that sends herbal kits, the shipping address) to Stripe on its own page. Stripe tells us what was paid, when, your name, e-mail address and the addresses you gave, and we keep that record of each payment with your request (below: what is kept of it when your request is erased). Stripe also processes your details under its own privacy policy, for example to prevent fraud.",
  },
  /**
   * The privacy policy's sentence on what an erasure leaves of a payment (migration 0013, decision
   * 085): the record of money without the buyer's details. Why and how long it is kept is the
   * clinic's lawyer's to confirm (`paymentRecordsKept` in content/clinic-facts.ts); until then the
   * page says what is kept and not why.
   */
  privacyErasure: {
    off: "",
    on: "If you paid for a plan, we keep the record of each payment: what was bought, the amounts and currency, the dates, whether it was paid, refunded or cancelled, and Stripe's reference numbers for it. We remove your name, e-mail address, phone number and addresses from that record, including from the messages Stripe sent us about the payment{{#fact:paymentRecordsKept}}, and keep the rest {{fact:paymentRecordsKept}}{{/fact:paymentRecordsKept}}. Stripe keeps its own record of the payment under its privacy policy.",
  },
  /** The FAQ's answer on cost, its last sentence. */
  faqCost: {
    off: "We always tell you the cost of anything before you commit, and no payment is taken on this website.",
    on: "We always tell you the cost of anything before you commit. The diet and wellness plans are paid on this website, on Stripe's secure payment page; everything else is confirmed with you before you pay.",
  },
} satisfies Record<string, { on: string; off: string }>;

export type PaymentText = keyof typeof paymentTexts;
