import { connection } from "next/server";

/**
 * Only in a build made with ERROR_DRILL=on (next.config.ts): a page outside both frames that
 * always throws, with no boundary but the root's, as a failing layout would be (app/global-error.tsx).
 */
export default async function FrameErrorDrill(): Promise<never> {
  await connection();
  throw new Error("Error drill: a page outside the site's and the inbox's frames (tests/e2e/error-pages.spec.ts)");
}
