"use client";

import { useEffect, useId, useRef, useState, type ComponentType } from "react";
import { Search } from "lucide-react";
import { cn } from "@/lib/utils";
import type { LiveResultsProps } from "./live-results";

/** The search engine, its index and the live list load when a visitor first uses a search box, never with the page (decision 028). */
let loading: Promise<ComponentType<LiveResultsProps>> | undefined;
const loadLiveResults = () =>
  (loading ??= import("./live-results").then(
    (m) => m.LiveResults,
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  ));

/**
 * A search box: a plain GET form to /search, which works before and without JavaScript.
 * Focusing or typing in it fetches the live results (components/search/live-results.tsx),
 * which then appear as the visitor types.
 */
export function SearchBox({
  indexUrl,
  defaultValue = "",
  label = "Search the site",
  inline = false,
  focusOnOpen = false,
  className,
}: {
  /** Where the index is (app/search-index), read by the server: its address changes with the content. */
  indexUrl: string;
  defaultValue?: string;
  label?: string;
  /** Results flow in the page (the mobile menu) instead of floating under the box. */
  inline?: boolean;
  /** In a disclosure (the header's magnifier): opening it puts the cursor in the box. */
  focusOnOpen?: boolean;
  className?: string;
}) {
  const inputId = `${useId()}q`;
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const disclosure = focusOnOpen ? input.current?.closest("details") : null;
    const onToggle = () => disclosure?.open && input.current?.focus();
    disclosure?.addEventListener("toggle", onToggle);
    return () => disclosure?.removeEventListener("toggle", onToggle);
  }, [focusOnOpen]);
  const [query, setQuery] = useState(defaultValue);
  const [Live, setLive] = useState<ComponentType<LiveResultsProps> | null>(null);
  const start = () => {
    if (!Live)
      loadLiveResults().then(
        (c) => setLive(() => c),
        () => undefined,
      );
  };
  // The page's scripts arrive after it has painted (decision 040): a visitor who typed before
  // then gets results for what the box holds, without typing again.
  useEffect(() => {
    const typed = input.current?.value ?? "";
    if (typed === defaultValue) return;
    loadLiveResults().then(
      (c) => {
        // What the box holds by now: the visitor may have typed on while the code loaded.
        setQuery(input.current?.value ?? typed);
        setLive(() => c);
      },
      () => undefined,
    );
  }, [defaultValue]);
  return (
    <form role="search" action="/search" method="get" className={cn("relative", className)}>
      <label htmlFor={inputId} className="sr-only">
        {label}
      </label>
      <div className="flex items-center rounded-full border border-line bg-white focus-within:border-brand">
        <input
          ref={input}
          id={inputId}
          name="q"
          type="search"
          // Uncontrolled: what a visitor typed before the page hydrated is kept.
          defaultValue={defaultValue}
          onFocus={start}
          onInput={(e) => {
            setQuery(e.currentTarget.value);
            start();
          }}
          autoComplete="off"
          enterKeyHint="search"
          maxLength={200}
          placeholder="Search: acid reflux, BP, PCOD…"
          className="min-h-11 w-full min-w-0 rounded-full bg-transparent py-2 pr-1 pl-4 text-base text-ink placeholder:text-muted [&::-webkit-search-cancel-button]:hidden"
        />
        <button
          type="submit"
          className="flex size-11 shrink-0 items-center justify-center rounded-full text-brand hover:bg-highlight-soft"
        >
          <Search aria-hidden className="size-5" />
          <span className="sr-only">Search</span>
        </button>
      </div>
      {Live ? <Live indexUrl={indexUrl} query={query} inputId={inputId} inline={inline} /> : null}
    </form>
  );
}
