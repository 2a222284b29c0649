/**
 * The popups' words: the first site's where it had them (docs/product.md), ours where it did not.
 * "Certified" comes only with the clinic's confirmation: the server passes its words for the
 * doctor (`(await liveSite()).words.anAyurvedicDoctor`, "an Ayurvedic doctor" until then).
 */
export const autoPopupText = (anAyurvedicDoctor: string) => ({
  title: "Get Your FREE Ayurvedic Consultation!",
  description: `Leave your name and number and ${anAyurvedicDoctor} will call you with personalised wellness solutions.`,
  submitLabel: "Get FREE Consultation",
  footnote: "No spam, just personalized wellness guidance from our experts",
});

/** A request, not a booking: no time is chosen, so neither the title nor the button says "Book". */
export const consultationPopupText = {
  title: "Request Your Free Consultation",
  description:
    "Tell us a little about yourself and your health concern. We'll contact you within 24 hours to schedule your consultation.",
  submitLabel: "Send Consultation Request",
};

export const stripPopupText = (anAyurvedicDoctor: string) => ({
  title: "Get a Free Consultation",
  description: `Free consultation with ${anAyurvedicDoctor}, and free worldwide shipping on orders above $499.`,
  submitLabel: "Request Free Consultation",
});
