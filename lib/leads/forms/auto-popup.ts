import { defineForm } from "./define";
import { nameField, phoneField } from "./fields";

/** The popup every public page offers 7 s after it loads (components/forms/dialog-host.tsx). */
export const autoPopup = defineForm({
  formType: "Auto Popup",
  fields: [nameField, phoneField],
  texts: {
    success: ["Interest Registered!", "Thank you for your interest. We'll contact you soon for a free consultation."],
    failure: ["Submission Failed", "Failed to submit lead"],
  },
  rules: (r) => ({ name: r.name }),
  offersBooking: true,
});
