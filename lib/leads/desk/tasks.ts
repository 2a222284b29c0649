import { clinicDay, clinicHour } from "../pipeline/clinic-day";
import { overdueCutoff } from "../pipeline/overdue";
import { retentionCutoff } from "../pipeline/retention";
import type { DigestSection } from "../delivery/digest";
import type { LeadStore } from "../store/types";

type Log = {
  info(fields: Record<string, unknown>, message: string): void;
  error(fields: Record<string, unknown>, message: string): void;
};

export type DeskTaskOptions = {
  store: () => Promise<LeadStore>;
  now: () => Date;
  timeZone: string;
  /** The clinic's hour (0-23) from which the day's digest goes out; undefined: no digest. */
  digestHour?: number;
  /** Erase leads older than this many months; undefined: keep them. */
  retentionMonths?: number;
  /** Queues the day's digest, a message worded when it is sent (lib/messages, kind digest); required with digestHour. */
  queueDigest?: (day: string, now: Date) => Promise<void>;
  /** What other domains add to the digest (failed payments, lib/workers.ts); a digest goes out when these have lines even with no overdue lead. */
  digestSections?: (now: Date) => Promise<DigestSection[]>;
  /** Names this instance in the digest's claim. */
  instanceId: string;
  log: Log;
};

/** The names of the desk's tasks and how often they run: graphile-worker crontab lines (UTC), one job per tick across instances. */
const deskTasks = { digest: "lead-digest", retention: "lead-retention" } as const;
export const deskCrontab = (options: Pick<DeskTaskOptions, "digestHour" | "retentionMonths" | "queueDigest">) =>
  [
    // Every ten minutes, so the digest goes out within ten minutes of the clinic's hour, in any zone.
    options.digestHour !== undefined && options.queueDigest ? `*/10 * * * * ${deskTasks.digest}` : "",
    options.retentionMonths ? `17 * * * * ${deskTasks.retention}` : "",
  ]
    .filter(Boolean)
    .join("\n");

/**
 * The follow-up desk's timed work (docs/decisions/037, 039), as jobs of the crontab above: the
 * morning digest of overdue leads and the retention erasure. The digest's tick runs every ten
 * minutes; the database decides which tick sends a day's digest (the first to claim the clinic's
 * date), so it goes out once a day. The digest itself is a message, retried by the messages'
 * queue; a tick that fails before it is queued gives its day back, so the next tick tries again.
 */
export function createDeskTasks(options: DeskTaskOptions) {
  const { store, now, timeZone, digestHour, retentionMonths, queueDigest, digestSections, instanceId, log } = options;

  async function digest() {
    const at = now();
    if (digestHour === undefined || !queueDigest) return;
    if (clinicHour(at, timeZone) < digestHour) return;
    const db = await store();
    const day = clinicDay(at, timeZone);
    if (!(await db.claimDigest(day, at, instanceId))) return;
    try {
      const overdue = await db.countOverdue(overdueCutoff(at));
      const sections = (await digestSections?.(at)) ?? [];
      if (!overdue && !sections.length) {
        log.info({ event: "desk.digest-skipped", day }, "morning digest: no overdue lead, nothing sent");
        return;
      }
      await queueDigest(day, at);
      log.info({ event: "desk.digest-queued", day, leads: overdue }, "morning digest queued");
    } catch (error) {
      await db.releaseDigest(day).catch(() => undefined);
      log.error({ event: "desk.digest-failed", day, err: error }, "morning digest: not queued, will try again");
    }
  }

  async function retention() {
    if (!retentionMonths) return;
    const at = now();
    const erased = await (
      await store()
    ).eraseReceivedBefore(retentionCutoff(at, retentionMonths), { at, by: { staffId: null, staffName: "" } });
    if (erased)
      log.info({ event: "desk.retention", leads: erased, months: retentionMonths }, "retention: old leads erased");
  }

  return { [deskTasks.digest]: digest, [deskTasks.retention]: retention };
}
