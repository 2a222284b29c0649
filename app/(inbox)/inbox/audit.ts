import "server-only";
import { recordAudit, type AuditEntry } from "@/lib/audit";
import { database } from "@/lib/db";
import type { StaffAccount } from "@/lib/staff";
import { actor } from "./session";

/**
 * Records what a member of staff read or exported (a lead's page, a download), before it is
 * shown: a read has no transaction of its own to share. Changes are recorded by the domain, in
 * the transaction of the change.
 */
export async function recordRead(staff: StaffAccount, entry: Omit<AuditEntry, "by">): Promise<void> {
  await recordAudit((await database()).kysely, { ...entry, by: actor(staff) });
}
