import type { FormTexts } from "./forms/define";

/** The toasts several forms share, and the messages of the intake itself (docs/product.md, Forms). */
const tryLater = "There was an error submitting your request. Please try again later.";

export const consultationTexts: FormTexts = {
  success: [
    "Consultation Request Submitted",
    "Thank you for your interest. We'll contact you within 24 hours to schedule your consultation.",
  ],
  failure: ["Submission Failed", tryLater],
};

export const stripTexts: FormTexts = {
  success: ["Consultation request submitted!", "Thank you for reaching out. We will contact you soon."],
  failure: ["Error", tryLater],
};

/** The failure toast of a form the first site gave none of its own. */
export const submissionFailed: FormTexts["failure"] = ["Submission Failed", tryLater];

/** When a thrown value is not an error at all (the first site's auto popup). */
export const unknownFailure = tryLater;
export const rateLimitedMessage = "Too many requests from your network. Please try again later.";
export const storeDownMessage = "We could not save your request just now. Please try again in a moment.";
