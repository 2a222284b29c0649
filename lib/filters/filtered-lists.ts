/**
 * The lists whose page is prerendered for the bare address and rendered per request, by
 * app/(site)/filtered/[list], for an address with a query (decision 040).
 */
const filteredLists = ["products", "blogs", "doctors"] as const;
export type FilteredList = (typeof filteredLists)[number];

/**
 * The path of a list's per-request rendering. Visitors do not see it; one who types it gets
 * the same list, whose canonical link names the list's own address.
 */
const filteredPrefix = "/filtered/";

/**
 * Where proxy.ts sends a request: the per-request rendering when a list's address carries a
 * query, other than the framework's own `_rsc` (a client-side navigation), and nothing
 * otherwise.
 */
export function filteredListRoute(pathname: string, search: string): string | null {
  const list = filteredLists.find((name) => pathname === `/${name}`);
  if (!list) return null;
  const query = new URLSearchParams(search);
  query.delete("_rsc");
  return query.size > 0 ? `${filteredPrefix}${list}` : null;
}
