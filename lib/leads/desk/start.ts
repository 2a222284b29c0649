import "server-only";
import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import { config as appConfig } from "@/lib/config";
import { database } from "@/lib/db";
import { log } from "@/lib/log";
import { queueMessage } from "@/lib/messages";
import type { DigestSection } from "../delivery/digest";
import { leadStore } from "../store";
import { createDeskTasks, deskCrontab } from "./tasks";

/** The desk's tasks and crontab on this process's configuration (lib/workers.ts); the crontab is empty unless the digest or retention is configured. `digestSections` are what other domains add to the digest. */
export function deskJobs(digestSections?: (now: Date) => Promise<DigestSection[]>) {
  const config = appConfig();
  const digestOn = Boolean(config.delivery.email) && config.inbox.digestHour !== undefined;
  const options = {
    store: leadStore,
    now: () => new Date(),
    timeZone: config.timeZone,
    digestHour: config.inbox.digestHour,
    retentionMonths: config.inbox.retentionMonths,
    queueDigest: digestOn
      ? async (day: string, now: Date) => {
          const db = await database();
          await queueMessage(db.kysely, db.jobs, "digest", { day }, { key: `digest:${day}`, at: now });
        }
      : undefined,
    digestSections,
    instanceId: `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`,
    log: log(),
  };
  return { tasks: createDeskTasks(options), crontab: deskCrontab(options) };
}
