/**
 * The query string (without "?") with `param` holding exactly `values`, and without the
 * `reset` parameters: a new filter sends the visitor back to page 1. Every other
 * parameter (a campaign's utm_source, say) is kept.
 */
export function withSelection(query: string, param: string, values: readonly string[], reset: readonly string[] = []): string {
  const params = new URLSearchParams(query);
  params.delete(param);
  for (const name of reset) params.delete(name);
  for (const value of values) params.append(param, value);
  return params.toString();
}

export const withQuery = (path: string, query: string) => (query ? `${path}?${query}` : path);
