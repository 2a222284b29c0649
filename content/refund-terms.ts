import type { Confirmed } from "./clinic-facts";

/**
 * Each refund and cancellation rule, worded once: the refund policy (content/pages/refund.md) and the
 * FAQ take them as {{refund:…}} tokens (lib/content/pages.ts), so the two cannot disagree. {{email}}
 * inside them is filled in like any token; a rule that states a claim takes the confirmed ones.
 */
export const refundRules = {
  nonDelivery:
    "If your order never reaches you because of a logistics error or because the shipment is lost in transit, we refund it in full or send it again.",
  damage:
    "If products arrive physically damaged, tell us within 48 hours of delivery and send a clear, continuous unboxing video that starts from the sealed outer packaging. Photos or later notice cannot be accepted.",
  request:
    "E-mail {{email}} with your order number, the unboxing video where there is one, and a short description; we reply within 2-3 business days.",
  cancellation:
    "If you live in the United Kingdom or the European Union, the law gives you 14 days from the day your parcel arrives to cancel an order bought at a distance, without giving a reason. A product sealed for health or hygiene reasons can no longer be returned once its seal is opened.",
  planCancellation:
    "A plan is a service: in the United Kingdom and the European Union you may cancel it within 14 days of buying it, and if you asked for it to start within those 14 days, you pay only for what was provided before you cancelled.",
  unopenedReturns: (confirmed: Confirmed) => {
    const days = confirmed("unopenedReturnDays");
    return days
      ? `Wherever you live, you may also return a product unopened, with its seal intact, within ${days} days of delivery, for any reason, and we refund what you paid for it.`
      : "";
  },
  changeOfMind: (confirmed: Confirmed) =>
    confirmed("unopenedReturnDays")
      ? "Apart from these, an opened product is not refunded because you changed your mind or did not like its taste or effect."
      : "Apart from these, a change of mind is not refunded, nor an opened product unless it was expired or damaged on delivery.",
  planTerms: (confirmed: Confirmed) =>
    confirmed("planCancellation") ??
    "What a plan includes, what it costs each month and how to stop it are confirmed with you in writing before you pay.",
} satisfies Record<string, string | ((confirmed: Confirmed) => string)>;

export type RefundRule = keyof typeof refundRules;

/** Where a visitor can report a suspected side effect besides telling the clinic: each address was opened and read. */
export const sideEffectRegulators = [
  { country: "United Kingdom", name: "MHRA Yellow Card scheme", url: "https://yellowcard.mhra.gov.uk/information" },
  {
    country: "United States",
    name: "FDA MedWatch",
    url: "https://www.fda.gov/safety/medwatch-fda-safety-information-and-adverse-event-reporting-program/medical-product-safety-information",
  },
  {
    country: "Canada",
    name: "Health Canada (natural health products)",
    url: "https://www.canada.ca/en/health-canada/services/drugs-health-products/medeffect-canada/adverse-reaction-reporting/natural-health-products/consumer.html",
  },
  { country: "Australia", name: "TGA adverse event reporting", url: "https://aems.tga.gov.au/" },
] as const;
