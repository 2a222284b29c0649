import type { DeliverySummary, LeadQuery } from "./types";

export const emptySummary = (): DeliverySummary => ({
  counts: {
    sheet: { pending: 0, delivered: 0, failed: 0 },
  },
  failed: [],
});

/** The query's inclusive days as a half-open range of ISO instants. */
export function queryDays(query: Pick<LeadQuery, "from" | "to">) {
  const day = (value: string | undefined, plusDays: number) => {
    if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
    const date = new Date(`${value}T00:00:00.000Z`);
    if (Number.isNaN(date.getTime())) return undefined;
    date.setUTCDate(date.getUTCDate() + plusDays);
    return date.toISOString();
  };
  return { fromIso: day(query.from, 0), toIso: day(query.to, 1) };
}

/** A LIKE pattern that finds `text` anywhere: its own %, _ and \\ match only themselves (ESCAPE '\\'). */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The digits of a search that looks like a phone number ("+44 7911", "98765-43210"), so that
 * it finds the stored number however it was typed; undefined for a name or an address.
 */
export function searchDigits(q: string): string | undefined {
  if (!/^[\d\s()+.-]+$/.test(q)) return undefined;
  const digits = q.replace(/\D/g, "");
  return digits.length >= 3 ? digits : undefined;
}

/**
 * A privacy request's phone number as the store matches it: the digits without leading zeros
 * (a national "07911 123456" is the end of "+447911123456"), or undefined when too short to
 * name one person.
 */
export function personDigits(phone: string | undefined): string | undefined {
  const digits = (phone ?? "").replace(/\D/g, "").replace(/^0+/, "");
  return digits.length >= 7 ? digits : undefined;
}

/** The lead's status after a change, with the timestamps that go with it. */
export function statusStamps(
  status: string,
  at: string,
  current: { contactedAt: string | null; bookedAt: string | null },
) {
  return {
    // Back to new means nobody has spoken to them yet; later stages keep the first contact's time.
    contactedAt: status === "new" ? null : status === "contacted" ? at : (current.contactedAt ?? at),
    // Booked once counts for the overview even if the lead is later closed or loses interest.
    bookedAt: status === "booked" ? (current.bookedAt ?? at) : status === "new" ? null : current.bookedAt,
  };
}
