import "server-only";
import { createHash, randomBytes, randomUUID, timingSafeEqual } from "node:crypto";
import { sql } from "kysely";
import { recordAudit } from "@/lib/audit";
import type { Database } from "@/lib/db/database";
import { withoutNul } from "@/lib/db/text";
import { peekSingleton, resetSingleton, singleton } from "@/lib/singleton.mjs";

/**
 * The first owner of a fresh install (docs/inbox.md, Staff accounts): while the store has no
 * staff account, /inbox/set-up makes one, but only with a code that the server wrote to its own
 * log when it started. Whoever reads the server's log runs the clinic's server; a stranger who
 * finds a fresh install on the internet cannot claim it. The code lives in this process only
 * (a restart writes a new one) and works once; the set-up is refused once any account exists.
 */
export type SetUpCode = { hash: Buffer; used: boolean };

/** Twelve characters from an alphabet without look-alikes (no 0/O, 1/l/I), in groups of four for reading off a log. */
const alphabet = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";

export function newSetUpCode(): string {
  const bytes = randomBytes(12);
  const chars = [...bytes].map((b) => alphabet[b % alphabet.length]);
  return [0, 4, 8].map((i) => chars.slice(i, i + 4).join("")).join("-");
}

const normalised = (typed: string) => typed.toUpperCase().replace(/[^0-9A-Z]/g, "");
const hashOf = (code: string) => createHash("sha256").update(normalised(code)).digest();

export const setUpCodeState = (code: string): SetUpCode => ({ hash: hashOf(code), used: false });

/** Whether `typed` is the code (spaces, dashes and case aside), compared in constant time. */
export function codeMatches(state: SetUpCode | undefined, typed: string): boolean {
  if (!state || state.used || !typed) return false;
  return timingSafeEqual(state.hash, hashOf(typed));
}

/** Whether the store has no staff account yet: the only time set-up is offered. */
export async function storeHasNoStaff({ kysely }: Pick<Database, "kysely">): Promise<boolean> {
  return !(await kysely.selectFrom("staff").select("id").limit(1).executeTakeFirst());
}

/**
 * Makes the first owner, in a transaction that holds the staff table against a second set-up at
 * the same moment; false when an account exists already (nothing is made).
 */
export async function createFirstOwner(
  { kysely }: Pick<Database, "kysely">,
  owner: { name: string; email: string; passwordHash: string },
  now: Date,
): Promise<{ id: string } | null> {
  return kysely.transaction().execute(async (trx) => {
    await sql`LOCK TABLE staff IN SHARE ROW EXCLUSIVE MODE`.execute(trx);
    if (await trx.selectFrom("staff").select("id").limit(1).executeTakeFirst()) return null;
    const id = randomUUID();
    const name = withoutNul(owner.name);
    await trx
      .insertInto("staff")
      .values({
        id,
        name,
        email: withoutNul(owner.email.trim().toLowerCase()),
        password_hash: owner.passwordHash,
        role: "owner",
        doctor_id: null,
        created_at: now,
        disabled_at: null,
      })
      .execute();
    await recordAudit(trx, {
      by: { staffId: id, staffName: name },
      action: "staff.owner-set-up",
      subject: { type: "staff", id },
      at: now,
    });
    return { id };
  });
}

/** This process's code, once it has written one (a restart writes a new one). */
export const currentSetUpCode = () => peekSingleton<SetUpCode>("ownerSetUpCode");

/**
 * At start, on a store with no staff account: draws the code and writes it to the log, one
 * line. Nothing is written once an account exists.
 */
export async function announceOwnerSetUp(
  db: Pick<Database, "kysely">,
  write: (fields: Record<string, unknown>, message: string) => void,
  siteUrl: string,
): Promise<void> {
  if (!(await storeHasNoStaff(db))) return;
  const code = newSetUpCode();
  resetSingleton("ownerSetUpCode");
  singleton("ownerSetUpCode", () => setUpCodeState(code));
  write(
    { event: "inbox.owner-set-up-code" },
    `inbox: no staff account yet. Open ${siteUrl}/inbox/set-up and give the one-time code ${code} to make the clinic's first owner (it works once, until this server restarts)`,
  );
}

/** Spends this process's code: a second set-up with it is refused even if the first failed later on. */
export function spendSetUpCode(): void {
  const state = currentSetUpCode();
  if (state) state.used = true;
}
