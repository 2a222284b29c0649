import "server-only";
import { cookies, headers } from "next/headers";
import { formStatusCookie } from "@/lib/server-shared.mjs";

/**
 * Asks for the page an action answers a post made without JavaScript with to go out as `status`
 * (server/form-status.mjs): 422 when a field's value is refused, 409 when the time chosen was
 * taken meanwhile, 429 when the sender asked too often. The page itself still carries the
 * message beside the field and what was typed.
 */
export async function answerWithStatus(status: 409 | 422 | 429): Promise<void> {
  // The running form's call keeps its 200, and a cookie set in an action makes Next refresh the
  // page around the form (its answer says cookies changed), which would drop what it shows.
  if ((await headers()).has("next-action")) return;
  (await cookies()).set(formStatusCookie, String(status), { path: "/", httpOnly: true, sameSite: "strict" });
}
