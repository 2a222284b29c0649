import { connection } from "next/server";

/** Only in a build made with ERROR_DRILL=on (next.config.ts): an inbox page that always throws. */
export default async function InboxErrorDrill(): Promise<never> {
  await connection();
  throw new Error("Error drill: an inbox page that always throws (tests/e2e/error-pages.spec.ts)");
}
