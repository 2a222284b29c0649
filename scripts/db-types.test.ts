import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, it } from "vitest";
import { testDatabaseUrl } from "@/tests/setup/postgres-url";
import { freshDatabase, freshSchema } from "@/tests/setup/test-database";
import { schemaTypes } from "./db-types/generate";

it("lib/db/schema.ts is what the migrations make (else: npm run db:types)", async () => {
  const schema = freshSchema();
  await freshDatabase({ schema });
  const generated = await schemaTypes(testDatabaseUrl(), schema);
  const checkedIn = readFileSync(join(import.meta.dirname, "../lib/db/schema.ts"), "utf8");
  expect(checkedIn, "lib/db/schema.ts is stale: run npm run db:types").toBe(generated);
}, 30_000);
