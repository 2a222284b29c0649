#!/usr/bin/env node
/**
 * The fault drill: what the lead pipeline does when things break, on the production build,
 * against 127.0.0.1 only, on each shape of store: the embedded default and a PostgreSQL server.
 *
 *   npm run build && npm run faults
 *   FAULTS_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run faults
 *
 * Scenarios, each with a fake spreadsheet service on 127.0.0.1:3290 that counts what it takes,
 * run once on a fresh embedded store (LEAD_DB_PATH in a temp directory) and once on a fresh
 * database of FAULTS_DATABASE_URL's server:
 *   1. kill -9 under load                the server is killed three times while leads arrive
 *   2. spreadsheet down, then back       the sheet answers 503 for a while, then takes leads
 *   3. two instances, one store          two servers share the database and its job queue
 *   4. SIGTERM during deliveries         a slow sheet, a graceful restart while sending
 *   5. spoofed X-Forwarded-For           100 leads, each with another forged address
 *
 * Every lead also queues the clinic's e-mail (a message of lib/messages), sent to an SMTP sink on a
 * free port that counts each lead's e-mails by their X-Lead-Id.
 *
 * It prints a table per store: leads sent, answered 201, stored, delivered to the sheet,
 * delivered more than once, e-mailed to the clinic, e-mailed twice. It fails (exit 1) if any lead
 * answered 201 is not stored, if a graceful restart sent anything twice or did not exit 0, if a
 * lead was not delivered or e-mailed, or if forged headers bought more than the rate limit. A kill -9 may send a lead twice: delivery is
 * at least once, and the sheet's rows carry the lead id to spot it (docs/leads.md). Deliveries
 * are graphile-worker jobs (docs/decisions/074): a killed server's jobs run again once
 * LEAD_DELIVERY_LEASE_SECONDS is over, which the drill sets to 8 s.
 *
 * Without a PostgreSQL server there, its table says "not run". Servers listen on 127.0.0.1:3281
 * and 3282, the sheet on 3290 (FAULTS_PORT, FAULTS_SHEET_PORT). Not part of `npm test`: it takes about six minutes and loads both cores.
 */
import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { SMTPServer } from "smtp-server";
import { embeddedUrl, stopEmbedded } from "./embedded-store.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const host = "127.0.0.1";
// Another port pair where the defaults are taken (another checkout's drill): FAULTS_PORT=3200
// FAULTS_SHEET_PORT=3202 puts the servers on 3200 and 3201 and the sheet on 3202.
const firstPort = Number(process.env.FAULTS_PORT || 3281);
const ports = [firstPort, firstPort + 1];
const sheetPort = Number(process.env.FAULTS_SHEET_PORT || 3290);
const adminUrl = process.env.FAULTS_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

if (!existsSync(join(root, ".next", "BUILD_ID"))) {
  console.error("faults: no production build; run `npm run build` first");
  process.exit(2);
}

// ---------------------------------------------------------------------------------------
// The spreadsheet service

const sheet = {
  mode: "up", // "up" | "down"
  delayMs: 10,
  accepted: new Map(),
  /** Requests taken but not yet answered: deliveries in flight. */
  inFlight: 0,
  reset() {
    this.mode = "up";
    this.delayMs = 10;
    this.accepted = new Map();
  },
  get delivered() {
    return this.accepted.size;
  },
  get duplicates() {
    let extra = 0;
    for (const n of this.accepted.values()) extra += n - 1;
    return extra;
  },
};
const sheetServer = createServer((req, res) => {
  const chunks = [];
  req.on("data", (c) => chunks.push(c));
  req.on("end", () => {
    if (sheet.mode === "down") return void res.writeHead(503).end("down for the drill");
    sheet.inFlight++;
    setTimeout(() => {
      sheet.inFlight--;
      const leadId = String(JSON.parse(Buffer.concat(chunks).toString("utf8")).sheet1.leadId);
      sheet.accepted.set(leadId, (sheet.accepted.get(leadId) ?? 0) + 1);
      res.writeHead(201, { "content-type": "application/json" }).end("{}");
    }, sheet.delayMs);
  });
});
await new Promise((resolve) => sheetServer.listen(sheetPort, host, resolve));

// ---------------------------------------------------------------------------------------
// The clinic's mailbox: every lead also queues the clinic's e-mail (lib/messages), sent over SMTP
// to this sink on a free port, which counts each lead's e-mails by their X-Lead-Id and answers
// after a delay, so that sends are in flight when a signal comes.

const mailbox = {
  delayMs: 50,
  accepted: new Map(),
  reset() {
    this.delayMs = 50;
    this.accepted = new Map();
  },
  get delivered() {
    return this.accepted.size;
  },
  get duplicates() {
    let extra = 0;
    for (const n of this.accepted.values()) extra += n - 1;
    return extra;
  },
};
const mailServer = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS", "AUTH"],
  logger: false,
  onData(stream, _session, callback) {
    let raw = "";
    stream.on("data", (chunk) => (raw += chunk.toString("utf8")));
    stream.on("end", () =>
      setTimeout(() => {
        const leadId = /^X-Lead-Id: (\S+)\r?$/im.exec(raw)?.[1];
        if (leadId) mailbox.accepted.set(leadId, (mailbox.accepted.get(leadId) ?? 0) + 1);
        callback();
      }, mailbox.delayMs),
    );
  },
});
// A server killed mid-send resets its connection: that is the drill, not a fault of the sink.
mailServer.on("error", () => {});
await new Promise((resolve) => mailServer.listen(0, host, resolve));
const smtpPort = mailServer.server.address().port;

// ---------------------------------------------------------------------------------------
// The app's servers

const running = new Set();

function baseEnv(store) {
  return {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: "1",
    LOG_LEVEL: "warn",
    LEADS_INBOX_PASSWORD: "",
    LEAD_WEBHOOK_URL: `http://${host}:${sheetPort}/sheet1`,
    LEAD_WEBHOOK_TIMEOUT_MS: "2000",
    LEAD_DELIVERY_POLL_MS: "200",
    LEAD_DELIVERY_MAX_ATTEMPTS: "1000",
    // A killed server's running jobs are run again after this, instead of five minutes (lib/jobs/runner.ts).
    LEAD_DELIVERY_LEASE_SECONDS: "8",
    LEAD_RATE_LIMIT: "1000000",
    SMTP_URL: `smtp://${host}:${smtpPort}`,
    LEAD_NOTIFY_TO: "clinic@example.com",
    ...(store.databaseUrl
      ? { DATABASE_URL: store.databaseUrl, LEAD_DB_PATH: "" }
      : { LEAD_DB_PATH: store.embeddedDir, DATABASE_URL: "" }),
  };
}

async function startServer(port, env) {
  const child = spawn(process.execPath, [join(root, "server.mjs"), "-p", String(port), "-H", host], {
    cwd: root,
    env,
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr.on("data", (c) => (stderr = (stderr + c).slice(-4000)));
  const exited = new Promise((resolve) => child.once("exit", (code, signal) => resolve({ code, signal })));
  running.add(child);
  exited.then(() => running.delete(child));
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const status = await fetch(`http://${host}:${port}/healthz`).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) return { child, exited, port };
    if (child.exitCode !== null) throw new Error(`server on ${port} exited before answering:\n${stderr}`);
    await sleep(150);
  }
  throw new Error(`server on ${port} did not answer /healthz within 60 s:\n${stderr}`);
}

// ---------------------------------------------------------------------------------------
// The load

const lead = (i, tag) => ({
  formType: "Consultation Form",
  name: "Drill Visitor",
  email: `drill-${tag}-${i}@example.com`,
  countryCode: "GB",
  phone: "07911 123456",
  message: `fault drill ${tag} #${i}`,
  consent: true,
});

/** Sends leads from `connections` loops to the ports in turn until stop() is called. */
function load({ ports: targets, connections = 8, tag, headers = () => ({}), paceMs = 0 }) {
  const stats = { sent: 0, answered201: 0, ids: [] };
  let stopped = false;
  let n = 0;
  const loops = Array.from({ length: connections }, async (_, c) => {
    while (!stopped) {
      const i = n++;
      const port = targets[(c + i) % targets.length];
      stats.sent++;
      try {
        const response = await fetch(`http://${host}:${port}/api/leads`, {
          method: "POST",
          headers: { "content-type": "application/json", ...headers(i) },
          body: JSON.stringify(lead(i, tag)),
          signal: AbortSignal.timeout(10_000),
        });
        // A kill can cut an answer off after its status line: without the whole body the
        // visitor's page saw a failed send (and kept what was typed), not a success.
        const body = await response.json().catch(() => ({}));
        if (response.status === 201 && typeof body.id === "string") {
          stats.answered201++;
          stats.ids.push(body.id);
        }
      } catch {
        // Refused or cut off while the server was down: not answered, so the visitor would try again.
        await sleep(200);
      }
      if (paceMs) await sleep(paceMs);
    }
  });
  return {
    stats,
    async stop() {
      stopped = true;
      await Promise.all(loops);
      return stats;
    },
  };
}

/** The ids the store holds; read while a server runs (the embedded store stops with its last server). */
async function storedIds(store) {
  const client = new pg.Client({ connectionString: store.databaseUrl ?? embeddedUrl(store.embeddedDir) });
  await client.connect();
  try {
    return new Set((await client.query("SELECT id FROM leads")).rows.map((r) => r.id));
  } finally {
    await client.end();
  }
}

/** Waits until the sheet holds every stored lead, or nothing has arrived for `idleSeconds` (a lease included). */
async function settle(stored, idleSeconds = 20) {
  let last = Math.min(sheet.delivered, mailbox.delivered);
  let lastChange = Date.now();
  const deadline = Date.now() + 300_000;
  const done = () => Math.min(sheet.delivered, mailbox.delivered);
  while (Date.now() < deadline && done() < stored.size && Date.now() - lastChange < idleSeconds * 1000) {
    await sleep(250);
    if (done() !== last) [last, lastChange] = [done(), Date.now()];
  }
  // A moment more, so that a late duplicate is counted too.
  await sleep(1_500);
}

async function withPostgres(run) {
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 2_000 });
  try {
    await admin.connect();
  } catch (error) {
    return { skipped: `no PostgreSQL at ${new URL(adminUrl).host} (${error.code ?? error.message})` };
  }
  const name = `faults_${randomUUID().replaceAll("-", "").slice(0, 12)}`;
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    return await run({ databaseUrl: url.toString() });
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {});
    await admin.end();
  }
}

async function withEmbedded(run) {
  // The directory itself is the store's (under root, the embedded server's user must reach it).
  const embeddedDir = mkdtempSync(join(tmpdir(), "faults-"));
  try {
    return await run({ embeddedDir });
  } finally {
    // A scenario that failed part-way may have left the store running under no server.
    await stopEmbedded(embeddedDir).catch(() => {});
    rmSync(embeddedDir, { recursive: true, force: true });
  }
}

function result(name, stats, stored, extra = {}) {
  const missing = stats.ids.filter((id) => !stored.has(id)).length;
  return {
    name,
    sent: stats.sent,
    answered201: stats.answered201,
    stored: stored.size,
    delivered: sheet.delivered,
    duplicates: sheet.duplicates,
    mailed: mailbox.delivered,
    mailedTwice: mailbox.duplicates,
    missing,
    ...extra,
  };
}

// ---------------------------------------------------------------------------------------
// The scenarios

/**
 * One server under load, stopped with `signal` and started again `times` times, 3 s apart;
 * then the load stops, the sheet settles, and the last server stops gracefully.
 */
async function restartsUnderLoad(store, { signal, times, tag, loadOptions = {} }) {
  const env = baseEnv(store);
  let server = await startServer(ports[0], env);
  const traffic = load({ ports: [ports[0]], tag, ...loadOptions });
  const exits = [];
  const inFlightAtSignal = [];
  for (let restart = 0; restart < times; restart++) {
    await sleep(3_000);
    inFlightAtSignal.push(sheet.inFlight);
    server.child.kill(signal);
    exits.push(await server.exited);
    server = await startServer(ports[0], env);
  }
  await sleep(2_000);
  const stats = await traffic.stop();
  const stored = await storedIds(store);
  await settle(stored);
  server.child.kill("SIGTERM");
  exits.push(await server.exited);
  return { stats, stored, exits, inFlightAtSignal };
}

async function killUnderLoad(store) {
  sheet.reset();
  mailbox.reset();
  sheet.delayMs = 30;
  const { stats, stored } = await restartsUnderLoad(store, { signal: "SIGKILL", times: 3, tag: `kill-${store.label}` });
  return result("kill -9 ×3 under load", stats, stored, { duplicatesAllowed: true });
}

async function sheetOutage(store) {
  sheet.reset();
  mailbox.reset();
  const server = await startServer(ports[0], baseEnv(store));
  sheet.mode = "down";
  const traffic = load({ ports: [ports[0]], tag: `outage-${store.label}`, connections: 4 });
  await sleep(5_000);
  sheet.mode = "up";
  await sleep(3_000);
  const stats = await traffic.stop();
  const stored = await storedIds(store);
  await settle(stored);
  server.child.kill("SIGTERM");
  await server.exited;
  return result("spreadsheet down 5 s, then back", stats, stored);
}

async function twoInstances(store) {
  sheet.reset();
  mailbox.reset();
  sheet.delayMs = 20;
  const env = baseEnv(store);
  const servers = await Promise.all(ports.map((port) => startServer(port, env)));
  const traffic = load({ ports, tag: `two-${store.label}` });
  await sleep(8_000);
  const stats = await traffic.stop();
  const stored = await storedIds(store);
  await settle(stored);
  for (const s of servers) s.child.kill("SIGTERM");
  await Promise.all(servers.map((s) => s.exited));
  return result("two instances on one store", stats, stored);
}

async function gracefulRestart(store) {
  sheet.reset();
  mailbox.reset();
  // Slow enough that a batch of deliveries is always in flight when the signal comes.
  sheet.delayMs = 400;
  // Paced: the slow sheet takes about 25 leads a second, and the drill should not wait minutes.
  const { stats, stored, exits, inFlightAtSignal } = await restartsUnderLoad(store, {
    signal: "SIGTERM",
    times: 2,
    tag: `sigterm-${store.label}`,
    loadOptions: { connections: 4, paceMs: 150 },
  });
  const cleanExits = exits.every((e) => e.code === 0);
  return result("SIGTERM ×2 during deliveries", stats, stored, {
    note: `${inFlightAtSignal.join(" and ")} deliveries in flight at the signals; exit codes ${exits.map((e) => e.code ?? e.signal).join(", ")}`,
    failure: cleanExits ? undefined : "a graceful stop did not exit 0",
  });
}

async function spoofedAddresses(store) {
  sheet.reset();
  mailbox.reset();
  const server = await startServer(ports[0], { ...baseEnv(store), LEAD_RATE_LIMIT: "20" });
  const stats = { sent: 0, answered201: 0, ids: [] };
  for (let i = 0; i < 100; i++) {
    stats.sent++;
    const response = await fetch(`http://${host}:${ports[0]}/api/leads`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "x-forwarded-for": `198.51.100.${i}`,
        "x-real-ip": `203.0.113.${i}`,
      },
      body: JSON.stringify(lead(i, `spoof-${store.label}`)),
    });
    if (response.status === 201) {
      stats.answered201++;
      stats.ids.push((await response.json()).id);
    }
  }
  const stored = await storedIds(store);
  await settle(stored, 5);
  server.child.kill("SIGTERM");
  await server.exited;
  return result("100 leads, each with a forged X-Forwarded-For", stats, stored, {
    note: "limit 20 per address",
    failure: stats.answered201 === 20 ? undefined : `forged headers bought ${stats.answered201} leads, not 20`,
  });
}

// ---------------------------------------------------------------------------------------

const scenarios = [killUnderLoad, sheetOutage, twoInstances, gracefulRestart, spoofedAddresses];
const stores = [
  {
    label: "embedded",
    title: "the embedded store (LEAD_DB_PATH)",
    open: (run) => withEmbedded((s) => run({ ...s, label: "embedded" })),
  },
  {
    label: "postgres",
    title: `a PostgreSQL server (${new URL(adminUrl).host})`,
    open: (run) => withPostgres((s) => run({ ...s, label: "postgres" })),
  },
];
const tables = [];
let exitCode = 0;
try {
  for (const store of stores) {
    const rows = [];
    tables.push({ store, rows });
    for (const scenario of scenarios) {
      const row = await store.open(scenario);
      if (row.skipped) {
        rows.push({ skipped: row.skipped });
        break;
      }
      const problems = [];
      if (row.missing) problems.push(`${row.missing} answered 201 but not stored`);
      if (row.delivered < row.stored) problems.push(`${row.stored - row.delivered} stored but not delivered`);
      if (row.duplicates && !row.duplicatesAllowed) problems.push(`${row.duplicates} delivered twice`);
      if (row.mailed < row.stored) problems.push(`${row.stored - row.mailed} stored but the clinic not e-mailed`);
      if (row.mailedTwice && !row.duplicatesAllowed) problems.push(`${row.mailedTwice} e-mailed twice`);
      if (row.failure) problems.push(row.failure);
      rows.push({ ...row, verdict: problems.length ? `FAIL: ${problems.join("; ")}` : "ok" });
      if (problems.length) exitCode = 1;
      console.error(`faults: ${row.name} (${store.label}): done`);
    }
  }
} finally {
  for (const child of running) child.kill("SIGKILL");
  sheetServer.closeAllConnections();
  sheetServer.close();
  mailServer.close();
}

for (const { store, rows } of tables) {
  console.log(`\nOn ${store.title}:\n`);
  console.log(
    "| scenario | sent | answered 201 | stored | delivered | duplicates | e-mailed | e-mailed twice | result |",
  );
  console.log("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |");
  for (const r of rows) {
    if (r.skipped) console.log(`| every scenario | | | | | | | | not run: ${r.skipped} |`);
    else
      console.log(
        `| ${r.name} | ${r.sent} | ${r.answered201} | ${r.stored} | ${r.delivered} | ${r.duplicates} | ${r.mailed} | ${r.mailedTwice} | ${r.verdict}${r.note ? ` (${r.note})` : ""} |`,
      );
  }
}
console.log(
  exitCode
    ? "\nfaults: FAILED"
    : "\nfaults: every lead answered 201 was stored, delivered and e-mailed to the clinic; no graceful restart sent anything twice",
);
process.exit(exitCode);
