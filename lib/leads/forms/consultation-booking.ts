import { submissionFailed } from "../texts";
import { defineForm } from "./define";
import { emailField, messageField, nameField, phoneField } from "./fields";

/**
 * /book-consultation, once a time is chosen: the visitor's details for a booking (docs/booking.md).
 * Its lead is stored by the booking service with the booking, in one transaction, never by the
 * lead service: a lead of this type without a booking would promise a time nobody holds, so the
 * check below refuses it there (the JSON intake included). The booking's own action runs only
 * this module's rules (components/booking/book-action.ts).
 */
export const consultationBooking = defineForm({
  formType: "Consultation Booking",
  fields: [nameField, emailField, phoneField, messageField(true, "Anything the doctor should know")],
  texts: {
    success: ["Consultation booked", "Your confirmation and calendar invitation are on their way by e-mail."],
    failure: submissionFailed,
  },
  rules: (r) => ({
    name: r.name,
    email: r.email,
    message: r.optionalMessage,
  }),
  check: () => ({
    errors: { formType: "A consultation is booked at a time on /book-consultation, not through this form" },
  }),
});
