import { setTimeout as sleep } from "node:timers/promises";
import { Worker } from "node:worker_threads";
import { afterEach, expect, it } from "vitest";
import type { Database } from "@/lib/db/database";
import { releaseAbandoned, startJobRunner, type JobRunner } from "@/lib/jobs/runner";
import { freshDatabase, freshSchema } from "@/tests/setup/test-database";
import { createSheetDeliverer } from "../delivery/sheety";
import { openLeadStore, requeuePendingDeliveries } from "../store/store";
import { sampleLead } from "../store/store.contract";
import type { DeliveryTarget, LeadStore } from "../store/types";
import { createDeliveryTask, type Deliverer } from "./deliver";
import { deliveryTask } from "./jobs";

/**
 * The lead outbox on graphile-worker (docs/decisions/074), with real runners on a test database:
 * each delivery is one job, sent once, retried by the queue's back-off, recorded on its outbox row
 * for the inbox; a graceful stop finishes what is running, and a second instance or a restart
 * sends nothing twice. The spreadsheet runs in a thread of its own, so it keeps answering while
 * this thread is busy.
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

const quiet = { debug() {}, info() {}, warn() {}, error: console.error };
const runners: JobRunner[] = [];
afterEach(async () => {
  await Promise.all(runners.splice(0).map((runner) => runner.stop()));
});

/** A runner of the delivery task, as lib/workers.ts starts one, polling often so the tests are quick. */
async function runner(
  db: Database,
  deliverers: Partial<Record<DeliveryTarget, Deliverer>>,
  { maxAttempts = 20, leaseMs = 60_000 } = {},
) {
  const store = openLeadStore(db);
  const started = await startJobRunner({
    db,
    tasks: { [deliveryTask]: createDeliveryTask({ store: async () => store, deliverers, maxAttempts, log: quiet }) },
    concurrency: 5,
    pollMs: 50,
    leaseMs,
    log: quiet,
  });
  runners.push(started);
  return started;
}

async function leads(store: LeadStore, count: number, targets: DeliveryTarget[] = ["sheet"]) {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const lead = sampleLead({ receivedAt: new Date().toISOString(), name: `Visitor ${i}` });
    await store.insertLead(lead, targets);
    ids.push(lead.id);
  }
  return ids;
}

it("sends each delivery once with the key the target has always received, and tries a failed one again after the queue's back-off", async () => {
  const db = await freshDatabase();
  const store = openLeadStore(db);
  const [id] = await leads(store, 1, ["sheet"]);
  const sent: string[] = [];
  let refusals = 1;
  await runner(db, {
    sheet: async (lead, { idempotencyKey }) => {
      if (refusals-- > 0) throw new Error("HTTP 503: down for the test");
      sent.push(`${lead.id}|${idempotencyKey}`);
    },
  });
  // The refused attempt is on the row, for the inbox, with when the queue tries again (e^1 s).
  await expect
    .poll(async () => (await store.deliveriesFor(id!))[0])
    .toMatchObject({ target: "sheet", status: "pending", attempts: 1, lastError: "HTTP 503: down for the test" });
  await expect.poll(() => sent.length, { timeout: 8_000 }).toBe(1);
  expect(sent).toEqual([`${id}|${id}:sheet`]);
  await expect
    .poll(() => store.deliveriesFor(id!))
    .toMatchObject([{ target: "sheet", status: "delivered", attempts: 2, lastError: null }]);
}, 15_000);

it("marks a delivery failed at the last attempt for the inbox, and sends it once the clinic presses retry", async () => {
  const db = await freshDatabase();
  const store = openLeadStore(db);
  const [id] = await leads(store, 1);
  let up = false;
  const sent: string[] = [];
  await runner(
    db,
    { sheet: async (lead) => (up ? void sent.push(lead.id) : Promise.reject(new Error("HTTP 500"))) },
    { maxAttempts: 1 },
  );
  await expect.poll(async () => (await store.deliverySummary()).counts.sheet.failed, { timeout: 3_000 }).toBe(1);
  expect((await store.deliverySummary()).failed).toMatchObject([{ leadId: id, attempts: 1, lastError: "HTTP 500" }]);
  // Failed for good: no job is left to send it.
  const { rows } = await db.pool.query(`SELECT count(*)::int AS n FROM ${db.jobs.schema}.jobs WHERE key = $1`, [
    `delivery:${id}:sheet:`,
  ]);
  expect(rows[0].n).toBe(0);

  up = true;
  expect(await store.retryFailed(new Date())).toBe(1);
  await expect.poll(() => sent, { timeout: 3_000 }).toEqual([id]);
  await expect
    .poll(() => store.deliveriesFor(id!))
    .toMatchObject([{ status: "delivered", attempts: 1, lastError: null }]);
}, 15_000);

it("keeps a delivery whose target is not configured here pending, with the reason", async () => {
  const db = await freshDatabase();
  const store = openLeadStore(db);
  const [id] = await leads(store, 1, ["sheet"]);
  await runner(db, {});
  await expect
    .poll(async () => (await store.deliveriesFor(id!))[0]?.lastError, { timeout: 3_000 })
    .toBe("no sheet delivery is configured on this server");
  expect((await store.deliveriesFor(id!))[0]).toMatchObject({ status: "pending" });
}, 10_000);

it("two instances on one database deliver each of 50 leads exactly once", async () => {
  // Two pools on one schema: as two servers behind a load balancer would have.
  const schema = freshSchema();
  const [a, b] = await Promise.all([freshDatabase({ schema }), freshDatabase({ schema })]);
  const sheet = await startSheet(10);
  try {
    const deliver = createSheetDeliverer({ url: sheet.url, timeoutMs: 5_000 });
    const byInstance = { a: 0, b: 0 };
    const counted =
      (name: keyof typeof byInstance): Deliverer =>
      async (lead, context) => {
        await deliver(lead, context);
        byInstance[name]++;
      };
    const ids = await leads(openLeadStore(a!), 50);
    await Promise.all([runner(a!, { sheet: counted("a") }), runner(b!, { sheet: counted("b") })]);
    await expect
      .poll(async () => (await openLeadStore(b!).deliverySummary()).counts.sheet.delivered, { timeout: 10_000 })
      .toBe(50);
    await sleep(300);
    expect([...sheet.accepted.keys()].sort()).toEqual([...ids].sort());
    for (const id of ids) expect(sheet.accepted.get(id), id).toBe(1);
    expect(byInstance.a + byInstance.b).toBe(50);
    expect(byInstance.a).toBeGreaterThan(0);
    expect(byInstance.b).toBeGreaterThan(0);
  } finally {
    await sheet.stop();
  }
}, 20_000);

it("a stop in the middle of deliveries finishes and records each one running, and the next runner sends none of them again", async () => {
  const db = await freshDatabase();
  const store = openLeadStore(db);
  const sheet = await startSheet(400);
  try {
    const deliver = createSheetDeliverer({ url: sheet.url, timeoutMs: 5_000 });
    const ids = await leads(store, 12);
    const first = await runner(db, { sheet: deliver });
    await expect.poll(() => sheet.received.length, { timeout: 5_000 }).toBeGreaterThan(0);
    expect(sheet.received.length - sheet.accepted.size).toBeGreaterThan(0);
    await first.stop();
    // Everything the spreadsheet took is recorded; nothing is left locked.
    const summary = await store.deliverySummary();
    expect(summary.counts.sheet.delivered).toBe(sheet.accepted.size);
    expect(summary.counts.sheet.delivered).toBe(sheet.received.length);
    expect(summary.counts.sheet.delivered + summary.counts.sheet.pending).toBe(12);
    const keys = ids.map((id) => `delivery:${id}:sheet:`);
    const { rows } = await db.pool.query(
      `SELECT count(*)::int AS n FROM ${db.jobs.schema}.jobs WHERE locked_at IS NOT NULL AND key = ANY($1)`,
      [keys],
    );
    expect(rows[0].n).toBe(0);

    await runner(db, { sheet: deliver });
    await expect.poll(async () => (await store.deliverySummary()).counts.sheet.delivered, { timeout: 10_000 }).toBe(12);
    await sleep(200);
    expect([...sheet.accepted.keys()].sort()).toEqual([...ids].sort());
    for (const id of ids) expect(sheet.accepted.get(id), id).toBe(1);
  } finally {
    await sheet.stop();
  }
}, 25_000);

it("a delivery answered while this process was held up is recorded as delivered, not sent again", async () => {
  const db = await freshDatabase();
  const store = openLeadStore(db);
  const sheet = await startSheet(20);
  try {
    await runner(db, {}); // the queue is installed and listening before the leads arrive
    await runners.splice(0)[0]!.stop();
    const ids = await leads(store, 5);
    await runner(db, { sheet: createSheetDeliverer({ url: sheet.url, timeoutMs: 300 }) });
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
    await expect
      .poll(async () => (await store.deliverySummary()).counts.sheet, { timeout: 5_000 })
      .toEqual({ pending: 0, delivered: 5, failed: 0 });
    await sleep(200);
    for (const id of ids) expect(sheet.accepted.get(id), id).toBe(1);
  } finally {
    await sheet.stop();
  }
}, 20_000);

it("runs the jobs a killed instance held once their lease is over, not after graphile-worker's four hours", async () => {
  const db = await freshDatabase();
  const store = openLeadStore(db);
  const [id] = await leads(store, 1);
  // As a process killed with kill -9 mid-delivery leaves it: locked, by a runner that is gone.
  await db.pool.query(
    `UPDATE ${db.jobs.schema}._private_jobs SET locked_at = now() - interval '2 seconds', locked_by = 'killed' WHERE key = $1`,
    [`delivery:${id}:sheet:`],
  );
  const sent: string[] = [];
  await runner(db, { sheet: async (lead) => void sent.push(lead.id) }, { leaseMs: 60_000 });
  await sleep(500);
  expect(sent).toEqual([]);
  await releaseAbandoned(db, 1_000);
  await expect.poll(() => sent, { timeout: 3_000 }).toEqual([id]);
}, 10_000);

it("gives a pending delivery without a job (a restored backup, an upgraded store) its job, and leaves one with a job alone", async () => {
  const db = await freshDatabase();
  const store = openLeadStore(db);
  const [restored, queued] = await leads(store, 2);
  const mine = [`delivery:${restored}:sheet:`, `delivery:${queued}:sheet:`];
  const jobs = () =>
    db.pool
      .query(`SELECT key FROM ${db.jobs.schema}.jobs WHERE key = ANY($1) ORDER BY key`, [mine])
      .then((r) => r.rows.map((row: { key: string }) => row.key));
  // As a restore leaves it: the rows, no jobs; then one of them queued again (locked, as if running).
  await db.pool.query(`DELETE FROM ${db.jobs.schema}._private_jobs WHERE key = $1`, [`delivery:${restored}:sheet:`]);
  await db.pool.query(
    `UPDATE ${db.jobs.schema}._private_jobs SET locked_at = now(), locked_by = 'busy' WHERE key = $1`,
    [`delivery:${queued}:sheet:`],
  );
  await requeuePendingDeliveries(db);
  await requeuePendingDeliveries(db);
  expect(await jobs()).toEqual([`delivery:${restored}:sheet:`, `delivery:${queued}:sheet:`].sort());
  const { rows } = await db.pool.query(`SELECT key FROM ${db.jobs.schema}.jobs WHERE locked_by = 'busy'`);
  expect(rows).toEqual([{ key: `delivery:${queued}:sheet:` }]);
});
