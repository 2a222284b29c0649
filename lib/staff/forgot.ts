import "server-only";
import type { Database } from "@/lib/db/database";
import { sharedCounter } from "@/lib/limits/shared";
import type { WindowCounter } from "@/lib/limits/window-counter";
import { log } from "@/lib/log";
import { limitKey } from "@/lib/net/client-address";
import { singleton } from "@/lib/singleton.mjs";
import { sendReset, type Delivery } from "./desk";
import { accountKey } from "./guard";

/**
 * "Forgot your password?" (docs/inbox.md, Staff accounts). The answer is the same
 * whether or not the address has an account, so the form tells no one who works at the clinic.
 * Limited as sign-in is (docs/decisions/025): per address of the asker, and per e-mail typed
 * (counted under a hash of it, as sign-in's account limit), in 15-minute windows.
 */
const resetRequestPolicy = { windowMs: 15 * 60_000, perAddress: 5, perAccount: 3 } as const;

export type ResetCounters = { address: WindowCounter; account: WindowCounter };

export function resetRequestCounters(): ResetCounters {
  const { windowMs } = resetRequestPolicy;
  return singleton("resetRequestCounters", () => ({
    address: sharedCounter("inbox-reset-requests", windowMs),
    account: sharedCounter("inbox-reset-account", windowMs),
  }));
}

export type ResetRequestResult = { kind: "answered" } | { kind: "limited"; retryAfterSeconds: number };

export async function requestReset(
  { email, address }: { email: string; address: string },
  deps: { db: Pick<Database, "kysely" | "jobs">; counters: ResetCounters; now: () => Date; delivery: Delivery },
): Promise<ResetRequestResult> {
  const byAddress = await deps.counters.address.hit(limitKey(address));
  const byAccount = await deps.counters.account.hit(accountKey(email));
  const over = [
    byAddress.count > resetRequestPolicy.perAddress ? byAddress : null,
    byAccount.count > resetRequestPolicy.perAccount ? byAccount : null,
  ].filter((c) => c !== null);
  if (over.length) {
    log().warn({ event: "inbox.reset-request-limited" }, "inbox: a password reset request refused (too many)");
    return {
      kind: "limited",
      retryAfterSeconds: Math.max(1, Math.ceil(Math.max(...over.map((c) => c.resetInMs)) / 1000)),
    };
  }
  const account = await deps.db.kysely
    .selectFrom("staff")
    .select("id")
    .where("email", "=", email.trim().toLowerCase())
    .where("disabled_at", "is", null)
    .executeTakeFirst();
  // Without e-mail the link could only be shown here, to whoever typed the address: never.
  if (account && deps.delivery === "email") await sendReset(deps.db, account.id, null, deps.now(), "email");
  log().info({ event: "inbox.reset-requested", known: Boolean(account) }, "inbox: a password reset was asked for");
  return { kind: "answered" };
}
