import "server-only";
import { sql, type Selectable } from "kysely";
import { recordAudit, type AuditEntry } from "@/lib/audit";
import { database, type Database } from "@/lib/db";
import type { Staff } from "@/lib/db/schema";
import { sealedContext } from "@/lib/db/sealed-columns";
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
  /** When two-factor sign-in was turned on (lib/staff/two-factor.ts); null while it is off. */
  twoFactorAt: string | null;
};

/** A new account: two-factor sign-in starts off, whoever adds it. */
export type NewStaffAccount = Omit<StaffAccount, "twoFactorAt">;

/** The account's TOTP secret, opened, and the last step accepted; `enrolled` false while it is a candidate. */
type TwoFactorSecret = { secret: Uint8Array; enrolled: boolean; lastStep: number | null };

/** One of an account's sessions, as the account page lists it: never its token or the token's hash. */
type SessionSummary = {
  id: string;
  createdAt: Date;
  lastUsedAt: Date;
  expiresAt: Date;
  browser: string;
  /** The session the list was asked from. */
  current: boolean;
};

/** An audit row written in the same transaction as the change it records. */
type Audited = { audit?: Omit<AuditEntry, "at">; at: Date };

/** How often a session's last use is written: at most once a minute, so that a busy page costs no writes. */
const lastUseResolutionMs = 60_000;

export interface StaffStore {
  /** E-mail addresses are stored lower-case; adding a taken one throws. */
  addStaff(account: NewStaffAccount): Promise<void>;
  staffByEmail(email: string): Promise<StaffAccount | null>;
  listStaff(): Promise<StaffAccount[]>;
  updateStaff(
    id: string,
    change: { passwordHash?: string; disabledAt?: string | null; role?: { role: Role; doctorId: string | null } },
  ): Promise<boolean>;
  /** Sessions are kept by the hash of their token only; `browser` is its family (lib/staff/browser.ts). */
  createSession(
    session: {
      tokenHash: string;
      staffId: string;
      createdAt: Date;
      expiresAt: Date;
      browser?: string;
    },
    change?: Audited,
  ): Promise<void>;
  /** An audit row of its own: a sign-in that failed, a sign-out. */
  recordEvent(entry: AuditEntry): Promise<void>;
  /**
   * The signed-in account, if the session exists, has not expired, was used less than `idleMs`
   * ago (when given), and its account is enabled. Each call is a use: it moves the session's
   * last use to `now`, written at most once a minute.
   */
  sessionStaff(tokenHash: string, now: Date, idleMs?: number): Promise<StaffAccount | null>;
  deleteSession(tokenHash: string): Promise<void>;
  /**
   * Ends every session of one account (disable, password reset, "sign out everywhere"), but the
   * one of `except`'s token hash when given, and expired ones of everyone.
   */
  deleteSessions(where: { staffId?: string; expiredBefore?: Date; except?: string }): Promise<number>;
  /** The account's open sessions, most recently used first; `current` marks the one of this token hash. */
  listSessions(staffId: string, currentTokenHash: string | undefined, now: Date): Promise<SessionSummary[]>;
  /** Ends every session of the account ("sign out everywhere"), recorded in the audit; how many ended. */
  endSessions(staffId: string, change: Audited): Promise<number>;
  /** Ends one of the account's own sessions by its id; false when it has no such session. */
  endSession(staffId: string, sessionId: string, change: Audited): Promise<boolean>;
  /** A new password, recorded in the audit; the account's other sessions end with it (all when `keep` is not given). */
  changePassword(staffId: string, passwordHash: string, change: Audited & { keep?: string }): Promise<boolean>;

  /** The account's TOTP secret, opened with the vault; null when it has none. */
  twoFactorSecret(staffId: string): Promise<TwoFactorSecret | null>;
  /** Keeps a candidate secret for enrolment, replacing an earlier candidate; false once two-factor sign-in is on. */
  startEnrolment(staffId: string, secret: Uint8Array): Promise<boolean>;
  /**
   * Turns two-factor sign-in on with the candidate secret, whose code of `step` was just typed,
   * and keeps the new recovery codes' hashes in place of any earlier ones; false if it was on already.
   */
  finishEnrolment(staffId: string, step: number, recoveryHashes: readonly string[], change: Audited): Promise<boolean>;
  /** Takes the code of `step` as used: false if that step or a later one was used already (a replay). */
  acceptStep(staffId: string, step: number): Promise<boolean>;
  /** Uses up one recovery code: false if it is none of the account's, or was used. */
  useRecoveryCode(staffId: string, codeHash: string, change: Audited): Promise<boolean>;
  recoveryCodesLeft(staffId: string): Promise<number>;
  /** Turns two-factor sign-in off: the secret and the recovery codes are deleted. */
  removeTwoFactor(staffId: string, change: Audited): Promise<boolean>;
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
    twoFactorAt: r.totp_enrolled_at?.toISOString() ?? null,
  };
}

/**
 * Takes an account's two-factor sign-in away, its secret and its recovery codes, inside the
 * caller's transaction; false when it had none. The account page and the owner's staff page
 * (lib/staff/desk.ts) both end it so.
 */
export async function clearTwoFactor(trx: Database["kysely"], staffId: string): Promise<boolean> {
  const result = await trx
    .updateTable("staff")
    .set({ totp_secret: null, totp_enrolled_at: null, totp_last_step: null })
    .where("id", "=", staffId)
    .where("totp_secret", "is not", null)
    .executeTakeFirst();
  await trx.deleteFrom("staff_recovery_codes").where("staff_id", "=", staffId).execute();
  return result.numUpdatedRows > 0n;
}

const secretContext = (staffId: string) => sealedContext("staff", "totp_secret", staffId);

export function openStaffStore({ kysely, vault }: Database): StaffStore {
  /** Runs a change and its audit row together, or neither. */
  const audited = <T>(
    change: Audited,
    work: (trx: typeof kysely) => Promise<T>,
    done: (result: T) => boolean = (result) => Boolean(result),
  ) =>
    kysely.transaction().execute(async (trx) => {
      const result = await work(trx);
      if (change.audit && done(result)) await recordAudit(trx, { ...change.audit, at: change.at });
      return result;
    });

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

    async createSession({ tokenHash, staffId, createdAt, expiresAt, browser = "" }, change = { at: createdAt }) {
      await audited(change, async (trx) => {
        await trx
          .insertInto("staff_sessions")
          .values({
            token_hash: tokenHash,
            staff_id: staffId,
            created_at: createdAt,
            expires_at: expiresAt,
            last_used_at: createdAt,
            browser: withoutNul(browser).slice(0, 40),
          })
          .execute();
        return true;
      });
    },

    async recordEvent(entry) {
      await recordAudit(kysely, entry);
    },

    async sessionStaff(tokenHash, now, idleMs) {
      let query = kysely
        .selectFrom("staff_sessions")
        .innerJoin("staff", "staff.id", "staff_sessions.staff_id")
        .selectAll("staff")
        .select("staff_sessions.last_used_at as session_last_used_at")
        .where("staff_sessions.token_hash", "=", tokenHash)
        .where("staff_sessions.expires_at", ">", now)
        .where("staff.disabled_at", "is", null);
      if (idleMs !== undefined)
        query = query.where("staff_sessions.last_used_at", ">", new Date(now.getTime() - idleMs));
      const row = await query.executeTakeFirst();
      if (!row) return null;
      if (now.getTime() - row.session_last_used_at.getTime() >= lastUseResolutionMs)
        await kysely
          .updateTable("staff_sessions")
          .set({ last_used_at: now })
          .where("token_hash", "=", tokenHash)
          .where("last_used_at", "<", now)
          .execute();
      return toAccount(row);
    },

    async deleteSession(tokenHash) {
      await kysely.deleteFrom("staff_sessions").where("token_hash", "=", tokenHash).execute();
    },

    async deleteSessions({ staffId, expiredBefore, except }) {
      let n = 0n;
      if (staffId)
        n += (
          await kysely
            .deleteFrom("staff_sessions")
            .where("staff_id", "=", staffId)
            .$if(except !== undefined, (q) => q.where("token_hash", "!=", except!))
            .executeTakeFirst()
        ).numDeletedRows;
      if (expiredBefore)
        n += (await kysely.deleteFrom("staff_sessions").where("expires_at", "<=", expiredBefore).executeTakeFirst())
          .numDeletedRows;
      return Number(n);
    },

    async listSessions(staffId, currentTokenHash, now) {
      const rows = await kysely
        .selectFrom("staff_sessions")
        .select(["id", "token_hash", "created_at", "last_used_at", "expires_at", "browser"])
        .where("staff_id", "=", staffId)
        .where("expires_at", ">", now)
        .orderBy("last_used_at", "desc")
        .orderBy("id")
        .execute();
      return rows.map((r) => ({
        id: r.id,
        createdAt: r.created_at,
        lastUsedAt: r.last_used_at,
        expiresAt: r.expires_at,
        browser: r.browser,
        current: r.token_hash === currentTokenHash,
      }));
    },

    async endSessions(staffId, change) {
      return audited(
        change,
        async (trx) =>
          Number(
            (await trx.deleteFrom("staff_sessions").where("staff_id", "=", staffId).executeTakeFirst()).numDeletedRows,
          ),
        () => true,
      );
    },

    async endSession(staffId, sessionId, change) {
      // Not a uuid: no session of anyone's, and no query that would fail on the cast.
      if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(sessionId)) return false;
      return audited(
        change,
        async (trx) =>
          (
            await trx
              .deleteFrom("staff_sessions")
              .where("staff_id", "=", staffId)
              .where("id", "=", sessionId)
              .executeTakeFirst()
          ).numDeletedRows > 0n,
      );
    },

    async changePassword(staffId, passwordHash, change) {
      return audited(change, async (trx) => {
        const updated = await trx
          .updateTable("staff")
          .set({ password_hash: passwordHash })
          .where("id", "=", staffId)
          .executeTakeFirst();
        if (updated.numUpdatedRows === 0n) return false;
        await trx
          .deleteFrom("staff_sessions")
          .where("staff_id", "=", staffId)
          .$if(change.keep !== undefined, (q) => q.where("token_hash", "!=", change.keep!))
          .execute();
        return true;
      });
    },

    async twoFactorSecret(staffId) {
      const row = await kysely
        .selectFrom("staff")
        .select(["totp_secret", "totp_enrolled_at", "totp_last_step"])
        .where("id", "=", staffId)
        .executeTakeFirst();
      if (!row?.totp_secret) return null;
      return {
        secret: new Uint8Array(Buffer.from(vault.openText(row.totp_secret, secretContext(staffId)), "base64")),
        enrolled: row.totp_enrolled_at !== null,
        lastStep: row.totp_last_step === null ? null : Number(row.totp_last_step),
      };
    },

    async startEnrolment(staffId, secret) {
      const sealed = vault.sealText(Buffer.from(secret).toString("base64"), secretContext(staffId));
      const result = await kysely
        .updateTable("staff")
        .set({ totp_secret: sealed, totp_last_step: null })
        .where("id", "=", staffId)
        .where("totp_enrolled_at", "is", null)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    async finishEnrolment(staffId, step, recoveryHashes, change) {
      return audited(change, async (trx) => {
        const result = await trx
          .updateTable("staff")
          .set({ totp_enrolled_at: change.at, totp_last_step: step })
          .where("id", "=", staffId)
          .where("totp_enrolled_at", "is", null)
          .where("totp_secret", "is not", null)
          .executeTakeFirst();
        if (result.numUpdatedRows === 0n) return false;
        await trx.deleteFrom("staff_recovery_codes").where("staff_id", "=", staffId).execute();
        await trx
          .insertInto("staff_recovery_codes")
          .values(recoveryHashes.map((code_hash) => ({ staff_id: staffId, code_hash })))
          .execute();
        return true;
      });
    },

    async acceptStep(staffId, step) {
      // One statement: of two requests racing with the same code, one updates the row and the other finds it taken.
      const result = await kysely
        .updateTable("staff")
        .set({ totp_last_step: step })
        .where("id", "=", staffId)
        .where("totp_enrolled_at", "is not", null)
        .where((eb) => eb.or([eb("totp_last_step", "is", null), eb("totp_last_step", "<", String(step))]))
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    async useRecoveryCode(staffId, codeHash, change) {
      return audited(
        change,
        async (trx) =>
          (
            await trx
              .updateTable("staff_recovery_codes")
              .set({ used_at: change.at })
              .where("staff_id", "=", staffId)
              .where("code_hash", "=", codeHash)
              .where("used_at", "is", null)
              .executeTakeFirst()
          ).numUpdatedRows > 0n,
      );
    },

    async recoveryCodesLeft(staffId) {
      const row = await kysely
        .selectFrom("staff_recovery_codes")
        .select((eb) => eb.fn.countAll<string>().as("n"))
        .where("staff_id", "=", staffId)
        .where("used_at", "is", null)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async removeTwoFactor(staffId, change) {
      return audited(change, (trx) => clearTwoFactor(trx, staffId));
    },
  };
}

/** The staff store on this process's one database (lib/db). */
export async function staffStore(): Promise<StaffStore> {
  return openStaffStore(await database());
}
