import pg from "pg";
import type { TestProject } from "vitest/node";
import { startThrowawayPostgres } from "./embedded-postgres";
import { configuredTestDatabaseUrl, describeDatabaseUrl } from "./postgres-url";

/**
 * Chooses the database for the PostgreSQL store tests, which never skip: the server at
 * TEST_DATABASE_URL when one answers there, otherwise a real PostgreSQL started for this run.
 * One line in the output says which.
 */
export default async function setup(project: TestProject) {
  const configured = configuredTestDatabaseUrl();
  const where = describeDatabaseUrl(configured);
  const absent = await noServerAt(configured);
  if (!absent.reason) {
    console.info(
      `PostgreSQL tests: the server at ${where}${absent.refusal ? ` (which refused: ${absent.refusal})` : ""}`,
    );
    project.provide("testDatabaseUrl", configured);
    return;
  }

  const started = Date.now();
  const embedded = await startThrowawayPostgres();
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.info(
    `PostgreSQL tests: no server at ${where} (${absent.reason}); using embedded PostgreSQL ${embedded.version} at ${describeDatabaseUrl(embedded.url)} (started in ${seconds} s)`,
  );
  project.provide("testDatabaseUrl", embedded.url);
  return () => embedded.stop();
}

/**
 * Why nothing answers at the address, if so. A server that answers with an error (no such
 * database, wrong password) is still the one meant, so its tests fail and say why.
 */
async function noServerAt(url: string): Promise<{ reason?: string; refusal?: string }> {
  const timeoutMs = 2_000;
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: timeoutMs });
  client.on("error", () => {});
  const started = Date.now();
  try {
    await client.connect();
    return {};
  } catch (error) {
    if (error instanceof pg.DatabaseError) return { refusal: error.message };
    // pg reports its own timeout as a terminated connection, which hides that nothing answered.
    if (Date.now() - started >= timeoutMs) return { reason: `no answer within ${timeoutMs / 1000} s` };
    const { code, message } = error as { code?: string; message: string };
    return { reason: code ?? message };
  } finally {
    await client.end().catch(() => {});
  }
}
