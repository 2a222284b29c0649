import "server-only";
import { sql, type Selectable } from "kysely";
import { database, type Database } from "@/lib/db";
import type { Staff } from "@/lib/db/schema";
import { withoutNul } from "@/lib/db/text";
import { isRole, type Role } from "./policy";

/**
 * Staff accounts and their sessions (docs/decisions/035): the staff domain's own tables,
 * `staff` and `staff_sessions`, and the only code that names their columns.
 */
export type StaffAccount = {
  id: string;
  name: string;
  email: string;
  passwordHash: string;
  /** What the account may do (lib/staff/policy.ts). */
  role: Role;
  /** The roster's id of the doctor a doctor's account is; null for every other role. */
  doctorId: string | null;
  createdAt: string;
  disabledAt: string | null;
};

export interface StaffStore {
  /** E-mail addresses are stored lower-case; adding a taken one throws. */
  addStaff(account: StaffAccount): Promise<void>;
  staffByEmail(email: string): Promise<StaffAccount | null>;
  listStaff(): Promise<StaffAccount[]>;
  updateStaff(
    id: string,
    change: { passwordHash?: string; disabledAt?: string | null; role?: { role: Role; doctorId: string | null } },
  ): Promise<boolean>;
  /** Sessions are kept by the hash of their token only. */
  createSession(session: { tokenHash: string; staffId: string; createdAt: Date; expiresAt: Date }): Promise<void>;
  /** The signed-in account, if the session exists, has not expired and its account is enabled. */
  sessionStaff(tokenHash: string, now: Date): Promise<StaffAccount | null>;
  deleteSession(tokenHash: string): Promise<void>;
  /** Ends every session of one account (disable, password reset), and expired ones of everyone. */
  deleteSessions(where: { staffId?: string; expiredBefore?: Date }): Promise<number>;
}

function toAccount(r: Selectable<Staff>): StaffAccount {
  // The column's CHECK allows only these; a row that says otherwise is a store this code does not know.
  if (!isRole(r.role)) throw new Error(`staff ${r.id} has the unknown role ${JSON.stringify(r.role)}`);
  return {
    id: r.id,
    name: r.name,
    email: r.email,
    passwordHash: r.password_hash,
    role: r.role,
    doctorId: r.doctor_id,
    createdAt: r.created_at.toISOString(),
    disabledAt: r.disabled_at?.toISOString() ?? null,
  };
}

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
          role: account.role,
          doctor_id: account.role === "doctor" ? account.doctorId : null,
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

    async updateStaff(id, { passwordHash, disabledAt, role }) {
      if (passwordHash === undefined && disabledAt === undefined && role === undefined) return false;
      const result = await kysely
        .updateTable("staff")
        .set({
          ...(passwordHash !== undefined && { password_hash: passwordHash }),
          ...(disabledAt !== undefined && { disabled_at: disabledAt }),
          ...(role !== undefined && {
            role: role.role,
            doctor_id: role.role === "doctor" ? role.doctorId : null,
          }),
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
