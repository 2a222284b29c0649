import { submissionFailed } from "../texts";
import { defineForm } from "./define";
import { emailField, messageField, nameField, phoneField } from "./fields";

const doctorMessage = "Please choose a doctor from the list";

/** /doctors: a doctor and a day, both optional; the clinic calls back to confirm. */
export const doctorBooking = defineForm({
  formType: "Doctor Booking",
  fields: [
    nameField,
    emailField,
    phoneField,
    {
      kind: "select",
      name: "doctorId",
      label: "Doctor",
      options: "doctors",
      placeholder: "Any available doctor",
      optional: true,
    },
    { kind: "date", name: "preferredDate", label: "Preferred Date", optional: true, min: "today", max: "window" },
    messageField(true),
  ],
  texts: {
    success: ["Consultation Booked!", "We'll contact you shortly to confirm your appointment."],
    failure: submissionFailed,
  },
  rules: (r) => ({
    name: r.name,
    email: r.email,
    doctorId: r.optionalSlug(doctorMessage),
    preferredDate: r.optionalDay,
    message: r.optionalMessage,
  }),
  check: ({ doctorId, preferredDate }, facts) => {
    const doctor = doctorId ? facts.doctor(doctorId) : undefined;
    if (doctorId && !doctor) return { errors: { doctorId: doctorMessage } };
    return { details: { doctorId, doctorName: doctor?.name ?? "", preferredDate } };
  },
});
