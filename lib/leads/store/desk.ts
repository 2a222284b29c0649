import "server-only";
import type { PoolClient } from "pg";
import type { Database } from "@/lib/db/database";
import { withoutNul } from "@/lib/db/text";
import type { LeadStatus } from "../record";
import { fromRow, iso, toEvent, type EventRow, type LeadRow } from "./rows";
import { personDigits, statusStamps } from "./shared";
import type { Actor, ErasureRecord, LeadEvent, LeadFact, LeadStoreDesk } from "./types";

/**
 * The follow-up desk's part of the lead store (docs/decisions/035-039): history and notes,
 * the overdue rule and overview, privacy requests and erasures, the digest's claimed days.
 */
const record = (client: PoolClient, leadId: string, at: string, by: Actor | undefined, kind: LeadEvent["kind"], from: string | null, to: string | null, note: string) =>
  client.query(
    `INSERT INTO lead_events (lead_id, at, staff_id, staff_name, kind, from_status, to_status, note) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [leadId, at, by?.staffId ?? null, withoutNul(by?.staffName ?? ""), kind, from, to, withoutNul(note)],
  );

/**
 * Moves a lead to `status` and records the change in its history, inside the caller's
 * transaction: setStatus's own, or the one that stores a lead with another first status
 * (writeLead, for a booking's lead). Setting the status it has records only the note.
 */
export async function changeStatus(client: PoolClient, id: string, status: LeadStatus, at: Date, change: { by?: Actor; note?: string } = {}): Promise<boolean> {
  const { rows } = await client.query<{ status: string; contacted_at: Date | null; booked_at: Date | null }>(
    `SELECT status, contacted_at, booked_at FROM leads WHERE id = $1 FOR UPDATE`,
    [id],
  );
  const row = rows[0];
  if (!row) return false;
  const when = at.toISOString();
  if (row.status !== status) {
    const stamps = statusStamps(status, when, { contactedAt: iso(row.contacted_at), bookedAt: iso(row.booked_at) });
    await client.query(`UPDATE leads SET status = $1, contacted_at = $2, booked_at = $3 WHERE id = $4`, [status, stamps.contactedAt, stamps.bookedAt, id]);
    await record(client, id, when, change.by, "status", row.status, status, change.note?.trim() ?? "");
  } else if (change.note?.trim()) {
    await record(client, id, when, change.by, "note", null, null, change.note.trim());
  }
  return true;
}

export function deskQueries({ pool, transaction }: Database): LeadStoreDesk {
  const eraseIds = async (client: PoolClient, ids: string[]) => {
    if (!ids.length) return 0;
    await client.query(`DELETE FROM lead_events WHERE lead_id = ANY($1::text[])`, [ids]);
    await client.query(`DELETE FROM outbox WHERE lead_id = ANY($1::text[])`, [ids]);
    return (await client.query(`DELETE FROM leads WHERE id = ANY($1::text[])`, [ids])).rowCount ?? 0;
  };
  const audit = (client: PoolClient, at: Date, by: Actor, reason: ErasureRecord["reason"], count: number) =>
    client.query(`INSERT INTO erasures (at, staff_id, staff_name, reason, lead_count) VALUES ($1, $2, $3, $4, $5)`, [at.toISOString(), by.staffId, withoutNul(by.staffName), reason, count]);

  return {
    async setStatus(id, status, at, change = {}) {
      return transaction((client) => changeStatus(client, id, status, at, change));
    },

    async addNote(id, note, at, by) {
      return transaction(async (client) => {
        const { rowCount } = await client.query(`SELECT 1 FROM leads WHERE id = $1`, [id]);
        if (!rowCount) return false;
        await record(client, id, at.toISOString(), by, "note", null, null, note.trim());
        return true;
      });
    },

    async historyFor(leadId) {
      const { rows } = await pool.query<EventRow>(`SELECT * FROM lead_events WHERE lead_id = $1 ORDER BY at, id`, [leadId]);
      return rows.map(toEvent);
    },

    async countOverdue(cutoff) {
      const { rows } = await pool.query<{ n: string }>(`SELECT count(*) AS n FROM leads WHERE status = 'new' AND received_at < $1`, [cutoff.toISOString()]);
      return Number(rows[0]?.n ?? 0);
    },

    async overdueLeads(cutoff, limit) {
      const { rows } = await pool.query<LeadRow>(`SELECT * FROM leads WHERE status = 'new' AND received_at < $1 ORDER BY received_at, id LIMIT $2`, [
        cutoff.toISOString(),
        limit,
      ]);
      return rows.map(fromRow);
    },

    async leadFacts(since) {
      const { rows } = await pool.query<{ received_at: Date; form_type: string; landing_page: string; referrer: string; utm_campaign: string; country: string; status: string; booked_at: Date | null }>(
        `SELECT received_at, form_type, landing_page, referrer, utm_campaign, country, status, booked_at FROM leads WHERE received_at >= $1 ORDER BY received_at`,
        [since.toISOString()],
      );
      return rows.map(
        (r): LeadFact => ({
          receivedAt: r.received_at.toISOString(),
          formType: r.form_type as LeadFact["formType"],
          landingPage: r.landing_page,
          referrer: r.referrer,
          utmCampaign: r.utm_campaign,
          country: r.country,
          status: r.status as LeadStatus,
          bookedAt: r.booked_at?.toISOString() ?? null,
        }),
      );
    },

    async findPerson({ email, phone }) {
      const where: string[] = [];
      const params: unknown[] = [];
      const address = email?.trim().toLowerCase();
      if (address) where.push(`lower(email) = $${params.push(address)}`);
      const digits = personDigits(phone);
      if (digits) {
        const suffix = params.push(`%${digits}`);
        const exact = params.push(digits);
        where.push(`(replace(phone_e164, '+', '') LIKE $${suffix} OR ltrim(phone, '0') = $${exact})`);
      }
      if (!where.length) return [];
      const { rows } = await pool.query<LeadRow>(`SELECT * FROM leads WHERE ${where.join(" OR ")} ORDER BY received_at DESC, id DESC`, params);
      return rows.map(fromRow);
    },

    async eraseLeads(ids, { at, by, reason }) {
      return transaction(async (client) => {
        const erased = await eraseIds(client, [...new Set(ids)]);
        if (erased) await audit(client, at, by, reason, erased);
        return erased;
      });
    },

    async eraseReceivedBefore(cutoff, { at, by }) {
      return transaction(async (client) => {
        const { rows } = await client.query<{ id: string }>(`SELECT id FROM leads WHERE received_at < $1 FOR UPDATE`, [cutoff.toISOString()]);
        const erased = await eraseIds(client, rows.map((r) => r.id));
        if (erased) await audit(client, at, by, "retention", erased);
        return erased;
      });
    },

    async erasures(limit) {
      const { rows } = await pool.query<{ id: number; at: Date; staff_id: string | null; staff_name: string; reason: ErasureRecord["reason"]; lead_count: number }>(
        `SELECT * FROM erasures ORDER BY at DESC, id DESC LIMIT $1`,
        [limit],
      );
      return rows.map((r) => ({ id: r.id, at: r.at.toISOString(), staffId: r.staff_id, staffName: r.staff_name, reason: r.reason, leadCount: r.lead_count }));
    },

    async claimDigest(day, at, by) {
      const result = await pool.query(`INSERT INTO digest_days (day, claimed_at, claimed_by) VALUES ($1, $2, $3) ON CONFLICT (day) DO NOTHING`, [day, at.toISOString(), by]);
      return (result.rowCount ?? 0) > 0;
    },

    async releaseDigest(day) {
      await pool.query(`DELETE FROM digest_days WHERE day = $1`, [day]);
    },
  };
}
