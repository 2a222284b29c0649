"use client";

import { useEffect, useState } from "react";
import { paginate, parsePage } from "@/lib/filters/pagination";
import { withQuery, withSelection } from "@/lib/filters/query";
import { matches, readSelection, sameValues, type FilterOption, type MatchRule } from "@/lib/filters/selection";
import { resultSummary } from "@/lib/filters/summary";
import { FilterDropdown } from "./filter-dropdown";
import { Pagination } from "./pagination";

/** A card the server rendered, and the option values it carries. */
export type FilterableItem = { key: string; tags: string[]; node: React.ReactNode };

type Props = {
  /** This page's path: the no-JavaScript form's action and the base of every link. */
  path: string;
  param: string;
  label: string;
  options: FilterOption[];
  /** The selection the server read from the URL. */
  selected: string[];
  rule: MatchRule;
  items: FilterableItem[];
  /** What the items are, for the result count: "articles". */
  noun: string;
  emptyMessage: string;
  listClassName: string;
  /** Given, the list is paged, and `page` (from the URL) is the page shown first. */
  pageSize?: number;
  page?: number;
};

/**
 * A list of server-rendered cards with the filter dropdown above it. The server renders
 * it with the URL's selection, so the filtered page is complete HTML; in the browser a
 * change filters at once, without a round-trip, and is written to the URL (replaceState)
 * so the view can be shared or reloaded. A new filter goes back to page 1.
 */
export function FilterableList({ path, param, label, options, selected: initial, rule, items, noun, emptyMessage, listClassName, pageSize, page: initialPage = 1 }: Props) {
  const [selected, setSelected] = useState(initial);
  const [page, setPage] = useState(initialPage);

  // Going Back to this page can restore the cards of its first load under a URL the
  // filter changed since; the URL is what the visitor chose last.
  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    const fromUrl = readSelection(params.getAll(param), options);
    if (!sameValues(fromUrl, initial)) setSelected(fromUrl);
    setPage(parsePage(params.get("page") ?? undefined));
    // Once, on arrival: afterwards this component writes the URL, never reads it.
  }, []);

  const change = (next: string[]) => {
    setSelected(next);
    setPage(1);
    const query = withSelection(window.location.search, param, next, ["page"]);
    window.history.replaceState(null, "", withQuery(window.location.pathname, query) + window.location.hash);
  };

  const matched = items.filter((item) => matches(item.tags, selected, rule));
  const shown = paginate(matched, page, pageSize ?? Math.max(matched.length, 1));
  const summary = resultSummary({ matched: matched.length, total: items.length, noun, page: shown.page, totalPages: shown.totalPages });

  return (
    <>
      <FilterDropdown label={label} param={param} options={options} selected={selected} action={path} onChange={change} />
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
      <Pagination path={path} query={withSelection("", param, selected)} page={shown.page} totalPages={shown.totalPages} />
    </>
  );
}
