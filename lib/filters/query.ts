import type { SearchParamValue } from "./selection";

/**
 * The query string (without "?") with `param` holding exactly `values`, and without the
 * `reset` parameters: a new filter sends the visitor back to page 1. Every other
 * parameter (a campaign's utm_source, say) is kept.
 */
export function withSelection(
  query: string,
  param: string,
  values: readonly string[],
  reset: readonly string[] = [],
): string {
  const params = new URLSearchParams(query);
  params.delete(param);
  for (const name of reset) params.delete(name);
  for (const value of values) params.append(param, value);
  return params.toString();
}

export const withQuery = (path: string, query: string) => (query ? `${path}?${query}` : path);

/** A page's searchParams, as Next.js hands them to a page. */
export type SearchParams = Record<string, SearchParamValue>;

/** The query string (without "?") that searchParams were read from, repeated names kept. */
export function toQueryString(params: SearchParams): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) for (const one of [value ?? []].flat()) query.append(name, one);
  return query.toString();
}
