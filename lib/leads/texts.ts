import type { FormType } from "./form-types";

/** The first site's toasts, word for word, and ours where it had none (docs/product.md, Forms). */
type Texts = { success: [title: string, description: string]; failure: [title: string, fallback: string] };

const tryLater = "There was an error submitting your request. Please try again later.";

const consultation: Texts = {
  success: ["Consultation Request Submitted", "Thank you for your interest. We'll contact you within 24 hours to schedule your consultation."],
  failure: ["Submission Failed", tryLater],
};
const strip: Texts = {
  success: ["Consultation request submitted!", "Thank you for reaching out. We will contact you soon."],
  failure: ["Error", tryLater],
};

export const formTexts: Record<FormType, Texts> = {
  "Auto Popup": {
    success: ["Interest Registered!", "Thank you for your interest. We'll contact you soon for a free consultation."],
    failure: ["Submission Failed", "Failed to submit lead"],
  },
  "Consultation Popup": consultation,
  "Consultation Form": consultation,
  "Banner Strip Consultation Form": strip,
  "Homepage Consultation Form": strip,
  "Contact Form": strip,
  "Diet Plan Form": strip,
  "Doctor Booking": {
    success: ["Consultation Booked!", "We'll contact you shortly to confirm your appointment."],
    failure: ["Submission Failed", tryLater],
  },
  "Dosha Assessment": {
    success: ["Result sent to our doctors", "Thank you. We'll contact you within 24 hours to arrange your free consultation; the doctor will have your answers."],
    failure: ["Submission Failed", tryLater],
  },
  "Plan Checkout": {
    success: [
      "Plan request received",
      "Thank you. We'll contact you within 24 hours to confirm your plan and arrange payment. Nothing has been charged.",
    ],
    failure: ["Submission Failed", tryLater],
  },
};

/** When a thrown value is not an error at all (the first site's auto popup). */
export const unknownFailure = tryLater;
export const rateLimitedMessage = "Too many requests from your network. Please try again later.";
export const storeDownMessage = "We could not save your request just now. Please try again in a moment.";
