import type { DeliverySummary, LeadQuery } from "./types";

export const emptySummary = (): DeliverySummary => ({
  counts: {
    sheet: { pending: 0, delivered: 0, failed: 0 },
    email: { pending: 0, delivered: 0, failed: 0 },
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
