"use client";

import { paginate, parsePage } from "@/lib/filters/pagination";
import { withSelection } from "@/lib/filters/query";
import { matches, readSelection, type FilterOption, type MatchRule } from "@/lib/filters/selection";
import { resultSummary } from "@/lib/filters/summary";
import { FilterDropdown } from "./filter-dropdown";
import { useAddressQuery } from "./use-address-query";
import { Pagination } from "./pagination";

/** A card the server rendered, and the option values it carries. */
export type FilterableItem = { key: string; tags: string[]; node: React.ReactNode };

type Props = {
  /** The query string the server rendered the list for ("" on the prerendered page). */
  query: string;
  /** This page's path: the no-JavaScript form's action and the base of every link. */
  path: string;
  param: string;
  label: string;
  options: FilterOption[];
  rule: MatchRule;
  items: FilterableItem[];
  /** What the items are, for the result count: "articles". */
  noun: string;
  emptyMessage: string;
  listClassName: string;
  /** Given, the list is paged by the address's `page`. */
  pageSize?: number;
};

/**
 * A list of server-rendered cards with the filter dropdown above it. The address is its one
 * source of state (decision 006): the server renders the page for the address's selection,
 * so the filtered page is complete HTML; in the browser a change is written to the address
 * and the list filters at once, without a round-trip. A new filter goes back to page 1.
 */
export function FilterableList({
  query,
  path,
  param,
  label,
  options,
  rule,
  items,
  noun,
  emptyMessage,
  listClassName,
  pageSize,
}: Props) {
  const [params, replaceQuery] = useAddressQuery(query);
  const selected = readSelection(params.getAll(param), options);
  const page = parsePage(params.get("page") ?? undefined);

  const change = (next: string[]) => replaceQuery(withSelection(params.toString(), param, next, ["page"]));

  const matched = items.filter((item) => matches(item.tags, selected, rule));
  const shown = paginate(matched, page, pageSize ?? Math.max(matched.length, 1));
  const summary = resultSummary({
    matched: matched.length,
    total: items.length,
    noun,
    page: shown.page,
    totalPages: shown.totalPages,
  });

  return (
    <>
      <FilterDropdown
        label={label}
        param={param}
        options={options}
        selected={selected}
        action={path}
        onChange={change}
      />
      <div role="status" className="mt-4">
        {summary ? (
          <p className="text-sm text-muted">{summary}</p>
        ) : (
          <div className="rounded-2xl border border-dashed border-line bg-white px-6 py-10 text-center">
            <p className="text-lg text-ink">{emptyMessage}</p>
            {/* A plain link: it also works before JavaScript, and the fresh page starts the visitor at the top. */}
            <a href={path} className="mt-2 inline-flex min-h-11 items-center link-brand">
              Show all {items.length} {noun}
            </a>
          </div>
        )}
      </div>
      {shown.items.length ? (
        <ul className={listClassName}>
          {shown.items.map((item) => (
            <li key={item.key}>{item.node}</li>
          ))}
        </ul>
      ) : null}
      <Pagination
        path={path}
        query={withSelection("", param, selected)}
        page={shown.page}
        totalPages={shown.totalPages}
      />
    </>
  );
}
