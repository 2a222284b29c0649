/** What of the privacy requests the browser may load: the form's fields and words. */
export { receivedTexts, requestFields } from "./request-form";
export type { PrivacyRequestState, RequestKind } from "./request-form";
