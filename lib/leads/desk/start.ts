import "server-only";
import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import { config as appConfig } from "@/lib/config";
import { log } from "@/lib/log";
import { createDigestSender, digestText, type DigestSection } from "../delivery/digest";
import { leadStore } from "../store";
import { singleton } from "@/lib/singleton.mjs";
import { createDeskWorker } from "./worker";

/**
 * Starts this process's desk worker once (instrumentation.ts); it does nothing unless the digest or
 * retention is configured. `digestSections` are what other domains add to the digest (lib/workers.ts).
 */
export function startDeskWorker(digestSections?: (now: Date) => Promise<DigestSection[]>) {
  return singleton("deskWorker", () => makeDeskWorker(digestSections));
}

function makeDeskWorker(digestSections?: (now: Date) => Promise<DigestSection[]>) {
  const config = appConfig();
  const email = config.delivery.email;
  const send = email && config.inbox.digestHour !== undefined ? createDigestSender(email) : undefined;
  const worker = createDeskWorker({
    store: leadStore,
    now: () => new Date(),
    timeZone: config.timeZone,
    digestHour: config.inbox.digestHour,
    retentionMonths: config.inbox.retentionMonths,
    sendDigest: send ? (leads, now, sections) => send(digestText(leads, now, config.timeZone, config.site.url, sections)) : undefined,
    digestSections,
    instanceId: `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`,
    intervalMs: 60_000,
    log: log(),
  });
  worker.start();
  return worker;
}
