import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openEmbeddedPostgres } from "@/lib/db/embedded";

export type ThrowawayPostgres = { url: string; version: string; stop: () => Promise<void> };

/**
 * A real PostgreSQL server for one test run: the site's own embedded store (lib/db/embedded.ts)
 * in a fresh temporary directory, without fsync (the data is thrown away), removed afterwards.
 */
export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  const dir = mkdtempSync(join(tmpdir(), "clinic-test-pg-"));
  // A run that ends without teardown (Ctrl-C, an uncaught error) still removes the directory;
  // the server, detached, notices its files gone and stops at its next check.
  const removeDir = () => rmSync(dir, { recursive: true, force: true });
  process.once("exit", removeDir);
  try {
    const server = await openEmbeddedPostgres(dir, { throwaway: true });
    return {
      url: server.url,
      version: server.version,
      async stop() {
        await server.release();
        process.off("exit", removeDir);
        removeDir();
      },
    };
  } catch (error) {
    process.off("exit", removeDir);
    removeDir();
    throw error;
  }
}
