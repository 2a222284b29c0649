import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import pg from "pg";
import { SMTPServer } from "smtp-server";
import { readMail, type ReceivedMail } from "../setup/mime";
import { forgetStore } from "./store";

/**
 * For the specs that need what the shared test server does not do (send e-mail, talk to fakes):
 * a mail sink on 127.0.0.1 that keeps what it receives, and a server.mjs of their own on a port
 * after the suite's, with its own store.
 */
export type MailSink = {
  port: number;
  mails: ReceivedMail[];
  /** What reached `email` so far. */
  to(email: string): ReceivedMail[];
  close(): Promise<void>;
};

/** An SMTP server that accepts everything, on `port` (0 takes a free one). */
export async function startMailSink(port = 0): Promise<MailSink> {
  const mails: ReceivedMail[] = [];
  const sink = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, session, done) {
      let raw = "";
      stream.on("data", (chunk: Buffer) => (raw += chunk.toString("utf8")));
      stream.on("end", () => {
        mails.push(
          readMail(
            raw,
            session.envelope.rcptTo.map((r) => r.address),
          ),
        );
        done();
      });
    },
  });
  await new Promise<void>((resolve) => sink.listen(port, "127.0.0.1", resolve));
  return {
    port: (sink.server.address() as AddressInfo).port,
    mails,
    to: (email) => mails.filter((m) => m.to.includes(email)),
    close: () => new Promise<void>((resolve) => sink.close(() => resolve())),
  };
}

/** Waits until the server at `base` answers /healthz with 200 (it opens its store and runs migrations first). */
export async function untilHealthy(base: string, timeout = 90_000): Promise<void> {
  await expect
    .poll(
      async () =>
        fetch(`${base}/healthz`).then(
          (r) => r.status,
          () => 0,
        ),
      { timeout, message: "server.mjs to answer /healthz" },
    )
    .toBe(200);
}

export type OwnServer = {
  base: string;
  store: string;
  /** What the server wrote to stdout and stderr so far (its JSON log lines). */
  output(): string;
  close(): Promise<void>;
};

/** server.mjs on 127.0.0.1:`port` with a new embedded store and `env`, once /healthz answers. */
export async function startOwnServer(port: number, env: Record<string, string>): Promise<OwnServer> {
  const base = `http://127.0.0.1:${port}`;
  const store = mkdtempSync(join(tmpdir(), "e2e-own-server-"));
  const child = spawn(process.execPath, ["server.mjs", "-p", String(port), "-H", "127.0.0.1"], {
    env: {
      ...process.env,
      NEXT_TELEMETRY_DISABLED: "1",
      LEAD_DB_PATH: store,
      LEAD_WEBHOOK_URL: "",
      SITE_URL: base,
      LEAD_DELIVERY_POLL_MS: "200",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  // Read as it comes, so that a full pipe never stalls the server.
  let output = "";
  const keep = (chunk: Buffer) => (output = (output + chunk.toString("utf8")).slice(-1_000_000));
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  const exited = new Promise((resolve) => child.once("exit", resolve));
  // A server that stops at start (a setting refused) says why, instead of a 90-second wait for /healthz.
  const stopped = exited.then(() => {
    throw new Error(`server.mjs on ${base} stopped before it was healthy:\n${output.slice(-4000)}`);
  });
  await Promise.race([untilHealthy(base), stopped]);
  stopped.catch(() => undefined);
  return {
    base,
    store,
    output: () => output,
    async close() {
      await forgetStore(store);
      child.kill("SIGTERM");
      await exited;
    },
  };
}

/**
 * Two servers of the build on one new PostgreSQL database of the machine's server (127.0.0.1:5432),
 * for the describe block that calls it: made before its tests, the first migrating it, and
 * dropped after them. `servers` fills once they are healthy; `query` runs a statement on the database.
 */
export function twoServersOnOnePostgres(name: string, ports: readonly [number, number]) {
  const database = `${name}_${randomUUID().replaceAll("-", "")}`;
  const admin = "postgres://postgres@127.0.0.1:5432/postgres";
  const url = `postgres://postgres@127.0.0.1:5432/${database}`;
  const servers: OwnServer[] = [];
  let pool: pg.Pool | undefined;
  const onAdmin = async (sql: string) => {
    const client = new pg.Client(admin);
    await client.connect();
    await client.query(sql);
    await client.end();
  };
  test.beforeAll(async () => {
    await onAdmin(`CREATE DATABASE ${database}`);
    const env = {
      DATABASE_URL: url,
      DATA_ENCRYPTION_KEY: "5HfMBC+8SXwct0ulxd4FG5Zo1xthl7HylD3ut2z6PjU=",
      INBOX_REQUIRE_2FA: "off",
    };
    // One after the other: the first migrates the new database.
    for (const port of ports) servers.push(await startOwnServer(port, env));
    pool = new pg.Pool({ connectionString: url, max: 2 });
  });
  test.afterAll(async () => {
    await Promise.all(servers.map((s) => s.close()));
    servers.length = 0;
    await pool?.end();
    await onAdmin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  });
  const query = async (sql: string, params?: unknown[]): Promise<Record<string, unknown>[]> =>
    (await pool!.query(sql, params)).rows;
  return { servers, query };
}
