import "server-only";
import { sql } from "kysely";
import { recordAudit } from "@/lib/audit";
import type { Database } from "@/lib/db/database";
import { withoutNul } from "@/lib/db/text";
import { queueMessage } from "@/lib/messages";
import { addLink, type Actor } from "./links";
import { isRole, type Role } from "./policy";
import { clearTwoFactor } from "./store";

/**
 * The owner's staff page (docs/inbox.md, Staff accounts): every account with what the store
 * knows of it, and the changes an owner makes, each in one transaction with its audit row.
 * The clinic keeps at least one enabled owner: the last one can be neither disabled nor given
 * another role, whoever asks, so the desk can never lock its owners out.
 */
export type DeskAccount = {
  id: string;
  name: string;
  email: string;
  role: Role;
  doctorId: string | null;
  createdAt: Date;
  disabledAt: Date | null;
  /** The latest sign-in the store knows of (an open session's start, or the audit's sign-in). */
  lastSignInAt: Date | null;
  /** Sessions not expired yet. */
  openSessions: number;
  /** When the account enrolled its authenticator app, or null while it signs in by password alone. */
  twoFactorSince: Date | null;
};

type Db = Pick<Database, "kysely" | "jobs">;

export async function deskAccounts({ kysely }: Pick<Database, "kysely">, now: Date): Promise<DeskAccount[]> {
  const rows = await kysely
    .selectFrom("staff")
    .selectAll("staff")
    .select((eb) => [
      eb
        .selectFrom("staff_sessions")
        .select((s) => s.fn.countAll<string>().as("n"))
        .whereRef("staff_sessions.staff_id", "=", "staff.id")
        .where("staff_sessions.expires_at", ">", now)
        .as("open_sessions"),
      eb
        .selectFrom("staff_sessions")
        .select((s) => s.fn.max("staff_sessions.created_at").as("at"))
        .whereRef("staff_sessions.staff_id", "=", "staff.id")
        .as("session_at"),
      eb
        .selectFrom("audit_events")
        .select((s) => s.fn.max("audit_events.at").as("at"))
        .whereRef("audit_events.staff_id", "=", "staff.id")
        .where("audit_events.action", "=", "staff.signed-in")
        .as("audit_at"),
    ])
    .orderBy(sql`staff.name COLLATE "C"`)
    .orderBy(sql`staff.email COLLATE "C"`)
    .execute();
  return rows.map((r) => {
    const times = [r.session_at, r.audit_at].filter((t): t is Date => t instanceof Date);
    return {
      id: r.id,
      name: r.name,
      email: r.email,
      role: isRole(r.role) ? r.role : "reception",
      doctorId: r.doctor_id,
      createdAt: r.created_at,
      disabledAt: r.disabled_at,
      lastSignInAt: times.length ? new Date(Math.max(...times.map((t) => t.getTime()))) : null,
      openSessions: Number(r.open_sessions ?? 0),
      twoFactorSince: r.totp_enrolled_at,
    };
  });
}

type OwnerCheck = { id: string; role: string; disabledAt: Date | string | null };

/**
 * Why a change to `targetId` would leave the clinic without an enabled owner, or null when it
 * would not: the change takes the target's owner role away (a new role, or disabling it).
 */
export function lastOwnerRefusal(
  accounts: readonly OwnerCheck[],
  targetId: string,
  change: { role?: Role; disabled?: boolean },
): string | null {
  const target = accounts.find((a) => a.id === targetId);
  if (!target || target.role !== "owner" || target.disabledAt) return null;
  const losesOwner = (change.role !== undefined && change.role !== "owner") || change.disabled === true;
  if (!losesOwner) return null;
  const others = accounts.filter((a) => a.id !== targetId && a.role === "owner" && !a.disabledAt);
  return others.length
    ? null
    : "This is the clinic's only enabled owner: make another account an owner first, so that someone can still manage the staff.";
}

export type DeskChange = { kind: "done" } | { kind: "refused"; reason: string } | { kind: "missing" };

/** Every account's role and state, locked for the change's transaction: two owners demoting each other at once cannot both pass. */
async function lockedAccounts(trx: Database["kysely"]) {
  return (await trx.selectFrom("staff").select(["id", "role", "disabled_at"]).orderBy("id").forUpdate().execute()).map(
    (r) => ({ id: r.id, role: r.role, disabledAt: r.disabled_at }),
  );
}

/** Gives an account another role (a doctor's names the roster's doctor). */
export async function changeRole(
  { kysely }: Pick<Database, "kysely">,
  targetId: string,
  next: { role: Role; doctorId: string | null },
  by: Actor,
  now: Date,
): Promise<DeskChange> {
  return kysely.transaction().execute(async (trx) => {
    const accounts = await lockedAccounts(trx);
    const target = accounts.find((a) => a.id === targetId);
    if (!target) return { kind: "missing" } as const;
    const refusal = lastOwnerRefusal(accounts, targetId, { role: next.role });
    if (refusal) return { kind: "refused", reason: refusal } as const;
    const doctorId = next.role === "doctor" ? next.doctorId : null;
    await trx.updateTable("staff").set({ role: next.role, doctor_id: doctorId }).where("id", "=", targetId).execute();
    await recordAudit(trx, {
      by,
      action: "staff.role-changed",
      subject: { type: "staff", id: targetId },
      detail: { from: target.role, to: next.role, ...(doctorId ? { doctor: doctorId } : {}) },
      at: now,
    });
    return { kind: "done" } as const;
  });
}

/** Disables an account (every session of it ends at once) or enables it again. */
export async function setDisabled(
  { kysely }: Pick<Database, "kysely">,
  targetId: string,
  disabled: boolean,
  by: Actor,
  now: Date,
): Promise<DeskChange> {
  return kysely.transaction().execute(async (trx) => {
    const accounts = await lockedAccounts(trx);
    const target = accounts.find((a) => a.id === targetId);
    if (!target) return { kind: "missing" } as const;
    const refusal = lastOwnerRefusal(accounts, targetId, { disabled });
    if (refusal) return { kind: "refused", reason: refusal } as const;
    if (Boolean(target.disabledAt) === disabled) return { kind: "done" } as const;
    await trx
      .updateTable("staff")
      .set({ disabled_at: disabled ? now : null })
      .where("id", "=", targetId)
      .execute();
    const ended = disabled
      ? Number(
          (await trx.deleteFrom("staff_sessions").where("staff_id", "=", targetId).executeTakeFirst()).numDeletedRows,
        )
      : 0;
    await recordAudit(trx, {
      by,
      action: disabled ? "staff.disabled" : "staff.enabled",
      subject: { type: "staff", id: targetId },
      detail: disabled ? { sessionsEnded: ended } : {},
      at: now,
    });
    return { kind: "done" } as const;
  });
}

/**
 * Removes a colleague's two-factor sign-in, for one who lost their phone and their recovery
 * codes: the secret and the codes go and every session of the account ends, so the next sign-in
 * is by password and, where the role requires it (INBOX_REQUIRE_2FA), enrols a new app. One's
 * own is removed on the account page, which asks for a code or the password first.
 */
export async function removeTwoFactor(
  { kysely }: Pick<Database, "kysely">,
  targetId: string,
  by: Actor,
  now: Date,
): Promise<DeskChange> {
  if (targetId === by.staffId) return { kind: "refused", reason: "own" };
  return kysely.transaction().execute(async (trx) => {
    if (!(await clearTwoFactor(trx, targetId))) return { kind: "missing" } as const;
    const ended = Number(
      (await trx.deleteFrom("staff_sessions").where("staff_id", "=", targetId).executeTakeFirst()).numDeletedRows,
    );
    await recordAudit(trx, {
      by,
      action: "staff.two-factor-removed",
      subject: { type: "staff", id: targetId },
      detail: { by: "owner", sessionsEnded: ended },
      at: now,
    });
    return { kind: "done" } as const;
  });
}

/**
 * How a link reaches its person: by e-mail when the server sends e-mail (the link is made when
 * it is sent), else made now and shown once to the owner, who passes it on.
 */
export type Delivery = "email" | "screen";

export type LinkMade = { kind: "made"; delivery: Delivery; token?: string };

/** Invites a colleague: a single-use link that makes their account with this role. */
export async function invite(
  { kysely, jobs }: Db,
  person: { name: string; email: string; role: Role; doctorId: string | null },
  by: Actor,
  now: Date,
  delivery: Delivery,
): Promise<LinkMade | { kind: "exists" }> {
  const email = withoutNul(person.email.trim().toLowerCase());
  return kysely.transaction().execute(async (trx) => {
    if (await trx.selectFrom("staff").select("id").where("email", "=", email).executeTakeFirst())
      return { kind: "exists" } as const;
    const { id, token } = await addLink(
      trx,
      { purpose: "invitation", ...person, email },
      by,
      now,
      delivery === "screen",
    );
    if (delivery === "email")
      await queueMessage(trx, jobs, "staff-invitation", { linkId: id }, { key: `staff-link:${id}`, email });
    await recordAudit(trx, {
      by,
      action: "staff.invited",
      subject: { type: "staff-invitation", id },
      detail: { role: person.role, delivery, ...(person.doctorId ? { doctor: person.doctorId } : {}) },
      at: now,
    });
    return { kind: "made", delivery, token } as const;
  });
}

/**
 * A password reset link for an enabled account. Sent by an owner, the account's sessions end
 * now (whoever holds them is signed out); asked for on the sign-in page (`by` null), they end
 * when the link is used, so that typing someone's address signs no one out.
 */
export async function sendReset(
  { kysely, jobs }: Db,
  targetId: string,
  by: Actor | null,
  now: Date,
  delivery: Delivery,
): Promise<LinkMade | { kind: "missing" }> {
  return kysely.transaction().execute(async (trx) => {
    const account = await trx
      .selectFrom("staff")
      .select(["id", "name", "email"])
      .where("id", "=", targetId)
      .where("disabled_at", "is", null)
      .forUpdate()
      .executeTakeFirst();
    if (!account) return { kind: "missing" } as const;
    const { id, token } = await addLink(
      trx,
      { purpose: "reset", staffId: account.id, name: account.name, email: account.email },
      by,
      now,
      delivery === "screen",
    );
    if (delivery === "email")
      await queueMessage(
        trx,
        jobs,
        "staff-password-reset",
        { linkId: id },
        { key: `staff-link:${id}`, email: account.email },
      );
    const ended = by
      ? Number(
          (await trx.deleteFrom("staff_sessions").where("staff_id", "=", account.id).executeTakeFirst()).numDeletedRows,
        )
      : 0;
    await recordAudit(trx, {
      by,
      action: "staff.reset-sent",
      subject: { type: "staff", id: account.id },
      detail: { delivery, asked: by ? "owner" : "sign-in page", sessionsEnded: ended },
      at: now,
    });
    return { kind: "made", delivery, token } as const;
  });
}
