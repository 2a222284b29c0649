import { randomUUID } from "node:crypto";
import pg from "pg";
import { afterAll } from "vitest";
import { openDatabase, type Database } from "@/lib/db/database";
import { installJobQueue } from "@/lib/jobs/install";
import { peekSingleton, resetSingleton } from "@/lib/singleton.mjs";
import { newKey, vaultOfKeys, type Vault } from "@/lib/vault";
import { describeDatabaseUrl, testDatabaseUrl } from "./postgres-url";

/**
 * The tests' vault: the key vitest.config.ts gives DATA_ENCRYPTION_KEY, so a database a test
 * opens here and the one the code opens from the configuration (DATABASE_URL) seal alike.
 */
export const testVault = (): Vault => vaultOfKeys(process.env.DATA_ENCRYPTION_KEY || newKey());

/**
 * Databases for tests: each on a schema of its own on the test server (tests/setup/postgres.ts),
 * so every test starts empty and test files run side by side; all are closed and dropped after
 * the file's tests.
 */
const opened: Database[] = [];
const schemas: string[] = [];
/**
 * One job queue (graphile-worker's schema, lib/jobs/install.ts) for the file's databases,
 * installed once: its twenty migrations would otherwise cost each test about half a second.
 * Tests that look at jobs look at their own, by key.
 */
const fileJobs = `t_jobs_${randomUUID().replaceAll("-", "")}`;
let fileJobsReady: Promise<unknown> | undefined;
let admin: pg.Pool | undefined;
let cleanupRegistered = false;

function adminPool(): pg.Pool {
  if (!cleanupRegistered) {
    cleanupRegistered = true;
    afterAll(async () => {
      await Promise.all(opened.splice(0).map((db) => db.close().catch(() => {})));
      // Each schema's own job queue, if it made one, is a schema beside it (lib/jobs/install.ts).
      for (const schema of schemas.splice(0))
        await admin?.query(`DROP SCHEMA IF EXISTS ${schema}, ${schema}_jobs CASCADE`).catch(() => {});
      if (fileJobsReady) await admin?.query(`DROP SCHEMA IF EXISTS ${fileJobs} CASCADE`).catch(() => {});
      fileJobsReady = undefined;
      await admin?.end();
      admin = undefined;
      cleanupRegistered = false;
    });
  }
  if (!admin) {
    admin = new pg.Pool({ connectionString: testDatabaseUrl(), max: 2 });
    // graphile-worker, which installs the file's queue on this pool, asks for both handlers.
    admin.on("error", () => {});
    admin.on("connect", (client) => client.on("error", () => {}));
  }
  return admin;
}

/** A schema no one has used yet. */
export function freshSchema(): string {
  adminPool();
  const schema = `t_${randomUUID().replaceAll("-", "")}`;
  schemas.push(schema);
  return schema;
}

/** An empty, migrated database of the test's own. */
export async function freshDatabase(options: { poolMax?: number; schema?: string } = {}): Promise<Database> {
  try {
    fileJobsReady ??= installJobQueue(adminPool(), fileJobs);
    await fileJobsReady;
    const db = await openDatabase(testDatabaseUrl(), {
      vault: testVault(),
      schema: options.schema ?? freshSchema(),
      jobsSchema: fileJobs,
      poolMax: options.poolMax ?? 4,
    });
    opened.push(db);
    return db;
  } catch (error) {
    throw new Error(
      `The PostgreSQL tests need a database at ${describeDatabaseUrl(testDatabaseUrl())} (set TEST_DATABASE_URL): ${(error as Error).message}`,
    );
  }
}

/**
 * A DATABASE_URL naming an empty schema of its own, for code that opens the database from the
 * configuration (lib/db): the schema is created here, its tables when the code first opens it.
 */
export async function freshDatabaseUrl(): Promise<string> {
  const schema = freshSchema();
  await adminPool().query(`CREATE SCHEMA ${schema}`);
  const url = new URL(testDatabaseUrl());
  url.searchParams.set("options", `-c search_path=${schema}`);
  return url.toString();
}

/** A test's look at a schema's tables, on the admin connection. */
export const adminQuery = <R extends pg.QueryResultRow>(sql: string, params: unknown[] = []) =>
  adminPool().query<R>(sql, params);

/**
 * Closes the database the code opened from its configuration (lib/db), so that the next use
 * opens one from the environment the test has set; each test's pool is closed, not leaked.
 */
export async function forgetProcessDatabase(): Promise<void> {
  const previous = peekSingleton<Promise<Database>>("database");
  resetSingleton("database");
  await (await previous?.catch(() => undefined))?.close();
}
