import "server-only";
import { sql, type Kysely } from "kysely";
import type { DB } from "@/lib/db/schema";
import { hashLinkToken, looksLikeLinkToken, newLinkToken } from "@/lib/link-tokens";

/**
 * The links to a person's own page, `/my/<token>` (docs/patients.md, decision 111). A link is a
 * random token whose SHA-256 alone is stored (lib/link-tokens.ts), tied to the lead whose address
 * it was sent to and to that address's kind: it proves its holder reads that e-mail or phone, so
 * it opens the leads with the same e-mail (a link sent by e-mail) or the same phone (by SMS or
 * WhatsApp), and never a lead that merely shares the other one. It lasts 30 days from its last use.
 */
export type LinkChannel = "email" | "phone";

export const linkLifetimeDays = 30;
const lifetimeMs = linkLifetimeDays * 86_400_000;

export const patientPagePath = (token: string) => `/my/${token}`;

type Q = Kysely<DB>;

/** A new link for the person of this lead, reached at its `channel`'s address; the token is only in what is returned. */
export async function issuePatientLink(q: Q, leadId: string, channel: LinkChannel, at: Date): Promise<string> {
  const { token, hash } = newLinkToken();
  // Links unused for their lifetime open nothing: they go as new ones are made.
  await q
    .deleteFrom("patient_links")
    .where("last_used_at", "<=", new Date(at.getTime() - lifetimeMs))
    .execute();
  await q
    .insertInto("patient_links")
    .values({ token_hash: hash, lead_id: leadId, channel, created_at: at, last_used_at: at })
    .execute();
  return token;
}

/** The leads of one person as a link of this channel sees them: the same normalised e-mail, or the same E.164 phone. */
async function personLeads(
  q: Q,
  anchor: { id: string; email: string; phoneE164: string },
  channel: LinkChannel,
): Promise<string[]> {
  const email = anchor.email.trim().toLowerCase();
  if (channel === "email" && email) {
    const rows = await q
      .selectFrom("leads")
      .select("id")
      .where("email", "<>", "")
      .where(sql<string>`lower(btrim(email))`, "=", email)
      .execute();
    return rows.map((r) => r.id);
  }
  if (channel === "phone" && anchor.phoneE164) {
    const rows = await q
      .selectFrom("leads")
      .select("id")
      .where("phone_e164", "<>", "")
      .where("phone_e164", "=", anchor.phoneE164)
      .execute();
    return rows.map((r) => r.id);
  }
  return [anchor.id];
}

export type OpenedLink = { leadId: string; channel: LinkChannel; name: string; leadIds: string[] };

/**
 * What a link opens at `at`: its person's leads, or null for a token never issued, revoked,
 * unused for 30 days, or whose lead is erased. Opening it counts as its use.
 */
export async function openPatientLink(q: Q, token: unknown, at: Date): Promise<OpenedLink | null> {
  if (!looksLikeLinkToken(token)) return null;
  const row = await q
    .updateTable("patient_links")
    .set({ last_used_at: at })
    .where("token_hash", "=", hashLinkToken(token))
    .where("last_used_at", ">", new Date(at.getTime() - lifetimeMs))
    .returning(["lead_id", "channel"])
    .executeTakeFirst();
  if (!row) return null;
  const anchor = await q
    .selectFrom("leads")
    .select(["id", "name", "email", "phone_e164"])
    .where("id", "=", row.lead_id)
    .executeTakeFirst();
  if (!anchor) return null;
  const channel = row.channel === "phone" ? "phone" : "email";
  const leadIds = await personLeads(q, { id: anchor.id, email: anchor.email, phoneE164: anchor.phone_e164 }, channel);
  return { leadId: anchor.id, channel, name: anchor.name, leadIds };
}

/**
 * Ends every link to the page of this lead's person, by its e-mail or by its phone (the desk's
 * "Stop the links"): the next message the clinic sends carries a new one. Answers how many ended.
 */
export async function revokePatientLinks(q: Q, leadId: string): Promise<number> {
  const lead = await q
    .selectFrom("leads")
    .select(["id", "email", "phone_e164"])
    .where("id", "=", leadId)
    .executeTakeFirst();
  if (!lead) return 0;
  // The links that show this lead: an e-mail link of a lead with its e-mail, a phone link of one with
  // its phone. Another person's e-mail link stays, even when the two share a phone (a family's).
  const person = { id: lead.id, email: lead.email, phoneE164: lead.phone_e164 };
  const [byEmail, byPhone] = await Promise.all([personLeads(q, person, "email"), personLeads(q, person, "phone")]);
  const result = await q
    .deleteFrom("patient_links")
    .where((eb) =>
      eb.or([
        eb("lead_id", "=", lead.id),
        eb.and([eb("channel", "=", "email"), eb("lead_id", "in", byEmail)]),
        eb.and([eb("channel", "=", "phone"), eb("lead_id", "in", byPhone)]),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
