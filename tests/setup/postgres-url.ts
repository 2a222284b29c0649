import { inject } from "vitest";

declare module "vitest" {
  interface ProvidedContext {
    /** The database the global setup chose for the PostgreSQL tests (tests/setup/postgres.ts). */
    testDatabaseUrl?: string;
  }
}

/** The server the PostgreSQL tests try first. */
export const configuredTestDatabaseUrl = () =>
  process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

/**
 * The database a PostgreSQL test file runs against. Under a configuration without the global
 * setup it is the configured one, and the tests fail loudly when nothing answers there.
 */
export const testDatabaseUrl = () => inject("testDatabaseUrl") ?? configuredTestDatabaseUrl();

/** host:port/database, for messages: never the password. */
export const describeDatabaseUrl = (url: string) => {
  const where = new URL(url);
  return `${where.host}${where.pathname}`;
};
