/**
 * For the measuring scripts and the browser tests, which run beside a server rather than in it:
 * how to reach the embedded store a server started in `dir` (its LEAD_DB_PATH), read from the
 * files lib/db/embedded.ts keeps beside the data, and how to stop one that a killed server left
 * running. Plain JavaScript, because the .mjs scripts cannot import the app's TypeScript.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";

/** postgres://postgres:<password>@127.0.0.1:<port>/postgres */
export function embeddedUrl(dir) {
  const { port, password } = JSON.parse(readFileSync(join(dir, "pgdata", "clinic-store.json"), "utf8"));
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;
}

/** A fast shutdown of the store's server if one runs (after a kill -9 of the last web server, say). */
export async function stopEmbedded(dir) {
  const pidFile = join(dir, "pgdata", "postmaster.pid");
  if (!existsSync(pidFile)) return;
  try {
    process.kill(Number(readFileSync(pidFile, "utf8").split("\n")[0]), "SIGINT");
  } catch {
    return;
  }
  for (const deadline = Date.now() + 15_000; existsSync(pidFile) && Date.now() < deadline;) await sleep(50);
}
