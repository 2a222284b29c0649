/**
 * The audit (docs/inbox.md, The audit): an append-only record of who read, exported or changed
 * what, and when. Any domain may write to it; it imports none.
 */
export { recordAudit, type AuditEntry } from "./record";
export { auditActions, type AuditAction } from "./actions";
export { auditPage, auditPeople, auditRows, isAuditAction, type AuditFilters } from "./read";
export { auditRetentionCrontab, auditRetentionTask, pruneAudit } from "./retention";
