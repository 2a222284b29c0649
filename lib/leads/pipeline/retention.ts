/**
 * How long leads are kept (LEAD_RETENTION_MONTHS, docs/decisions/039): leads received more
 * than that many calendar months ago are erased by the worker, like an erasure on request,
 * with an audit record. Unset, leads are kept until someone erases them.
 */

/** The instant N calendar months before now (UTC); a day the shorter month lacks becomes its last day. */
export function retentionCutoff(now: Date, months: number): Date {
  const cutoff = new Date(now);
  const day = cutoff.getUTCDate();
  cutoff.setUTCDate(1);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  const lastDay = new Date(Date.UTC(cutoff.getUTCFullYear(), cutoff.getUTCMonth() + 1, 0)).getUTCDate();
  cutoff.setUTCDate(Math.min(day, lastDay));
  return cutoff;
}

const monthsText = (months: number) =>
  months % 12 === 0 ? `${months / 12} year${months === 12 ? "" : "s"}` : `${months} month${months === 1 ? "" : "s"}`;

/** The privacy pages' sentence, from the setting as it is, so the text never promises what the server does not do. */
export function retentionSentence(months: number | undefined): string {
  return months
    ? `Requests you send through our forms are erased automatically ${monthsText(months)} after we receive them, with their notes and forwarding records.`
    : "Requests you send through our forms are kept until we erase them, which we do when you ask or when they are no longer needed.";
}
