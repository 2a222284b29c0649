import { createServer, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSheetDeliverer } from "../delivery/sheety";
import { createRateLimiter } from "../rate-limit";
import type { WindowCounter } from "@/lib/limits/window-counter";
import { freshDatabase } from "@/tests/setup/test-database";
import { createLeadService } from "../service";
import { openLeadStore } from "../store/store";
import { sampleLead } from "../store/store.contract";
import type { LeadStore } from "../store/types";
import { kickOutbox } from "./signal";
import { backoffMs, createOutboxWorker, type Deliverer, type OutboxWorkerOptions } from "./worker";

const freshStore = async () => openLeadStore(await freshDatabase());
/** These tests are not about the rate limit: every lead is the first of its address. */
const uncounted: WindowCounter = { hit: async () => ({ count: 1, resetInMs: 0 }), peek: async () => null, reset: async () => {} };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(condition: () => Promise<boolean> | boolean, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(10);
  }
}

const quiet = () => {
  const lines: string[] = [];
  const push = (fields: Record<string, unknown>, message: string) =>
    void lines.push(`${message} ${JSON.stringify(fields, (_, v: unknown) => (v instanceof Error ? v.message : v))}`);
  return { lines, log: { info: push, warn: push, error: push } };
};

/** A spreadsheet service that can be down (503), hang, or take leads; it counts what it accepted. */
function fakeSheet() {
  let mode: "down" | "hang" | "up" = "up";
  const accepted = new Map<string, number>();
  const keys: Array<{ leadId: string; key: string | undefined }> = [];
  const hanging: ServerResponse[] = [];
  let requests = 0;
  const server: Server = createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk: Buffer) => (raw += chunk.toString("utf8")));
    req.on("end", () => {
      requests++;
      const leadId = String((JSON.parse(raw) as { sheet1: { leadId: string } }).sheet1.leadId);
      keys.push({ leadId, key: req.headers["idempotency-key"] as string | undefined });
      if (mode === "down") return void res.writeHead(503).end("sheet is down");
      if (mode === "hang") return void hanging.push(res);
      accepted.set(leadId, (accepted.get(leadId) ?? 0) + 1);
      res.writeHead(201, { "content-type": "application/json" }).end("{}");
    });
  });
  return {
    accepted,
    keys,
    get requests() {
      return requests;
    },
    get hung() {
      return hanging.length;
    },
    set mode(value: typeof mode) {
      mode = value;
    },
    url: "",
    async listen() {
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      this.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sheet1`;
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

const sheet = fakeSheet();
beforeAll(() => sheet.listen());
afterAll(() => sheet.close());

/** How long the deliverer waits for the sheet; the hanging sheet never answers. */
const sheetTimeoutMs = 600;

function worker(store: LeadStore, overrides: Partial<OutboxWorkerOptions> = {}) {
  return createOutboxWorker({
    store,
    deliverers: { sheet: createSheetDeliverer({ url: sheet.url, timeoutMs: sheetTimeoutMs }) },
    workerId: "test-worker",
    pollMs: 30,
    leaseMs: 5_000,
    batchSize: 5,
    maxAttempts: 50,
    baseDelayMs: 20,
    maxDelayMs: 100,
    log: quiet().log,
    ...overrides,
  });
}

const contactForm = (i: number) => ({
  name: `Visitor Number ${String.fromCharCode(65 + (i % 26))}`,
  email: `visitor${i}@example.com`,
  countryCode: "GB",
  phone: "07911 123456",
  message: `Lead ${i}`,
  pageUrl: "http://127.0.0.1/contact",
  consent: "yes",
});

describe("the outbox worker", () => {
  it("keeps answering visitors while the sheet is down or hanging, then delivers every lead exactly once", async () => {
    const store = await freshStore();
    const submit = createLeadService({
      store: async () => store,
      now: () => new Date(),
      limiter: createRateLimiter({ limit: 1_000_000, counter: uncounted }),
      targets: () => ["sheet"],
      afterStore: kickOutbox,
      timeZone: "Asia/Kolkata",
    });
    const w = worker(store);
    w.start();
    const timings: Record<string, number[]> = { warmUp: [], down: [], hang: [] };
    const ids: string[] = [];
    const send = async (phase: "warmUp" | "down" | "hang", i: number) => {
      const started = performance.now();
      const result = await submit({ formType: "Contact Form", fields: contactForm(i), client: { address: "203.0.113.7", userAgent: "vitest", referer: "" } });
      timings[phase]!.push(Math.round(performance.now() - started));
      expect(result.status).toBe("stored");
      if (result.status === "stored") ids.push(result.id);
    };

    try {
      // The first submission loads the schemas and the catalogue; it is not what this test measures.
      await send("warmUp", 99);
      await until(() => sheet.accepted.size === 1, 3_000, "the warm-up lead to arrive");
      sheet.mode = "down";
      for (let i = 0; i < 15; i++) await send("down", i);
      await until(() => sheet.requests >= 16, 3_000, "the sheet to refuse some leads");

      sheet.mode = "hang";
      for (let i = 15; i < 30; i++) await send("hang", i);
      await until(() => sheet.hung >= 5, 3_000, "the sheet to hang on some leads");
      await until(
        async () => (await lastErrors(store, ids)).some((e) => e === `timed out after ${sheetTimeoutMs} ms`),
        3_000,
        "an attempt to time out",
      );
      expect(sheet.accepted.size).toBe(1);
      expect(await lastErrors(store, ids)).toContain("HTTP 503: sheet is down");

      sheet.mode = "up";
      await until(async () => (await store.deliverySummary()).counts.sheet.delivered === ids.length, 5_000, "every lead to arrive");
    } finally {
      await w.stop();
    }

    console.info(`submission time to warm up (ms): ${timings.warmUp!.join(", ")}`);
    console.info(`submission times while the sheet was down (ms): ${timings.down!.join(", ")}`);
    console.info(`submission times while the sheet was hanging (ms): ${timings.hang!.join(", ")}`);
    // The sheet hangs for good and the deliverer gives up after 600 ms: a visitor waits for neither.
    for (const ms of [...timings.down!, ...timings.hang!]) expect(ms).toBeLessThan(sheetTimeoutMs / 2);

    expect(ids).toHaveLength(31);
    expect([...sheet.accepted.keys()].sort()).toEqual([...ids].sort());
    for (const id of ids) expect(sheet.accepted.get(id)).toBe(1);
    for (const { leadId, key } of sheet.keys) expect(key).toBe(`${leadId}:sheet`);
    const summary = await store.deliverySummary();
    expect(summary.counts.sheet).toEqual({ pending: 0, delivered: 31, failed: 0 });
    for (const id of ids) expect(await store.deliveriesFor(id)).toMatchObject([{ status: "delivered", lastError: null }]);
  }, 15_000);

  it("backs off exponentially, gives up at maxAttempts with the last error, and delivers after retryFailed", async () => {
    const store = await freshStore();
    let clock = new Date("2026-11-20T10:00:00.000Z").getTime();
    const failing: Deliverer = async () => {
      throw new Error(`HTTP 503: attempt at ${new Date(clock).toISOString()}`);
    };
    const delivered: string[] = [];
    const deliverers: OutboxWorkerOptions["deliverers"] = { sheet: failing };
    const w = worker(store, { deliverers, maxAttempts: 3, baseDelayMs: 1_000, maxDelayMs: 1_500, now: () => new Date(clock) });
    const lead = sampleLead({ receivedAt: new Date(clock).toISOString() });
    await store.insertLead(lead, ["sheet"]);

    expect(await w.runOnce()).toBe(1);
    let [row] = await store.deliveriesFor(lead.id);
    expect(row).toMatchObject({ status: "pending", attempts: 1 });
    const firstWait = Date.parse(row!.nextAttemptAt) - clock;
    expect(firstWait).toBeGreaterThanOrEqual(1_000);
    expect(firstWait).toBeLessThanOrEqual(1_100);
    expect(await w.runOnce()).toBe(0); // not due yet

    clock += firstWait;
    expect(await w.runOnce()).toBe(1);
    [row] = await store.deliveriesFor(lead.id);
    const secondWait = Date.parse(row!.nextAttemptAt) - clock;
    // 2 000 ms by doubling, capped at maxDelayMs.
    expect(secondWait).toBeGreaterThanOrEqual(1_500);
    expect(secondWait).toBeLessThanOrEqual(1_650);

    clock += secondWait;
    expect(await w.runOnce()).toBe(1);
    const summary = await store.deliverySummary();
    expect(summary.counts.sheet).toEqual({ pending: 0, delivered: 0, failed: 1 });
    expect(summary.failed).toMatchObject([
      { leadId: lead.id, status: "failed", attempts: 3, lastError: `HTTP 503: attempt at ${new Date(clock).toISOString()}` },
    ]);
    clock += 60 * 60_000;
    expect(await w.runOnce()).toBe(0); // failed stays failed

    deliverers.sheet = async (l, { idempotencyKey }) => void delivered.push(`${l.id}|${idempotencyKey}`);
    expect(await store.retryFailed(new Date(clock))).toBe(1);
    expect(await w.runOnce()).toBe(1);
    expect(delivered).toEqual([`${lead.id}|${lead.id}:sheet`]);
    expect(await store.deliveriesFor(lead.id)).toMatchObject([{ status: "delivered", attempts: 1 }]);
  });

  it("keeps a job whose target has no deliverer, without spending an attempt", async () => {
    const store = await freshStore();
    const clock = Date.parse("2026-11-20T10:00:00.000Z");
    const lead = sampleLead({ receivedAt: new Date(clock).toISOString() });
    await store.insertLead(lead, ["sheet", "email"]);
    const sent: string[] = [];
    const w = worker(store, {
      deliverers: { sheet: async (_, { idempotencyKey }) => void sent.push(idempotencyKey) },
      maxAttempts: 1,
      now: () => new Date(clock),
    });
    expect(await w.runOnce()).toBe(2);
    expect(sent).toEqual([`${lead.id}:sheet`]);
    const email = (await store.deliveriesFor(lead.id)).find((d) => d.target === "email");
    expect(email).toMatchObject({ status: "pending", attempts: 0, lastError: "no email delivery is configured on this server" });
    expect(Date.parse(email!.nextAttemptAt)).toBe(clock + 100);

    const later = worker(store, {
      deliverers: { email: async (_, { idempotencyKey }) => void sent.push(idempotencyKey) },
      now: () => new Date(clock + 100),
    });
    expect(await later.runOnce()).toBe(1);
    expect(sent).toEqual([`${lead.id}:sheet`, `${lead.id}:email`]);
  });

  it("never runs twice at once: overlapping wake-ups share one follow-up run", async () => {
    const store = await freshStore();
    let claims = 0;
    let inFlight = 0;
    let most = 0;
    const counting: LeadStore = {
      ...store,
      claimDeliveries: (options) => {
        claims++;
        return store.claimDeliveries(options);
      },
    };
    const w = worker(counting, {
      deliverers: {
        sheet: async () => {
          most = Math.max(most, ++inFlight);
          await sleep(50);
          inFlight--;
        },
      },
    });
    await store.insertLead(sampleLead({ receivedAt: new Date().toISOString() }), ["sheet"]);
    const runs = await Promise.all([w.runOnce(), w.runOnce(), w.runOnce(), w.runOnce()]);
    expect(runs).toEqual([1, 0, 0, 0]);
    expect(claims).toBe(2);
    expect(most).toBe(1);
  });

  it("wakes up at once on kickOutbox, and stop() waits for the delivery in flight", async () => {
    const store = await freshStore();
    let finished = false;
    const w = worker(store, {
      pollMs: 60_000,
      deliverers: {
        sheet: async () => {
          await sleep(100);
          finished = true;
        },
      },
    });
    w.start();
    await sleep(20); // the first run at start finds nothing
    const lead = sampleLead({ receivedAt: new Date().toISOString() });
    await store.insertLead(lead, ["sheet"]);
    kickOutbox();
    await sleep(30);
    await w.stop();
    expect(finished).toBe(true);
    expect(await store.deliveriesFor(lead.id)).toMatchObject([{ status: "delivered" }]);
  });

  it("logs a failing store and carries on", async () => {
    const store = await freshStore();
    const { lines, log } = quiet();
    let broken = true;
    const flaky: LeadStore = {
      ...store,
      claimDeliveries: (options) => (broken ? Promise.reject(new Error("database is locked")) : store.claimDeliveries(options)),
    };
    const sent: string[] = [];
    const w = worker(flaky, { log, deliverers: { sheet: async (l) => void sent.push(l.id) } });
    const lead = sampleLead({ receivedAt: new Date().toISOString() });
    await store.insertLead(lead, ["sheet"]);
    await expect(w.runOnce()).resolves.toBe(0);
    expect(lines.join("\n")).toMatch(/lead store failed.*database is locked/s);
    broken = false;
    expect(await w.runOnce()).toBe(1);
    expect(sent).toEqual([lead.id]);
  });

  it("computes back-off as base × 2^(attempts−1), capped, plus at most 10%", () => {
    expect([1, 2, 3, 4, 5].map((n) => backoffMs(n, 1_000, 10_000, () => 0))).toEqual([1_000, 2_000, 4_000, 8_000, 10_000]);
    expect(backoffMs(3, 1_000, 10_000, () => 0.999)).toBe(4_400);
  });
});

async function lastErrors(store: LeadStore, ids: string[]) {
  const rows = await Promise.all(ids.map((id) => store.deliveriesFor(id)));
  return rows.flat().flatMap((row) => (row.lastError ? [row.lastError] : []));
}
