/**
 * What of the leads domain the browser may load (no database, no server-only code): the forms'
 * fields and words, the countries, consent, a form's states. Server code may import it through
 * the index, which re-exports it.
 */
export { consentField, consentMessage, consentNotRecorded, consentText, consentVersion } from "./consent";
export type { ConsentParty } from "./consent";
export { countries, countryByIso } from "./countries";
export { fallbackCountry } from "./fallback-country";
export { idleState } from "./form-state";
export type { LeadFormState } from "./form-state";
export { visitorWindow } from "./forms/days";
export type { FieldErrors } from "./forms/define";
export { emailField, honeypotField, initialValues } from "./forms/fields";
export type { FieldSpec, InputSpec, Option } from "./forms/fields";
export { formFields, formTypes, isFormType, leadForm } from "./forms";
export type { FormType } from "./forms";
export { rateLimitedMessage, storeDownMessage, submissionFailed, unknownFailure } from "./texts";
export { LEAD_SENT_KEY, leadContext, markLeadSent, rememberVisitSource } from "./visit-source";
export { email, optionalMessage } from "./forms/rules";
