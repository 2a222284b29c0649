import "server-only";
import { createHash, randomBytes, randomUUID } from "node:crypto";
import type { Kysely, Selectable } from "kysely";
import { recordAudit } from "@/lib/audit";
import type { DB, StaffLinks } from "@/lib/db/schema";
import { withoutNul } from "@/lib/db/text";
import type { Role } from "./policy";

/**
 * Invitations and password resets (docs/inbox.md, Staff accounts): a link that sets an
 * account's password once. Its token is 32 random bytes; the store keeps only its SHA-256, as it
 * does a session's (lib/staff/session.ts), so a copy of the database opens no link. A link works
 * once and for 72 hours. An e-mailed link's token is made when the e-mail is sent (the kind's
 * preparer, `mintLinkToken`), so not even the outbox holds it; without e-mail the owner is shown
 * the link once.
 */
export const linkLifetimeMs = 72 * 3_600_000;

export type LinkPurpose = "invitation" | "reset";

/** The paths a link opens: one page per purpose. */
export const linkPath = (purpose: LinkPurpose, token: string) =>
  `/inbox/${purpose === "invitation" ? "invitation" : "reset"}/${token}`;

const newLinkToken = () => randomBytes(32).toString("base64url");

export const linkTokenHash = (token: string) => createHash("sha256").update(token, "utf8").digest("hex");

/** A token in the shape newLinkToken makes; anything else is not looked up. */
export const isLinkToken = (value: unknown): value is string =>
  typeof value === "string" && /^[A-Za-z0-9_-]{43}$/.test(value);

type Db = Kysely<DB>;

/** Who made a link or changed an account, as the audit names them. */
export type Actor = { staffId: string | null; staffName: string };

export type OpenLink = {
  id: string;
  purpose: LinkPurpose;
  name: string;
  email: string;
  role: Role | null;
  staffId: string | null;
  expiresAt: Date;
};

const toLink = (row: Selectable<StaffLinks>): OpenLink => ({
  id: row.id,
  purpose: row.purpose as LinkPurpose,
  name: row.name,
  email: row.email,
  role: row.role,
  staffId: row.staff_id,
  expiresAt: row.expires_at,
});

/**
 * A new link row (an invitation or a reset) in the caller's transaction; the links of the same
 * purpose for the same address not used yet end now, so only the newest opens anything. With
 * `mint`, its token is made at once and answered (for the screen); otherwise the e-mail makes it.
 */
export async function addLink(
  trx: Db,
  link:
    | { purpose: "invitation"; name: string; email: string; role: Role; doctorId: string | null }
    | { purpose: "reset"; staffId: string; name: string; email: string },
  by: Actor | null,
  now: Date,
  mint: boolean,
): Promise<{ id: string; token?: string }> {
  const email = withoutNul(link.email.trim().toLowerCase());
  await trx
    .updateTable("staff_links")
    .set({ expires_at: now })
    .where("email", "=", email)
    .where("purpose", "=", link.purpose)
    .where("used_at", "is", null)
    .where("expires_at", ">", now)
    .execute();
  const id = randomUUID();
  const token = mint ? newLinkToken() : undefined;
  await trx
    .insertInto("staff_links")
    .values({
      id,
      purpose: link.purpose,
      token_hash: token ? linkTokenHash(token) : null,
      staff_id: link.purpose === "reset" ? link.staffId : null,
      name: withoutNul(link.name),
      email,
      role: link.purpose === "invitation" ? link.role : null,
      doctor_id: link.purpose === "invitation" && link.role === "doctor" ? link.doctorId : null,
      created_by_id: by?.staffId ?? null,
      created_by_name: withoutNul(by?.staffName ?? ""),
      created_at: now,
      expires_at: new Date(now.getTime() + linkLifetimeMs),
    })
    .execute();
  return { id, token };
}

/**
 * Makes the link's token now (its e-mail is being sent), replacing any made before: the newest
 * e-mail's link is the one that works. Null when the link was used, ended or replaced: then the
 * e-mail is not sent.
 */
export async function mintLinkToken(db: Db, id: string, now: Date): Promise<{ token: string; link: OpenLink } | null> {
  const token = newLinkToken();
  const row = await db
    .updateTable("staff_links")
    .set({ token_hash: linkTokenHash(token) })
    .where("id", "=", id)
    .where("used_at", "is", null)
    .where("expires_at", ">", now)
    .returningAll()
    .executeTakeFirst();
  return row ? { token, link: toLink(row) } : null;
}

/** The link a token opens while it is unused and unexpired; null otherwise (and for anything not a token). */
export async function openLink(db: Db, token: unknown, now: Date): Promise<OpenLink | null> {
  if (!isLinkToken(token)) return null;
  const row = await db
    .selectFrom("staff_links")
    .selectAll()
    .where("token_hash", "=", linkTokenHash(token))
    .where("used_at", "is", null)
    .where("expires_at", ">", now)
    .executeTakeFirst();
  return row ? toLink(row) : null;
}

export type SpendResult =
  | { kind: "done"; purpose: LinkPurpose; staffId: string; email: string }
  /** Used, expired, replaced, never made, or its account disabled or gone since. */
  | { kind: "spent" };

/**
 * Sets the password a link was for, once: the link is taken with its row locked, so two posts
 * at once set it only once. An invitation becomes its account (with the role it was given); a
 * reset changes the account's password and ends every session it had. Audited in the same
 * transaction; the password arrives hashed (lib/staff/password.ts), checked by the caller.
 */
export async function spendLink(db: Db, token: unknown, passwordHash: string, now: Date): Promise<SpendResult> {
  if (!isLinkToken(token)) return { kind: "spent" };
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom("staff_links")
      .selectAll()
      .where("token_hash", "=", linkTokenHash(token))
      .where("used_at", "is", null)
      .where("expires_at", ">", now)
      .forUpdate()
      .executeTakeFirst();
    if (!row) return { kind: "spent" } as const;
    let staffId: string;
    if (row.purpose === "invitation") {
      const taken = await trx.selectFrom("staff").select("id").where("email", "=", row.email).executeTakeFirst();
      if (taken) return { kind: "spent" } as const;
      staffId = randomUUID();
      await trx
        .insertInto("staff")
        .values({
          id: staffId,
          name: row.name,
          email: row.email,
          password_hash: passwordHash,
          role: row.role!,
          doctor_id: row.role === "doctor" ? row.doctor_id : null,
          created_at: now,
          disabled_at: null,
        })
        .execute();
      await recordAudit(trx, {
        by: { staffId, staffName: row.name },
        action: "staff.invitation-accepted",
        subject: { type: "staff", id: staffId },
        detail: { role: row.role!, invitedBy: row.created_by_id ?? "" },
        at: now,
      });
    } else {
      const account = await trx
        .updateTable("staff")
        .set({ password_hash: passwordHash })
        .where("id", "=", row.staff_id!)
        .where("disabled_at", "is", null)
        .returning(["id", "name"])
        .executeTakeFirst();
      if (!account) return { kind: "spent" } as const;
      staffId = account.id;
      const ended = await trx.deleteFrom("staff_sessions").where("staff_id", "=", staffId).executeTakeFirst();
      await recordAudit(trx, {
        by: { staffId, staffName: account.name },
        action: "staff.password-changed",
        subject: { type: "staff", id: staffId },
        detail: { through: "reset link", sessionsEnded: Number(ended.numDeletedRows) },
        at: now,
      });
    }
    await trx.updateTable("staff_links").set({ used_at: now }).where("id", "=", row.id).execute();
    return { kind: "done", purpose: row.purpose as LinkPurpose, staffId, email: row.email } as const;
  });
}

/** The invitations not accepted yet and still open, newest first, for the staff page. */
export async function openInvitations(db: Db, now: Date) {
  const rows = await db
    .selectFrom("staff_links")
    .selectAll()
    .where("purpose", "=", "invitation")
    .where("used_at", "is", null)
    .where("expires_at", ">", now)
    .orderBy("created_at", "desc")
    .execute();
  return rows.map((row) => ({ ...toLink(row), doctorId: row.doctor_id, invitedBy: row.created_by_name }));
}
