import type { DatabaseSync, SQLInputValue } from "node:sqlite";
import type { LeadStatus } from "../record";
import { fromRow, type LeadRow } from "./columns";
import { personDigits, statusStamps } from "./shared";
import type { Actor, ErasureRecord, LeadEvent, LeadFact, LeadStoreDesk, StaffAccount } from "./types";

/**
 * The follow-up desk's tables (docs/decisions/035-039): lead history and notes, staff and
 * their sessions, the erasure audit and the digest's claimed days. Added to files made before
 * them as one more migration, so an existing database keeps its leads and their statuses.
 */
export const sqliteDeskMigration = `
  ALTER TABLE leads ADD COLUMN booked_at TEXT;
  CREATE INDEX leads_status_received ON leads (status, received_at);
  CREATE TABLE lead_events (
    id INTEGER PRIMARY KEY,
    lead_id TEXT NOT NULL REFERENCES leads (id),
    at TEXT NOT NULL,
    staff_id TEXT,
    staff_name TEXT NOT NULL DEFAULT '',
    kind TEXT NOT NULL,
    from_status TEXT,
    to_status TEXT,
    note TEXT NOT NULL DEFAULT ''
  );
  CREATE INDEX lead_events_lead ON lead_events (lead_id, id);
  CREATE TABLE staff (
    id TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    email TEXT NOT NULL UNIQUE,
    password_hash TEXT NOT NULL,
    created_at TEXT NOT NULL,
    disabled_at TEXT
  );
  CREATE TABLE staff_sessions (
    token_hash TEXT PRIMARY KEY,
    staff_id TEXT NOT NULL REFERENCES staff (id),
    created_at TEXT NOT NULL,
    expires_at TEXT NOT NULL
  );
  CREATE TABLE erasures (
    id INTEGER PRIMARY KEY,
    at TEXT NOT NULL,
    staff_id TEXT,
    staff_name TEXT NOT NULL DEFAULT '',
    reason TEXT NOT NULL,
    lead_count INTEGER NOT NULL
  );
  CREATE TABLE digest_days (day TEXT PRIMARY KEY, claimed_at TEXT NOT NULL, claimed_by TEXT NOT NULL);`;


type EventRow = { id: number; lead_id: string; at: string; staff_id: string | null; staff_name: string; kind: LeadEvent["kind"]; from_status: string | null; to_status: string | null; note: string };
type StaffRow = { id: string; name: string; email: string; password_hash: string; created_at: string; disabled_at: string | null };

const toEvent = (r: EventRow): LeadEvent => ({
  id: Number(r.id),
  leadId: r.lead_id,
  at: r.at,
  staffId: r.staff_id,
  staffName: r.staff_name,
  kind: r.kind,
  fromStatus: r.from_status as LeadStatus | null,
  toStatus: r.to_status as LeadStatus | null,
  note: r.note,
});
const toStaff = (r: StaffRow): StaffAccount => ({ id: r.id, name: r.name, email: r.email, passwordHash: r.password_hash, createdAt: r.created_at, disabledAt: r.disabled_at });

export function sqliteDesk(db: DatabaseSync, tx: <T>(work: () => T) => T): LeadStoreDesk {
  const event = db.prepare(
    `INSERT INTO lead_events (lead_id, at, staff_id, staff_name, kind, from_status, to_status, note) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const record = (leadId: string, at: string, by: Actor | undefined, kind: LeadEvent["kind"], from: string | null, to: string | null, note: string) =>
    event.run(leadId, at, by?.staffId ?? null, by?.staffName ?? "", kind, from, to, note);

  /** Deletes leads and everything that hangs off them; the caller holds the transaction. */
  const eraseIds = (ids: readonly string[]) => {
    let erased = 0;
    for (const id of ids) {
      db.prepare(`DELETE FROM lead_events WHERE lead_id = ?`).run(id);
      db.prepare(`DELETE FROM outbox WHERE lead_id = ?`).run(id);
      erased += Number(db.prepare(`DELETE FROM leads WHERE id = ?`).run(id).changes);
    }
    return erased;
  };
  const audit = (at: Date, by: Actor, reason: ErasureRecord["reason"], count: number) =>
    db.prepare(`INSERT INTO erasures (at, staff_id, staff_name, reason, lead_count) VALUES (?, ?, ?, ?, ?)`).run(at.toISOString(), by.staffId, by.staffName, reason, count);

  return {
    async setStatus(id, status, at, change = {}) {
      return tx(() => {
        const row = db.prepare(`SELECT status, contacted_at, booked_at FROM leads WHERE id = ?`).get(id) as
          | { status: string; contacted_at: string | null; booked_at: string | null }
          | undefined;
        if (!row) return false;
        const when = at.toISOString();
        if (row.status !== status) {
          const stamps = statusStamps(status, when, { contactedAt: row.contacted_at, bookedAt: row.booked_at });
          db.prepare(`UPDATE leads SET status = ?, contacted_at = ?, booked_at = ? WHERE id = ?`).run(status, stamps.contactedAt, stamps.bookedAt, id);
          record(id, when, change.by, "status", row.status, status, change.note?.trim() ?? "");
        } else if (change.note?.trim()) {
          record(id, when, change.by, "note", null, null, change.note.trim());
        }
        return true;
      });
    },

    async addNote(id, note, at, by) {
      return tx(() => {
        if (!db.prepare(`SELECT 1 FROM leads WHERE id = ?`).get(id)) return false;
        record(id, at.toISOString(), by, "note", null, null, note.trim());
        return true;
      });
    },

    async historyFor(leadId) {
      return (db.prepare(`SELECT * FROM lead_events WHERE lead_id = ? ORDER BY at, id`).all(leadId) as unknown as EventRow[]).map(toEvent);
    },

    async countOverdue(cutoff) {
      const row = db.prepare(`SELECT count(*) AS n FROM leads WHERE status = 'new' AND received_at < ?`).get(cutoff.toISOString()) as { n: number };
      return Number(row.n);
    },

    async overdueLeads(cutoff, limit) {
      const rows = db
        .prepare(`SELECT * FROM leads WHERE status = 'new' AND received_at < ? ORDER BY received_at, id LIMIT ?`)
        .all(cutoff.toISOString(), limit) as unknown as LeadRow[];
      return rows.map(fromRow);
    },

    async leadFacts(since) {
      const rows = db
        .prepare(
          `SELECT received_at, form_type, landing_page, referrer, utm_campaign, country, status, booked_at FROM leads WHERE received_at >= ? ORDER BY received_at`,
        )
        .all(since.toISOString()) as Array<Record<string, string | null>>;
      return rows.map(
        (r): LeadFact => ({
          receivedAt: r.received_at!,
          formType: r.form_type as LeadFact["formType"],
          landingPage: r.landing_page ?? "",
          referrer: r.referrer ?? "",
          utmCampaign: r.utm_campaign ?? "",
          country: r.country ?? "",
          status: r.status as LeadStatus,
          bookedAt: r.booked_at ?? null,
        }),
      );
    },

    async findPerson({ email, phone }) {
      const where: string[] = [];
      const params: SQLInputValue[] = [];
      const address = email?.trim().toLowerCase();
      if (address) {
        where.push(`lower(email) = ?`);
        params.push(address);
      }
      const digits = personDigits(phone);
      if (digits) {
        // The stored E.164 number ends with the national digits; the typed digits may equal them.
        where.push(`(replace(phone_e164, '+', '') LIKE ? OR ltrim(phone, '0') = ?)`);
        params.push(`%${digits}`, digits);
      }
      if (!where.length) return [];
      const rows = db.prepare(`SELECT * FROM leads WHERE ${where.join(" OR ")} ORDER BY received_at DESC, id DESC`).all(...params) as unknown as LeadRow[];
      return rows.map(fromRow);
    },

    async eraseLeads(ids, { at, by, reason }) {
      return tx(() => {
        const erased = eraseIds([...new Set(ids)]);
        if (erased) audit(at, by, reason, erased);
        return erased;
      });
    },

    async eraseReceivedBefore(cutoff, { at, by }) {
      return tx(() => {
        const ids = (db.prepare(`SELECT id FROM leads WHERE received_at < ?`).all(cutoff.toISOString()) as Array<{ id: string }>).map((r) => r.id);
        const erased = eraseIds(ids);
        if (erased) audit(at, by, "retention", erased);
        return erased;
      });
    },

    async erasures(limit) {
      const rows = db.prepare(`SELECT * FROM erasures ORDER BY at DESC, id DESC LIMIT ?`).all(limit) as Array<Record<string, string | number | null>>;
      return rows.map((r) => ({
        id: Number(r.id),
        at: String(r.at),
        staffId: (r.staff_id as string | null) ?? null,
        staffName: String(r.staff_name ?? ""),
        reason: r.reason as ErasureRecord["reason"],
        leadCount: Number(r.lead_count),
      }));
    },

    async claimDigest(day, at, by) {
      const result = db.prepare(`INSERT INTO digest_days (day, claimed_at, claimed_by) VALUES (?, ?, ?) ON CONFLICT (day) DO NOTHING`).run(day, at.toISOString(), by);
      return Number(result.changes) > 0;
    },

    async releaseDigest(day) {
      db.prepare(`DELETE FROM digest_days WHERE day = ?`).run(day);
    },

    async addStaff(account) {
      db.prepare(`INSERT INTO staff (id, name, email, password_hash, created_at, disabled_at) VALUES (?, ?, ?, ?, ?, ?)`).run(
        account.id,
        account.name,
        account.email.toLowerCase(),
        account.passwordHash,
        account.createdAt,
        account.disabledAt,
      );
    },

    async staffByEmail(email) {
      const row = db.prepare(`SELECT * FROM staff WHERE email = ?`).get(email.trim().toLowerCase()) as StaffRow | undefined;
      return row ? toStaff(row) : null;
    },

    async listStaff() {
      return (db.prepare(`SELECT * FROM staff ORDER BY name, email`).all() as unknown as StaffRow[]).map(toStaff);
    },

    async updateStaff(id, change) {
      const sets: string[] = [];
      const params: SQLInputValue[] = [];
      if (change.passwordHash !== undefined) {
        sets.push("password_hash = ?");
        params.push(change.passwordHash);
      }
      if (change.disabledAt !== undefined) {
        sets.push("disabled_at = ?");
        params.push(change.disabledAt);
      }
      if (!sets.length) return false;
      return Number(db.prepare(`UPDATE staff SET ${sets.join(", ")} WHERE id = ?`).run(...params, id).changes) > 0;
    },

    async createSession({ tokenHash, staffId, createdAt, expiresAt }) {
      db.prepare(`INSERT INTO staff_sessions (token_hash, staff_id, created_at, expires_at) VALUES (?, ?, ?, ?)`).run(
        tokenHash,
        staffId,
        createdAt.toISOString(),
        expiresAt.toISOString(),
      );
    },

    async sessionStaff(tokenHash, now) {
      const row = db
        .prepare(
          `SELECT staff.* FROM staff_sessions JOIN staff ON staff.id = staff_sessions.staff_id
           WHERE staff_sessions.token_hash = ? AND staff_sessions.expires_at > ? AND staff.disabled_at IS NULL`,
        )
        .get(tokenHash, now.toISOString()) as StaffRow | undefined;
      return row ? toStaff(row) : null;
    },

    async deleteSession(tokenHash) {
      db.prepare(`DELETE FROM staff_sessions WHERE token_hash = ?`).run(tokenHash);
    },

    async deleteSessions({ staffId, expiredBefore }) {
      let n = 0;
      if (staffId) n += Number(db.prepare(`DELETE FROM staff_sessions WHERE staff_id = ?`).run(staffId).changes);
      if (expiredBefore) n += Number(db.prepare(`DELETE FROM staff_sessions WHERE expires_at <= ?`).run(expiredBefore.toISOString()).changes);
      return n;
    },
  };
}
