import { consultationTexts } from "../texts";
import { defineForm } from "./define";
import { emailField, messageField, nameField, phoneField } from "./fields";

/** The side panel of content pages (components/consultation/side-panel.tsx). */
export const consultationForm = defineForm({
  formType: "Consultation Form",
  fields: [nameField, emailField, phoneField, messageField(true)],
  texts: consultationTexts,
  rules: (r) => ({ name: r.name, email: r.email, message: r.optionalMessage }),
  offersBooking: true,
});
