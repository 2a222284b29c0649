#!/usr/bin/env node
/**
 * Load test for the lead intake, POST /api/leads, against the production build.
 *
 *   npm run build && npm run bench:leads
 *   npm run bench:leads -- --duration 30 --rate 800 --connections 32
 *   LEAD_DB_PATH=/srv/store npm run bench:leads          (any LEAD_* setting reaches the server)
 *   BENCH_DATABASE_URL=postgres://user@host/db npm run bench:leads
 *
 * It does not build: a missing .next/BUILD_ID is reported and the script stops, because a
 * build takes minutes and would replace a .next that a running server or test may be using.
 *
 * Steps: start the production server (server.mjs) on a free port of 127.0.0.1 with a fresh embedded store in a temp
 * dir (or a fresh schema of BENCH_DATABASE_URL), warm up, then two runs of unique, valid
 * leads: first at a fixed offered rate (the target, 500 leads/s), then closed loop (each
 * connection sends its next lead as soon as the last is answered) for maximum throughput.
 * Afterwards the store must hold exactly one lead per 201 answer.
 *
 * Settings, as --flag value, --flag=value or environment variable (defaults in brackets):
 *   --duration          BENCH_DURATION          seconds per run [20]
 *   --rate              BENCH_RATE              offered leads/s of the fixed-rate run, also the target [500]
 *   --rate-connections  BENCH_RATE_CONNECTIONS  connections of the fixed-rate run [10]
 *   --connections       BENCH_CONNECTIONS       connections of the closed-loop run [16]
 *   --warmup            BENCH_WARMUP            seconds of closed-loop warm-up before measuring [20]
 *   --max-p99           BENCH_MAX_P99           p99 latency (ms) the fixed-rate run must stay under [50]
 *                       BENCH_NOTIFY=1          each lead queues the clinic's e-mail too (the job runner off, nothing sent)
 *
 * Exit status: 0 target met, 1 target missed (the reasons are printed), 2 could not run.
 */
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { embeddedUrl, stopEmbedded } from "./embedded-store.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");

class SetupError extends Error {}

// ---------------------------------------------------------------------------------------
// Settings

let args;
try {
  ({ values: args } = parseArgs({
    options: {
      duration: { type: "string" },
      rate: { type: "string" },
      "rate-connections": { type: "string" },
      connections: { type: "string" },
      warmup: { type: "string" },
      "max-p99": { type: "string" },
    },
  }));
} catch (error) {
  console.error(`bench:leads: ${error.message} (the settings are listed at the top of scripts/bench-leads.mjs)`);
  process.exit(2);
}

function setting(flag, envName, fallback) {
  const raw = args[flag] ?? process.env[envName];
  if (raw === undefined || raw === "") return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n) || n <= 0) {
    console.error(`--${flag} / ${envName} must be a positive number, not ${JSON.stringify(raw)}`);
    process.exit(2);
  }
  return n;
}

const config = {
  duration: setting("duration", "BENCH_DURATION", 20),
  rate: Math.round(setting("rate", "BENCH_RATE", 500)),
  rateConnections: Math.round(setting("rate-connections", "BENCH_RATE_CONNECTIONS", 10)),
  connections: Math.round(setting("connections", "BENCH_CONNECTIONS", 16)),
  warmup: setting("warmup", "BENCH_WARMUP", 20),
  maxP99: setting("max-p99", "BENCH_MAX_P99", 50),
  databaseUrl: process.env.BENCH_DATABASE_URL || "",
};

// ---------------------------------------------------------------------------------------
// Cleanup: the server runs in its own process group (so Ctrl-C in the terminal reaches only
// this script, which then stops the server itself) and must never outlive the script.

let server; // the spawned server.mjs
let serverGone; // how it ended, when that was not our doing
let stopping = false;
let tempDir; // holds the embedded store
let pgCleanup; // drops the PostgreSQL schema

function killServerNow() {
  if (server && server.exitCode === null && server.signalCode === null) {
    try {
      process.kill(-server.pid, "SIGKILL");
    } catch {
      // already gone
    }
  }
}

function removeTempDir() {
  if (tempDir) rmSync(tempDir, { recursive: true, force: true });
  tempDir = undefined;
}

// Last resort for any exit path; only synchronous work is possible here.
process.on("exit", () => {
  killServerNow();
  removeTempDir();
});
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) {
  process.on(signal, () => {
    console.error(`\n${signal}: stopping the server and removing the temp dir`);
    killServerNow();
    removeTempDir();
    // The PostgreSQL schema needs a round trip; give it a moment, no more.
    const done = () => process.exit(130);
    if (pgCleanup) Promise.race([pgCleanup(), new Promise((r) => setTimeout(r, 2000))]).finally(done);
    else done();
  });
}

// ---------------------------------------------------------------------------------------
// The server

const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

/** The server's output, kept for the report: the last lines, and how often intake failed. */
const serverLog = { tail: [], intakeFailures: 0 };
function keepLog(chunk) {
  for (const line of String(chunk).split("\n")) {
    if (!line.trim()) continue;
    if (line.includes("lead intake failed")) serverLog.intakeFailures += 1;
    serverLog.tail.push(line);
    if (serverLog.tail.length > 40) serverLog.tail.shift();
  }
}

async function startServer(port, env) {
  // process.execPath: the Node that runs this script, Node 24 under `npm run`.
  // server.mjs, as `npm start` runs it in production: its per-request work is part of the figure.
  server = spawn(process.execPath, [join(root, "server.mjs"), "-H", "127.0.0.1", "-p", String(port)], {
    cwd: root,
    env,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  server.stdout.on("data", keepLog);
  server.stderr.on("data", keepLog);
  const exited = new Promise((resolve) => server.once("exit", (code, signal) => resolve({ code, signal })));
  server.once("exit", (code, signal) => {
    if (!stopping) serverGone = signal ?? `exit code ${code}`;
  });

  // Ready once it answers anything on the route itself: a GET is 405 and loads the route's
  // module (and the catalogue it imports) without storing a lead.
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const answer = await Promise.race([
      fetch(`http://127.0.0.1:${port}/api/leads`).then(
        (r) => r.status,
        () => undefined,
      ),
      exited.then(({ code, signal }) => ({ code, signal })),
    ]);
    if (typeof answer === "number") return;
    if (answer)
      throw new SetupError(
        `the server exited (${answer.signal ?? `code ${answer.code}`}) before answering:\n${serverLog.tail.join("\n")}`,
      );
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new SetupError(`the server did not answer within 60 s:\n${serverLog.tail.join("\n")}`);
}

async function stopServer() {
  stopping = true;
  if (!server || server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise((resolve) => server.once("exit", resolve));
  process.kill(-server.pid, "SIGTERM");
  const timer = setTimeout(killServerNow, 10_000);
  await exited;
  clearTimeout(timer);
}

/** CPU seconds the server process has used so far (Linux /proc; undefined elsewhere). */
function serverCpuSeconds() {
  try {
    const fields = readFileSync(`/proc/${server.pid}/stat`, "utf8").split(") ")[1].split(" ");
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime + stime, in USER_HZ (100/s on Linux)
  } catch {
    return undefined;
  }
}

// ---------------------------------------------------------------------------------------
// The leads: every one unique (name, email, message) and valid for "Consultation Form"

const runTag = randomBytes(3).toString("hex");
let leadNumber = 0;

/** 0 → "A", 25 → "Z", 26 → "Ba": names may hold only letters, so the number is spelled in letters. */
function letters(n) {
  let s = "";
  do {
    s = String.fromCharCode(97 + (n % 26)) + s;
    n = Math.floor(n / 26);
  } while (n > 0);
  return s[0].toUpperCase() + s.slice(1);
}

function nextLeadBody() {
  const n = leadNumber++;
  return JSON.stringify({
    formType: "Consultation Form",
    name: `Priya ${letters(n)} Raman`,
    email: `bench.${runTag}.${n}@example.com`,
    countryCode: "GB",
    phone: "07911 123456",
    message: `Load test lead ${n}: I would like a consultation about sleep and digestion.`,
    consent: true,
  });
}

// ---------------------------------------------------------------------------------------
// One load run

/**
 * Runs autocannon and measures what it reports poorly:
 * - latency: every response's own time in ms (float). autocannon's histogram in rate mode
 *   applies a coordinated-omission "correction" with an expected interval of ceil(1/rate) ms,
 *   i.e. 1 ms, which adds phantom samples; we keep the raw times instead.
 * - requests sent: counted here (autocannon 9's `requests.sent` adds the per-connection rate
 *   at start-up in rate mode).
 * - the end: autocannon stops a timed run by destroying its sockets, so the requests then in
 *   flight are stored by the server but never answered, and the store would hold more leads
 *   than 201s. A timed run here instead stops each connection after its in-flight answer
 *   (see drainTimer below); a run with `amount` ends that way by itself.
 */
async function load({ url, label, connections, overallRate, amount, duration }) {
  const latencies = [];
  const statuses = {};
  let sent = 0;
  let firstFailure;
  let lastAnswerAt = 0;
  const perSecond = []; // 201 answers in each second of the run: shows stalls an average hides
  const clients = [];

  const options = {
    url,
    connections,
    timeout: 10,
    setupClient: (client) => clients.push(client),
    requests: [
      {
        method: "POST",
        headers: { "content-type": "application/json" },
        setupRequest: (request) => {
          sent += 1;
          return { ...request, body: nextLeadBody() };
        },
        onResponse: (status, body) => {
          if (status !== 201 && !firstFailure) firstFailure = `${status} ${String(body).slice(0, 300)}`;
        },
      },
    ],
  };
  if (overallRate) Object.assign(options, { overallRate, ignoreCoordinatedOmission: true });
  if (amount) options.amount = amount;
  // A timed run gets a generous autocannon duration as a safety net; drainTimer ends it on time.
  else options.duration = duration + 30;

  const cpuBefore = serverCpuSeconds();
  const startedAt = performance.now();
  const instance = autocannon(options);
  instance.on("response", (_client, statusCode, _bytes, responseTime) => {
    latencies.push(responseTime);
    statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
    lastAnswerAt = performance.now();
    if (statusCode === 201) {
      const second = Math.floor((lastAnswerAt - startedAt) / 1000);
      perSecond[second] = (perSecond[second] ?? 0) + 1;
    }
  });

  let drainTimer;
  if (!amount) {
    // Each connection stops once its current request is answered. This uses autocannon 9.0.0's
    // Client.responseMax (the pinned version): a client whose reqsMade reached it closes
    // instead of sending again, and the run ends when all have closed.
    drainTimer = setTimeout(() => {
      for (const client of clients) client.responseMax = Math.max(1, client.reqsMade);
    }, duration * 1000);
  }
  const result = await instance;
  clearTimeout(drainTimer);
  const cpuAfter = serverCpuSeconds();

  const ok = statuses[201] ?? 0;
  const answered = latencies.length;
  // Until the last answer, but at least the planned time: a run at a fixed rate cannot
  // report more than that rate, however early its last second's leads were answered.
  const plannedSeconds = amount && overallRate ? amount / overallRate : (duration ?? 0);
  const seconds = Math.max((lastAnswerAt - startedAt) / 1000, plannedSeconds);
  latencies.sort((a, b) => a - b);
  const pct = (p) => (answered ? latencies[Math.min(answered - 1, Math.ceil((p / 100) * answered) - 1)] : NaN);
  return {
    label,
    connections,
    sent,
    ok,
    non201: answered - ok,
    errors: result.errors, // connection errors, including timeouts
    timeouts: result.timeouts,
    unanswered: sent - answered,
    statuses,
    firstFailure,
    seconds,
    throughput: ok / seconds,
    p50: pct(50),
    p90: pct(90),
    p99: pct(99),
    max: answered ? latencies[answered - 1] : NaN,
    cpuMsPerLead:
      cpuBefore !== undefined && cpuAfter !== undefined && ok ? ((cpuAfter - cpuBefore) * 1000) / ok : undefined,
    serverCpu: cpuBefore !== undefined && cpuAfter !== undefined ? (cpuAfter - cpuBefore) / seconds : undefined,
    load: loadavg()[0],
    // Whole seconds while every connection had work: the last, partial second, and the tail
    // of an overrunning fixed-rate run (connections done with their share), would look like stalls.
    perSecond: Array.from(perSecond.slice(0, Math.floor(plannedSeconds || seconds)), (n) => n ?? 0),
  };
}

// ---------------------------------------------------------------------------------------
// Report

const columns = [
  ["run", 26, (r) => r.label],
  ["conns", 5, (r) => r.connections],
  ["sent", 7, (r) => r.sent],
  ["2xx(201)", 8, (r) => r.ok],
  ["non-2xx", 7, (r) => r.non201],
  ["errors", 6, (r) => r.errors],
  ["timeouts", 8, (r) => r.timeouts],
  ["secs", 6, (r) => r.seconds.toFixed(1)],
  ["leads/s", 8, (r) => r.throughput.toFixed(1)],
  ["p50 ms", 7, (r) => r.p50.toFixed(2)],
  ["p90 ms", 7, (r) => r.p90.toFixed(2)],
  ["p99 ms", 7, (r) => r.p99.toFixed(2)],
  ["max ms", 7, (r) => r.max.toFixed(2)],
  // Server CPU: cores busy on average, and CPU time per stored lead (where the time goes).
  ["srv cpu", 7, (r) => (r.serverCpu === undefined ? "-" : r.serverCpu.toFixed(2))],
  ["cpu ms/lead", 11, (r) => (r.cpuMsPerLead === undefined ? "-" : r.cpuMsPerLead.toFixed(2))],
  // The machine's 1-minute load average at the end of the run: above the CPU count, other
  // work was competing with the server and the load generator.
  ["load", 5, (r) => r.load.toFixed(1)],
];

const row = (cells) => cells.map((cell, i) => String(cell).padStart(columns[i][1])).join("  ");
const printHeader = () => console.log(`\n${row(columns.map(([name]) => name))}`);
function printRun(r) {
  console.log(row(columns.map(([, , value]) => value(r))));
  const other = Object.entries(r.statuses).filter(([status]) => status !== "201");
  if (other.length)
    console.log(
      `    status codes: ${Object.entries(r.statuses)
        .map(([s, n]) => `${s}×${n}`)
        .join(", ")}`,
    );
  if (r.firstFailure) console.log(`    first non-201 answer: ${r.firstFailure}`);
  if (r.perSecond.length) {
    const sorted = [...r.perSecond].sort((a, b) => a - b);
    console.log(
      `    201s per second: slowest ${sorted[0]}, median ${sorted[Math.floor(sorted.length / 2)]}, fastest ${sorted.at(-1)}  [${r.perSecond.join(" ")}]`,
    );
  }
}

// ---------------------------------------------------------------------------------------
// The store: a fresh one before, its count of leads after

async function prepareStore() {
  if (!config.databaseUrl) {
    // The default, as a clinic runs it: the embedded store, made by the server in a fresh directory.
    // The directory itself is the store's (under root, the embedded server's user must reach it).
    tempDir = mkdtempSync(join(tmpdir(), "bench-leads-"));
    const dir = tempDir;
    return {
      description: `the embedded PostgreSQL store in ${dir}`,
      env: { LEAD_DB_PATH: dir, DATABASE_URL: "" },
      async count() {
        const { default: pg } = await import("pg");
        const client = new pg.Client({ connectionString: embeddedUrl(dir) });
        await client.connect();
        try {
          return (await client.query("SELECT count(*)::int AS leads, count(DISTINCT email)::int AS emails FROM leads"))
            .rows[0];
        } finally {
          await client.end();
        }
      },
    };
  }

  // PostgreSQL: a schema of our own, named in the server's search_path, dropped afterwards,
  // so the count is exact and the database is left as it was.
  const { default: pg } = await import("pg");
  const schema = `bench_leads_${runTag}`;
  const admin = new pg.Client({ connectionString: config.databaseUrl });
  try {
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
  } catch (error) {
    await admin.end().catch(() => {});
    throw new SetupError(`BENCH_DATABASE_URL: could not create schema ${schema}: ${error.message}`);
  }
  pgCleanup = async () => {
    pgCleanup = undefined;
    // The job queue's schema beside it too (lib/jobs/install.ts).
    await admin
      .query(`DROP SCHEMA IF EXISTS ${schema}, ${schema}_jobs CASCADE`)
      .catch((e) => console.error(`could not drop schema ${schema}: ${e.message}`));
    await admin.end().catch(() => {});
  };
  const url = new URL(config.databaseUrl);
  url.searchParams.set("options", `-c search_path=${schema}`);
  return {
    description: `PostgreSQL ${url.host}${url.pathname}, schema ${schema}`,
    env: { DATABASE_URL: url.toString() },
    async count() {
      const { rows } = await admin.query(
        `SELECT count(*)::int AS leads, count(DISTINCT email)::int AS emails FROM ${schema}.leads`,
      );
      return rows[0];
    },
  };
}

// ---------------------------------------------------------------------------------------

async function main() {
  if (Number(process.versions.node.split(".")[0]) < 24) {
    throw new SetupError(
      `Node ${process.versions.node}: run it with Node 24 (npm run bench:leads puts node_modules/.bin first on PATH).`,
    );
  }
  if (!existsSync(join(root, ".next", "BUILD_ID"))) {
    throw new SetupError("No production build (.next/BUILD_ID is missing): run `npm run build` first.");
  }

  const store = await prepareStore();
  const port = await freePort();
  const env = {
    ...process.env,
    NODE_ENV: "production",
    NEXT_TELEMETRY_DISABLED: "1",
    // Every lead here comes from 127.0.0.1: one address, far above the default 20 per 10 min.
    LEAD_RATE_LIMIT: "1000000000",
    // Never forward test leads, whatever this shell or a .env file says. Empty, not unset:
    // Next fills only unset variables from .env files, and the app treats empty as "not configured".
    LEAD_WEBHOOK_URL: "",
    SMTP_URL: "",
    LEAD_NOTIFY_TO: "",
    // BENCH_NOTIFY=1: each lead also queues the clinic's e-mail, as a clinic with SMTP settings has it,
    // so the figures include that row and its job. Nothing is sent: the job runner is off.
    ...(process.env.BENCH_NOTIFY === "1"
      ? { SMTP_URL: "smtp://127.0.0.1:9", LEAD_NOTIFY_TO: "bench@example.com", LEAD_WORKER: "off" }
      : {}),
    ...store.env,
  };

  console.log(
    `POST /api/leads load test, Node ${process.versions.node}, production build ${readFileSync(join(root, ".next", "BUILD_ID"), "utf8").trim()}`,
  );
  const cpus = availableParallelism();
  console.log(
    `machine: ${cpus} CPUs, load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(" ")} (1, 5, 15 min)`,
  );
  // The server and autocannon share this machine: anything else running skews the figures.
  if (loadavg()[0] > cpus * 0.75)
    console.log(`warning: the machine is busy already, so the figures will be low and noisy`);
  console.log(
    `store: ${store.description}; job runner ${env.LEAD_WORKER === "off" ? "off" : "on (no delivery target)"}${env.SMTP_URL ? "; the clinic's e-mail queued for each lead" : ""}`,
  );
  await startServer(port, env);
  const url = `http://127.0.0.1:${port}/api/leads`;
  console.log(`server: server.mjs on 127.0.0.1:${port}, pid ${server.pid}`);

  // Warm-up, counted in the store check but not judged on speed. A fresh server speeds up over
  // its first tens of seconds (V8 optimising Next's code and ours, the heap sizing itself): on a
  // 2-CPU VM the run straight after a 5 s warm-up was often the slowest. A production server
  // that has been up for a while is past that, so the measured runs should be too.
  const warm = await load({ url, label: "warm-up", connections: config.connections, duration: config.warmup });
  const runs = [];
  if (warm.non201 || warm.errors || warm.unanswered) {
    printHeader();
    printRun(warm);
  } else {
    console.log(`warm-up: ${warm.ok} leads in ${warm.seconds.toFixed(0)} s, ${warm.throughput.toFixed(0)} leads/s`);
    // Fixed offered rate: rate × duration leads. autocannon paces each connection to
    // rate/connections requests per one-second window, sent back to back as the window opens
    // and then waiting: bursts of up to `connections` concurrent leads rather than a smooth
    // stream, so the latencies are on the pessimistic side of "500 leads/s spread evenly".
    runs.push(
      await load({
        url,
        label: `fixed rate ${config.rate}/s, ${config.duration}s`,
        connections: config.rateConnections,
        overallRate: config.rate,
        amount: Math.max(config.rateConnections, Math.round(config.rate * config.duration)),
      }),
    );
    printHeader();
    printRun(runs[0]);
    // Closed loop: as fast as the server answers.
    runs.push(
      await load({
        url,
        label: `closed loop, ${config.duration}s`,
        connections: config.connections,
        duration: config.duration,
      }),
    );
    printRun(runs[1]);
  }

  // Counted while the server runs: as the embedded store's last user, it stops the store when it stops.
  const held = await store.count();
  await stopServer();
  const answered201 = [warm, ...runs].reduce((sum, r) => sum + r.ok, 0);
  const storeOk = held.leads === answered201 && held.emails === held.leads;
  console.log(
    `\nstore check: ${held.leads} leads stored (${held.emails} distinct emails), ${answered201} answered 201 (warm-up included): ${storeOk ? "OK" : "MISMATCH"}`,
  );
  if (serverLog.intakeFailures) console.log(`server logged "lead intake failed" ${serverLog.intakeFailures} times`);

  // The verdict
  const failures = [];
  const fixed = runs[0];
  if (!fixed) failures.push("the warm-up already failed (see its row), so nothing was measured");
  if (fixed && fixed.throughput < config.rate)
    failures.push(`fixed-rate run sustained ${fixed.throughput.toFixed(1)} leads/s, below the target ${config.rate}`);
  if (fixed && !(fixed.p99 < config.maxP99))
    failures.push(`fixed-rate run p99 ${fixed.p99.toFixed(2)} ms is not under ${config.maxP99} ms`);
  for (const r of [warm, ...runs]) {
    const bad = [
      r.non201 && `${r.non201} non-201 answers`,
      r.errors && `${r.errors} errors (${r.timeouts} timeouts)`,
      r.unanswered > 0 && `${r.unanswered} unanswered`,
    ].filter(Boolean);
    if (bad.length) failures.push(`${r.label}: ${bad.join(", ")}`);
  }
  if (serverGone)
    failures.push(`the server ended by itself during the benchmark (${serverGone}); see its output below`);
  if (!storeOk)
    failures.push(
      `the store holds ${held.leads} leads (${held.emails} distinct emails) for ${answered201} answers of 201`,
    );

  await pgCleanup?.();
  removeTempDir();
  if (failures.length) {
    console.log(`\nTARGET MISSED:\n${failures.map((f) => `  - ${f}`).join("\n")}`);
    if (serverLog.tail.length) console.log(`\nlast server output:\n${serverLog.tail.slice(-15).join("\n")}`);
    return 1;
  }
  console.log(
    `\nTARGET MET: ${fixed.throughput.toFixed(1)} leads/s at a fixed ${config.rate}/s, p99 ${fixed.p99.toFixed(2)} ms < ${config.maxP99} ms, every lead answered 201 and stored once.`,
  );
  return 0;
}

main().then(
  (status) => process.exit(status),
  async (error) => {
    console.error(error instanceof SetupError ? `bench:leads: ${error.message}` : error);
    await stopServer().catch(() => {});
    await pgCleanup?.().catch(() => {});
    // A server that died mid-run left its embedded store running.
    if (tempDir) await stopEmbedded(tempDir).catch(() => {});
    removeTempDir();
    process.exit(2);
  },
);
