import "server-only";
import { sql, type Selectable } from "kysely";
import { database, type Database } from "@/lib/db";
import type { Staff } from "@/lib/db/schema";
import { withoutNul } from "@/lib/db/text";

/**
 * Staff accounts and their sessions (docs/decisions/035): the staff domain's own tables,
 * `staff` and `staff_sessions`, and the only code that names their columns.
 */
export type StaffAccount = {
  id: string;
  name: string;
  email: string;
  passwordHash: string;
  createdAt: string;
  disabledAt: string | null;
};

export interface StaffStore {
  /** E-mail addresses are stored lower-case; adding a taken one throws. */
  addStaff(account: StaffAccount): Promise<void>;
  staffByEmail(email: string): Promise<StaffAccount | null>;
  listStaff(): Promise<StaffAccount[]>;
  updateStaff(id: string, change: { passwordHash?: string; disabledAt?: string | null }): Promise<boolean>;
  /** Sessions are kept by the hash of their token only. */
  createSession(session: { tokenHash: string; staffId: string; createdAt: Date; expiresAt: Date }): Promise<void>;
  /** The signed-in account, if the session exists, has not expired and its account is enabled. */
  sessionStaff(tokenHash: string, now: Date): Promise<StaffAccount | null>;
  deleteSession(tokenHash: string): Promise<void>;
  /** Ends every session of one account (disable, password reset), and expired ones of everyone. */
  deleteSessions(where: { staffId?: string; expiredBefore?: Date }): Promise<number>;
}

const toAccount = (r: Selectable<Staff>): StaffAccount => ({
  id: r.id,
  name: r.name,
  email: r.email,
  passwordHash: r.password_hash,
  createdAt: r.created_at.toISOString(),
  disabledAt: r.disabled_at?.toISOString() ?? null,
});

export function openStaffStore({ kysely }: Database): StaffStore {
  return {
    async addStaff(account) {
      await kysely
        .insertInto("staff")
        .values({
          id: account.id,
          name: withoutNul(account.name),
          email: withoutNul(account.email.toLowerCase()),
          password_hash: account.passwordHash,
          created_at: account.createdAt,
          disabled_at: account.disabledAt,
        })
        .execute();
    },

    async staffByEmail(email) {
      const row = await kysely
        .selectFrom("staff")
        .selectAll()
        .where("email", "=", withoutNul(email.trim().toLowerCase()))
        .executeTakeFirst();
      return row ? toAccount(row) : null;
    },

    async listStaff() {
      // Byte order, whatever the database's locale: the list reads the same on every store.
      const rows = await kysely
        .selectFrom("staff")
        .selectAll()
        .orderBy(sql`name COLLATE "C"`)
        .orderBy(sql`email COLLATE "C"`)
        .execute();
      return rows.map(toAccount);
    },

    async updateStaff(id, { passwordHash, disabledAt }) {
      if (passwordHash === undefined && disabledAt === undefined) return false;
      const result = await kysely
        .updateTable("staff")
        .set({
          ...(passwordHash !== undefined && { password_hash: passwordHash }),
          ...(disabledAt !== undefined && { disabled_at: disabledAt }),
        })
        .where("id", "=", id)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    async createSession({ tokenHash, staffId, createdAt, expiresAt }) {
      await kysely
        .insertInto("staff_sessions")
        .values({ token_hash: tokenHash, staff_id: staffId, created_at: createdAt, expires_at: expiresAt })
        .execute();
    },

    async sessionStaff(tokenHash, now) {
      const row = await kysely
        .selectFrom("staff_sessions")
        .innerJoin("staff", "staff.id", "staff_sessions.staff_id")
        .selectAll("staff")
        .where("staff_sessions.token_hash", "=", tokenHash)
        .where("staff_sessions.expires_at", ">", now)
        .where("staff.disabled_at", "is", null)
        .executeTakeFirst();
      return row ? toAccount(row) : null;
    },

    async deleteSession(tokenHash) {
      await kysely.deleteFrom("staff_sessions").where("token_hash", "=", tokenHash).execute();
    },

    async deleteSessions({ staffId, expiredBefore }) {
      let n = 0n;
      if (staffId)
        n += (await kysely.deleteFrom("staff_sessions").where("staff_id", "=", staffId).executeTakeFirst())
          .numDeletedRows;
      if (expiredBefore)
        n += (await kysely.deleteFrom("staff_sessions").where("expires_at", "<=", expiredBefore).executeTakeFirst())
          .numDeletedRows;
      return Number(n);
    },
  };
}

/** The staff store on this process's one database (lib/db). */
export async function staffStore(): Promise<StaffStore> {
  return openStaffStore(await database());
}
