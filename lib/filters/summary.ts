/**
 * The sentence that tells the visitor (and, as a polite live region, a screen reader)
 * how many results the filter left. Undefined when none are left: the empty message
 * speaks instead.
 */
export function resultSummary({
  matched,
  total,
  noun,
  page = 1,
  totalPages = 1,
}: {
  matched: number;
  total: number;
  noun: string;
  page?: number;
  totalPages?: number;
}): string | undefined {
  if (matched === 0) return undefined;
  const count = matched === total ? `Showing all ${total} ${noun}` : `Showing ${matched} of ${total} ${noun}`;
  return totalPages > 1 ? `${count}, page ${page} of ${totalPages}` : count;
}
