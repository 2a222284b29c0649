import { formTypes, type FormType } from "./forms";

/**
 * Every kind of lead the store keeps: one per form module. A booked consultation's
 * (forms/consultation-booking.ts) is among them, though the booking service stores its lead in
 * the same transaction as its booking (lib/booking), not the lead service.
 */
const leadFormTypes: readonly LeadFormType[] = formTypes;

export type LeadFormType = FormType;

export const isLeadFormType = (value: unknown): value is LeadFormType =>
  typeof value === "string" && (leadFormTypes as readonly string[]).includes(value);
