import "server-only";
import type { Kysely } from "kysely";
import type { DB } from "@/lib/db/schema";
import { withoutNul } from "@/lib/db/text";
import type { NewStaffAccount } from "./store";

/**
 * An account copied from another store (an earlier release's SQLite file, lib/leads/import): added
 * in the caller's transaction, with its password hash as it was, unless its id or e-mail is already
 * taken, so that a second import copies nothing. Returns how many accounts were added (0 or 1).
 */
export async function copyStaffAccount(executor: Kysely<DB>, account: NewStaffAccount): Promise<number> {
  const result = await executor
    .insertInto("staff")
    .values({
      id: withoutNul(account.id),
      name: withoutNul(account.name),
      email: withoutNul(account.email.toLowerCase()),
      password_hash: withoutNul(account.passwordHash),
      role: account.role,
      doctor_id: account.role === "doctor" ? account.doctorId : null,
      created_at: account.createdAt,
      disabled_at: account.disabledAt,
    })
    .onConflict((c) => c.doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
}
