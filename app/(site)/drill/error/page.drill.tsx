import { connection } from "next/server";

/** Only in a build made with ERROR_DRILL=on (next.config.ts): a public page that always throws. */
export default async function SiteErrorDrill(): Promise<never> {
  await connection();
  throw new Error("Error drill: a public page that always throws (tests/e2e/error-pages.spec.ts)");
}
