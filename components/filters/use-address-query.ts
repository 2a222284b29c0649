"use client";

import { useMemo, useSyncExternalStore } from "react";
import { withQuery } from "@/lib/filters/query";

const listeners = new Set<() => void>();

function subscribe(onChange: () => void) {
  listeners.add(onChange);
  window.addEventListener("popstate", onChange);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener("popstate", onChange);
  };
}

/** Rewrites the page's query string in place (no new history entry) and tells every reader at once. */
function replaceQuery(query: string) {
  window.history.replaceState(
    window.history.state,
    "",
    withQuery(window.location.pathname, query) + window.location.hash,
  );
  for (const listener of listeners) listener();
}

/**
 * The page's query string as the state of a filter (decision 006): the server renders from the
 * request's query (`fromServer`, handed down by the page, so a prerendered page needs no
 * request), the browser reads the address itself, and a change rewrites the address and
 * re-renders at once, so a ticked box never waits for the router to catch up.
 */
export function useAddressQuery(fromServer: string): [URLSearchParams, (query: string) => void] {
  const query = useSyncExternalStore(
    subscribe,
    () => window.location.search.replace(/^\?/, ""),
    () => fromServer,
  );
  const params = useMemo(() => new URLSearchParams(query), [query]);
  return [params, replaceQuery];
}
