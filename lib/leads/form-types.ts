import { formTypes, type FormType } from "./forms";

/**
 * Every kind of lead the store keeps: the forms, and a booked consultation, whose lead the
 * booking service stores in the same transaction as its booking (lib/booking), not through the
 * lead service.
 */
const leadFormTypes: readonly LeadFormType[] = [...formTypes, "Consultation Booking"];

export type LeadFormType = FormType | "Consultation Booking";

export const isLeadFormType = (value: unknown): value is LeadFormType => typeof value === "string" && (leadFormTypes as readonly string[]).includes(value);
