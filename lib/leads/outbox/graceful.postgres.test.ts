import { setTimeout as sleep } from "node:timers/promises";
import { Worker } from "node:worker_threads";
import { expect, it } from "vitest";
import { adminQuery, freshDatabase, freshSchema } from "@/tests/setup/test-database";
import { createSheetDeliverer } from "../delivery/sheety";
import { openLeadStore } from "../store/store";
import { sampleLead } from "../store/store.contract";
import type { LeadStore } from "../store/types";
import { createOutboxWorker } from "./worker";

/**
 * A graceful stop or restart never sends a lead twice: each delivery is either sent
 * and recorded, or left for the next worker. The spreadsheet runs in a thread of its own, so it
 * keeps answering while this thread is held up, as a server's is while Next loads.
 */

const sheetCode = `
const { createServer } = require("node:http");
const { parentPort, workerData } = require("node:worker_threads");
const server = createServer((req, res) => {
  let raw = "";
  req.on("data", (c) => (raw += c));
  req.on("end", () => {
    const leadId = JSON.parse(raw).sheet1.leadId;
    parentPort.postMessage({ received: leadId });
    setTimeout(() => {
      parentPort.postMessage({ accepted: leadId });
      res.writeHead(201).end("{}");
    }, workerData.delayMs);
  });
});
server.listen(0, "127.0.0.1", () => parentPort.postMessage({ port: server.address().port }));
parentPort.on("message", () => { server.closeAllConnections(); server.close(); });
`;

/** A spreadsheet in another thread that answers each row after `delayMs` and counts what it took. */
async function startSheet(delayMs: number) {
  const thread = new Worker(sheetCode, { eval: true, workerData: { delayMs } });
  const received: string[] = [];
  const accepted = new Map<string, number>();
  const port = await new Promise<number>((resolve) =>
    thread.on("message", (message: { port?: number; received?: string; accepted?: string }) => {
      if (message.port) resolve(message.port);
      if (message.received) received.push(message.received);
      if (message.accepted) accepted.set(message.accepted, (accepted.get(message.accepted) ?? 0) + 1);
    }),
  );
  return {
    url: `http://127.0.0.1:${port}/sheet1`,
    received,
    accepted,
    async stop() {
      thread.postMessage("stop");
      await sleep(50);
      await thread.terminate();
    },
  };
}

const quiet = { info() {}, warn() {}, error: console.error };
const options = { pollMs: 50, leaseMs: 60_000, batchSize: 5, maxAttempts: 20, baseDelayMs: 20, maxDelayMs: 100, log: quiet };

async function leads(store: LeadStore, count: number) {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const lead = sampleLead({ receivedAt: new Date().toISOString(), name: `Visitor ${i}` });
    await store.insertLead(lead, ["sheet"]);
    ids.push(lead.id);
  }
  return ids;
}

it("a stop in the middle of deliveries records each one the spreadsheet took, and the next worker sends none of them again", async () => {
  const schema = freshSchema();
  const store = openLeadStore(await freshDatabase({ schema }));
  const sheet = await startSheet(400);
  try {
    const deliver = createSheetDeliverer({ url: sheet.url, timeoutMs: 5_000 });
    const ids = await leads(store, 12);
    const first = createOutboxWorker({ ...options, store, workerId: "before-restart", deliverers: { sheet: deliver } });
    first.start();
    await expect.poll(() => sheet.received.length, { timeout: 5_000 }).toBeGreaterThan(0);
    const inFlight = sheet.received.length - sheet.accepted.size;
    expect(inFlight).toBeGreaterThan(0);
    await first.stop();
    // Everything the spreadsheet has taken is recorded; nothing is still claimed.
    const summary = await store.deliverySummary();
    expect(summary.counts.sheet.delivered).toBe(sheet.accepted.size);
    expect(summary.counts.sheet.delivered + summary.counts.sheet.pending).toBe(12);
    const { rows } = await adminQuery<{ n: number }>(`SELECT count(*)::int AS n FROM ${schema}.outbox WHERE locked_by IS NOT NULL`);
    expect(rows[0]?.n).toBe(0);

    const second = createOutboxWorker({ ...options, store, workerId: "after-restart", deliverers: { sheet: deliver } });
    second.start();
    await expect.poll(async () => (await store.deliverySummary()).counts.sheet.delivered, { timeout: 10_000 }).toBe(12);
    await second.stop();
    expect([...sheet.accepted.keys()].sort()).toEqual([...ids].sort());
    for (const id of ids) expect(sheet.accepted.get(id), id).toBe(1);
  } finally {
    await sheet.stop();
  }
}, 20_000);

it("a delivery answered while this process was held up is recorded as delivered, not sent again", async () => {
  const store = openLeadStore(await freshDatabase());
  const sheet = await startSheet(20);
  try {
    const ids = await leads(store, 5);
    const worker = createOutboxWorker({ ...options, store, workerId: "stalled", deliverers: { sheet: createSheetDeliverer({ url: sheet.url, timeoutMs: 300 }) } });
    const run = worker.runOnce();
    await expect.poll(() => sheet.received.length, { timeout: 5_000, interval: 1 }).toBe(5);
    // Hold this thread longer than the delivery's timeout, as loading Next did at start: the
    // spreadsheet answers meanwhile, and its answers wait on the sockets. Held in the event loop's
    // check phase, so the loop next runs its timers (the deliveries' deadlines, now past) and only
    // then reads the sockets, as after a start that spans many turns of the loop.
    await new Promise<void>((resolve) =>
      setImmediate(() => {
        const until = Date.now() + 800;
        while (Date.now() < until);
        resolve();
      }),
    );
    await run;
    expect((await store.deliverySummary()).counts.sheet).toEqual({ pending: 0, delivered: 5, failed: 0 });
    await worker.runOnce();
    await sleep(200);
    for (const id of ids) expect(sheet.accepted.get(id), id).toBe(1);
  } finally {
    await sheet.stop();
  }
}, 20_000);
