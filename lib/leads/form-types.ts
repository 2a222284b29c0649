/** Every form that sends a lead, by the name the clinic sees in its sheet and inbox. */
export const formTypes = [
  "Auto Popup",
  "Consultation Popup",
  "Banner Strip Consultation Form",
  "Homepage Consultation Form",
  "Consultation Form",
  "Contact Form",
  "Doctor Booking",
  "Diet Plan Form",
  "Plan Checkout",
  "Dosha Assessment",
] as const;

export type FormType = (typeof formTypes)[number];

export const isFormType = (value: unknown): value is FormType =>
  typeof value === "string" && (formTypes as readonly string[]).includes(value);
