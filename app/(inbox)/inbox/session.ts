import "server-only";
import { cookies } from "next/headers";
import { forbidden, redirect } from "next/navigation";
import { config } from "@/lib/config";
import type { Actor } from "@/lib/leads";
import { inboxResponseHeaders, signInPath, sessionCookieName } from "@/lib/staff/client";
import { sessionAccount, staffStore, type StaffAccount, can, type Permission } from "@/lib/staff";

/**
 * The session check every inbox page, server action and route makes for itself, whatever
 * proxy.ts did before (docs/decisions/035): the cookie's token, hashed, must name a session
 * that has not expired (12 hours after sign-in, or 30 minutes after its last use, as
 * configured), of an account that is not disabled.
 */
export async function currentStaff(): Promise<StaffAccount | null> {
  return sessionAccount(await staffStore(), await currentSessionToken(), new Date(), config().inbox.idleMs);
}

/** The session cookie's token, as sent: the account page marks "this browser" by it. */
export async function currentSessionToken(): Promise<string | undefined> {
  return (await cookies()).get(sessionCookieName)?.value;
}

/** For pages and server actions: the signed-in account, or off to the sign-in page (a 303 for a form post). */
export async function requireStaff(): Promise<StaffAccount> {
  const staff = await currentStaff();
  if (!staff) redirect(signInPath);
  return staff;
}

/** Who asks: a page renders the not-allowed page in place; a server action sends the browser to it. */
export type Caller = "page" | "action";

const notAllowedPath = "/inbox/not-allowed";

/**
 * The not-allowed page with a 403 (app/forbidden.tsx). A server action redirects to it instead:
 * posted without JavaScript, Next.js renders an action's forbidden() as its not-found page.
 */
export function refuse(caller: Caller): never {
  if (caller === "action") redirect(notAllowedPath);
  forbidden();
}

/**
 * For pages and server actions: the signed-in account if its role holds the permission
 * (lib/staff/policy.ts); without a session, off to sign in; with one that lacks it, the
 * not-allowed page, and nothing is read or changed.
 */
export async function requirePermission(permission: Permission, caller: Caller = "page"): Promise<StaffAccount> {
  const staff = await requireStaff();
  if (!can(staff, permission)) refuse(caller);
  return staff;
}

const refusal = (status: 401 | 403, text: string) =>
  new Response(`${text}\n`, {
    status,
    headers: { ...inboxResponseHeaders, "Content-Type": "text/plain; charset=utf-8" },
  });

/** For route handlers (downloads): the account, or a 401 or 403 the caller returns as it is. */
export async function staffOrRefusal(
  permission: Permission,
): Promise<{ staff: StaffAccount; refusal?: never } | { staff?: never; refusal: Response }> {
  const staff = await currentStaff();
  if (!staff) return { refusal: refusal(401, "Please sign in to the clinic's inbox first.") };
  if (!can(staff, permission)) return { refusal: refusal(403, "Your role in the clinic's inbox does not allow this.") };
  return { staff };
}

/** How history and the audit name the one who acted. */
export const actor = (staff: StaffAccount): Actor => ({ staffId: staff.id, staffName: staff.name });
