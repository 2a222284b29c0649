import { consultationTexts } from "../texts";
import { defineForm } from "./define";
import { emailField, messageField, nameField, phoneField } from "./fields";

/** The consultation type that is none of the categories. */
export const consultationTypeOther = "other";

const consultationTypeMessage = "Please select a consultation type";

/** Behind every 'Book Consultation' button, and on /book-consultation without JavaScript. */
export const consultationPopup = defineForm({
  formType: "Consultation Popup",
  fields: [
    nameField,
    emailField,
    phoneField,
    {
      kind: "select",
      name: "consultationType",
      label: "Consultation Type",
      options: "consultationTypes",
      placeholder: "Select consultation type",
    },
    messageField(true, "Tell us about your health concern"),
  ],
  texts: consultationTexts,
  rules: (r) => ({
    name: r.name,
    email: r.email,
    consultationType: r.slug(consultationTypeMessage),
    message: r.optionalMessage,
  }),
  check: ({ consultationType }, facts) =>
    consultationType === consultationTypeOther || facts.category(consultationType)
      ? { details: {} }
      : { errors: { consultationType: consultationTypeMessage } },
  offersBooking: true,
});
