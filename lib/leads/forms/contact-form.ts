import { stripTexts } from "../texts";
import { defineForm } from "./define";
import { emailField, messageField, nameField, phoneField } from "./fields";

/** /contact. */
export const contactForm = defineForm({
  formType: "Contact Form",
  fields: [nameField, emailField, phoneField, messageField(true)],
  texts: stripTexts,
  rules: (r) => ({ name: r.name, email: r.email, message: r.optionalMessage }),
});
