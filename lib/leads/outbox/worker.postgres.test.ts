import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, expect, it } from "vitest";
import { freshDatabase, freshSchema } from "@/tests/setup/test-database";
import { createSheetDeliverer } from "../delivery/sheety";
import { openLeadStore } from "../store/store";
import { sampleLead } from "../store/store.contract";
import { createOutboxWorker, type Deliverer } from "./worker";

// Never skipped when the database is missing: a skipped test would hide double deliveries.
// The global setup hands over the server at TEST_DATABASE_URL, or an embedded one.

/** The spreadsheet: slow enough that both workers are busy at once, and down for its first answers. */
const accepted = new Map<string, number>();
const keys: Array<{ leadId: string; key: unknown }> = [];
let requests = 0;
const server = createServer((req, res) => {
  let raw = "";
  req.on("data", (chunk: Buffer) => (raw += chunk.toString("utf8")));
  req.on("end", () => {
    const leadId = String((JSON.parse(raw) as { sheet1: { leadId: string } }).sheet1.leadId);
    keys.push({ leadId, key: req.headers["idempotency-key"] });
    if (++requests <= 8) return void res.writeHead(503).end("warming up");
    setTimeout(() => {
      accepted.set(leadId, (accepted.get(leadId) ?? 0) + 1);
      res.writeHead(201).end("{}");
    }, 5 + Math.random() * 15);
  });
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

it("two instances on one database deliver each of 50 leads exactly once", async () => {
  // Two stores, two pools on one schema: as two servers behind a load balancer would have.
  const schema = freshSchema();
  const [a, b] = (await Promise.all([freshDatabase({ schema }), freshDatabase({ schema })])).map(openLeadStore) as [ReturnType<typeof openLeadStore>, ReturnType<typeof openLeadStore>];
  const sheet = createSheetDeliverer({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/sheet1`, timeoutMs: 2_000 });
  const byWorker = { a: 0, b: 0 };
  const counted = (name: keyof typeof byWorker): Deliverer => async (lead, context) => {
    await sheet(lead, context);
    byWorker[name]++;
  };
  const options = { pollMs: 20, leaseMs: 10_000, batchSize: 5, maxAttempts: 20, baseDelayMs: 10, maxDelayMs: 50, log: { info() {}, warn() {}, error: console.error } };
  const workers = [
    createOutboxWorker({ ...options, store: a, workerId: "instance-a", deliverers: { sheet: counted("a") } }),
    createOutboxWorker({ ...options, store: b, workerId: "instance-b", deliverers: { sheet: counted("b") } }),
  ];

  const ids: string[] = [];
  for (let i = 0; i < 50; i++) {
    const lead = sampleLead({ receivedAt: new Date().toISOString(), name: `Visitor ${i}` });
    await (i % 2 ? a : b).insertLead(lead, ["sheet"]);
    ids.push(lead.id);
  }

  const started = Date.now();
  for (const worker of workers) worker.start();
  try {
    for (let delivered = 0; delivered < 50; delivered = (await a.deliverySummary()).counts.sheet.delivered) {
      if (Date.now() - started > 8_000) throw new Error(`${accepted.size} of 50 leads arrived, ${delivered} recorded as delivered`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    await Promise.all(workers.map((worker) => worker.stop()));
  }
  console.info(`50 leads delivered in ${Date.now() - started} ms; instance a sent ${byWorker.a}, instance b sent ${byWorker.b}`);

  expect(requests).toBeGreaterThan(50); // the first answers were 503s, so some leads went twice
  expect([...accepted.keys()].sort()).toEqual([...ids].sort());
  for (const id of ids) expect(accepted.get(id)).toBe(1);
  for (const { leadId, key } of keys) expect(key).toBe(`${leadId}:sheet`);
  expect(byWorker.a + byWorker.b).toBe(50);
  expect(byWorker.a).toBeGreaterThan(0);
  expect(byWorker.b).toBeGreaterThan(0);
  expect((await b.deliverySummary()).counts.sheet).toEqual({ pending: 0, delivered: 50, failed: 0 });
}, 15_000);
