import "server-only";
import { sql, type Kysely } from "kysely";
import type { DB } from "@/lib/db/schema";

/** The daily job that ends audit rows older than the clinic keeps them (docs/inbox.md, The audit). */
export const auditRetentionTask = "audit-retention";
export const auditRetentionCrontab = `43 3 * * * ${auditRetentionTask}`;

/** The instant before which an audit row is no longer kept: `years` calendar years before `now`, in UTC. */
export function auditCutoff(now: Date, years: number): Date {
  const cutoff = new Date(now);
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - years);
  return cutoff;
}

/**
 * Deletes the audit rows older than `years`. The table refuses every update and delete
 * (migration 0014) unless the transaction says it is this job, so nothing else can thin it.
 */
export async function pruneAudit(kysely: Kysely<DB>, now: Date, years: number): Promise<number> {
  return kysely.transaction().execute(async (trx) => {
    await sql`SELECT set_config('clinic.audit_retention', 'on', true)`.execute(trx);
    const result = await trx.deleteFrom("audit_events").where("at", "<", auditCutoff(now, years)).executeTakeFirst();
    return Number(result.numDeletedRows);
  });
}
