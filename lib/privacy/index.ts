/**
 * The privacy requests' front door (docs/architecture.md, Domains): a request for a copy or an
 * erasure, its deadline, its e-mail. Others import only this file, or ./client in code the browser
 * loads.
 */
export { daysLeft, deadlineDay, isOverdue } from "./deadline";
export { privacyPreparer } from "./notify";
export { submitPrivacyRequest } from "./service";
export { privacyRequestStore, requestMessageRef } from "./store";
export type { PrivacyRequest } from "./store";
export * from "./client";
