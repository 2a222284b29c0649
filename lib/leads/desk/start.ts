import "server-only";
import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import { config as appConfig } from "@/lib/config";
import { log } from "@/lib/log";
import { createDigestSender, digestText, type DigestSection } from "../delivery/digest";
import { leadStore } from "../store";
import { createDeskTasks, deskCrontab } from "./tasks";

/** The desk's tasks and crontab on this process's configuration (lib/workers.ts); the crontab is empty unless the digest or retention is configured. `digestSections` are what other domains add to the digest. */
export function deskJobs(digestSections?: (now: Date) => Promise<DigestSection[]>) {
  const config = appConfig();
  const email = config.delivery.email;
  const send = email && config.inbox.digestHour !== undefined ? createDigestSender(email) : undefined;
  const options = {
    store: leadStore,
    now: () => new Date(),
    timeZone: config.timeZone,
    digestHour: config.inbox.digestHour,
    retentionMonths: config.inbox.retentionMonths,
    sendDigest: send
      ? (leads: Parameters<typeof digestText>[0], now: Date, sections: DigestSection[]) =>
          send(digestText(leads, now, config.timeZone, config.site.url, sections))
      : undefined,
    digestSections,
    instanceId: `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`,
    log: log(),
  };
  return { tasks: createDeskTasks(options), crontab: deskCrontab(options) };
}
