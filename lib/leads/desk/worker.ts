import { repeatEvery } from "@/lib/repeat";
import { clinicDay, clinicHour } from "../pipeline/clinic-day";
import { overdueCutoff } from "../pipeline/overdue";
import { retentionCutoff } from "../pipeline/retention";
import type { DigestSection } from "../delivery/digest";
import type { StoredLead } from "../record";
import type { LeadStore } from "../store/types";

type Log = {
  info(fields: Record<string, unknown>, message: string): void;
  error(fields: Record<string, unknown>, message: string): void;
};

export type DeskWorkerOptions = {
  store: () => Promise<LeadStore>;
  now: () => Date;
  timeZone: string;
  /** The clinic's hour (0-23) from which the day's digest goes out; undefined: no digest. */
  digestHour?: number;
  /** Erase leads older than this many months; undefined: keep them. */
  retentionMonths?: number;
  /** Builds and sends the digest; required with digestHour. */
  sendDigest?: (leads: StoredLead[], now: Date, sections: DigestSection[]) => Promise<void>;
  /** What other domains add to the digest (failed payments, lib/workers.ts); a digest goes out when these have lines even with no overdue lead. */
  digestSections?: (now: Date) => Promise<DigestSection[]>;
  instanceId: string;
  /** How often to look; retention runs at most once an hour whatever this is. */
  intervalMs: number;
  log: Log;
};

const hourMs = 3_600_000;

/**
 * The follow-up desk's timed work, beside the outbox worker in every server process
 * (docs/decisions/037, 039): the morning digest of overdue leads and the retention erasure.
 * Every instance runs it; the database decides which one sends a day's digest (the first to
 * claim the clinic's date), so it goes out once a day however many instances there are. A
 * digest that fails to send gives its day back, so the next look (on any instance) tries again.
 */
export function createDeskWorker(options: DeskWorkerOptions) {
  const { store, now, timeZone, digestHour, retentionMonths, sendDigest, digestSections, instanceId, intervalMs, log } = options;
  let lastRetention = -Infinity;

  async function digest(at: Date, db: LeadStore) {
    if (digestHour === undefined || !sendDigest) return;
    if (clinicHour(at, timeZone) < digestHour) return;
    const day = clinicDay(at, timeZone);
    if (!(await db.claimDigest(day, at, instanceId))) return;
    try {
      const leads = await db.overdueLeads(overdueCutoff(at), 200);
      const sections = (await digestSections?.(at)) ?? [];
      if (!leads.length && !sections.length) {
        log.info({ event: "desk.digest-skipped", day }, "morning digest: no overdue lead, nothing sent");
        return;
      }
      await sendDigest(leads, at, sections);
      log.info({ event: "desk.digest-sent", day, leads: leads.length }, "morning digest sent");
    } catch (error) {
      await db.releaseDigest(day).catch(() => undefined);
      log.error({ event: "desk.digest-failed", day, err: error }, "morning digest: not sent, will try again");
    }
  }

  async function retention(at: Date, db: LeadStore) {
    if (!retentionMonths || at.getTime() - lastRetention < hourMs) return;
    lastRetention = at.getTime();
    const erased = await db.eraseReceivedBefore(retentionCutoff(at, retentionMonths), { at, by: { staffId: null, staffName: "" } });
    if (erased) log.info({ event: "desk.retention", leads: erased, months: retentionMonths }, "retention: old leads erased");
  }

  /** One look at both jobs; an error in one is logged and never stops the other or the worker. */
  async function tick() {
    const at = now();
    let db: LeadStore;
    try {
      db = await store();
    } catch (error) {
      log.error({ event: "desk.store-unavailable", err: error }, "desk worker: lead store unavailable");
      return;
    }
    await retention(at, db).catch((error: unknown) => log.error({ event: "desk.retention-failed", err: error }, "retention: erasure failed"));
    await digest(at, db).catch((error: unknown) => log.error({ event: "desk.digest-failed", err: error }, "morning digest failed"));
  }

  const repeat = repeatEvery(intervalMs, tick);
  return {
    tick,
    start() {
      if (digestHour === undefined && !retentionMonths) return;
      repeat.start();
    },
    stop: repeat.stop,
  };
}
