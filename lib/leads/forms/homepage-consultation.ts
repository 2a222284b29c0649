import { stripTexts } from "../texts";
import { defineForm } from "./define";
import { emailField, fullNameField, messageField, phoneField } from "./fields";

/** The home page's contact section; the promo strip's popup is the same form (banner-strip.ts). */
export const homepageConsultation = defineForm({
  formType: "Homepage Consultation Form",
  fields: [fullNameField, emailField, phoneField, messageField(false)],
  texts: stripTexts,
  wording: "strip",
  rules: (r) => ({ fullName: r.name, email: r.email, message: r.requiredMessage }),
  offersBooking: true,
});
