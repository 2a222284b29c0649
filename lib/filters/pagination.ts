import { withQuery } from "./query";
import type { SearchParamValue } from "./selection";

/** The page asked for in the URL; anything that is not a whole number from 1 up means page 1. */
export function parsePage(raw: SearchParamValue): number {
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (!value || !/^\d+$/.test(value.trim())) return 1;
  const page = Number(value);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

export type Paged<T> = { items: T[]; page: number; totalPages: number };

/**
 * One page of `items`. A page past the end shows the last page and one before the start
 * the first, so an old or hand-edited link never shows an empty list or an error.
 */
export function paginate<T>(items: readonly T[], page: number, size: number): Paged<T> {
  const totalPages = Math.max(1, Math.ceil(items.length / size));
  const current = Number.isSafeInteger(page) ? Math.min(Math.max(page, 1), totalPages) : 1;
  return { items: items.slice((current - 1) * size, current * size), page: current, totalPages };
}

/** The link to `page` that keeps every other parameter of `query`; page 1 is the bare address. */
export function pageHref(path: string, query: string, page: number): string {
  const params = new URLSearchParams(query);
  params.delete("page");
  if (page > 1) params.set("page", String(page));
  return withQuery(path, params.toString());
}
