import "server-only";
import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import type { Actor } from "@/lib/leads/store/types";
import { inboxResponseHeaders, signInPath } from "@/lib/staff/inbox-gate";
import { sessionCookieName } from "@/lib/staff/session";
import { sessionAccount } from "@/lib/staff/sign-in";
import { staffStore, type StaffAccount } from "@/lib/staff/store";

/**
 * The session check every inbox page, server action and route makes for itself, whatever
 * proxy.ts did before (docs/decisions/035): the cookie's token, hashed, must name a session
 * that has not expired, of an account that is not disabled.
 */
export async function currentStaff(): Promise<StaffAccount | null> {
  const token = (await cookies()).get(sessionCookieName)?.value;
  return sessionAccount(await staffStore(), token, new Date());
}

/** For pages and server actions: the signed-in account, or off to the sign-in page (a 303 for a form post). */
export async function requireStaff(): Promise<StaffAccount> {
  const staff = await currentStaff();
  if (!staff) redirect(signInPath);
  return staff;
}

/** For route handlers (downloads): the account, or a 401 the caller returns as it is. */
export async function staffOrRefusal(): Promise<
  { staff: StaffAccount; refusal?: never } | { staff?: never; refusal: Response }
> {
  const staff = await currentStaff();
  if (staff) return { staff };
  return {
    refusal: new Response("Please sign in to the clinic's inbox first.\n", {
      status: 401,
      headers: { ...inboxResponseHeaders, "Content-Type": "text/plain; charset=utf-8" },
    }),
  };
}

/** How history and the audit name the one who acted. */
export const actor = (staff: StaffAccount): Actor => ({ staffId: staff.id, staffName: staff.name });
