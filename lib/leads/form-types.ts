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

/**
 * Every kind of lead the store keeps: the forms above, and a booked consultation, whose lead
 * the booking service stores in the same transaction as its booking (lib/booking), not through
 * the lead service, so it has no schema or field list of its own here.
 */
export const leadFormTypes = [...formTypes, "Consultation Booking"] as const;

export type LeadFormType = (typeof leadFormTypes)[number];

export const isLeadFormType = (value: unknown): value is LeadFormType =>
  typeof value === "string" && (leadFormTypes as readonly string[]).includes(value);
