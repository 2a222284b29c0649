"use client";

import { Link } from "@/components/ui/link";
import { useDeferredValue, useEffect, useId, useMemo, useRef, useState } from "react";
import { usePathname } from "next/navigation";
import type MiniSearch from "minisearch";
import { loadIndex, searchIndex, type SearchDocument } from "@/lib/search/engine";
import { cn } from "@/lib/utils";
import { ResultList } from "./result-list";

export type LiveResultsProps = { indexUrl: string; query: string; inputId: string; inline: boolean };

/** How many results the list under a box shows; the rest are one link away, on /search. */
const shown = 6;

let index: Promise<MiniSearch<SearchDocument>> | undefined;
function fetchIndex(url: string) {
  return (index ??= fetch(url)
    .then((response) => {
      if (!response.ok) throw new Error(`search index: HTTP ${response.status}`);
      return response.text();
    })
    .then(loadIndex)
    .catch((error: unknown) => {
      // A failed fetch may succeed on the next try (a phone back online).
      index = undefined;
      throw error;
    }));
}

type Loaded = { status: "loading" } | { status: "ready"; index: MiniSearch<SearchDocument> } | { status: "failed" };

/**
 * The results that appear under a search box as the visitor types: a list of links under a
 * polite status line (decision 028). Down arrow from the box moves into the list, up and
 * down move through it, Escape closes it and returns to the box; Enter in the box still
 * sends the form to /search.
 */
export function LiveResults({ indexUrl, query, inputId, inline }: LiveResultsProps) {
  const [loaded, setLoaded] = useState<Loaded>({ status: "loading" });
  const [open, setOpen] = useState(true);
  const [answered, setAnswered] = useState(query);
  const deferred = useDeferredValue(query);
  const listId = `${useId()}results`;
  const panel = useRef<HTMLDivElement>(null);
  const pathname = usePathname();
  const [path, setPath] = useState(pathname);

  // A new query shows the list again; a new page closes it.
  if (answered !== query) {
    setAnswered(query);
    setOpen(true);
  }
  if (path !== pathname) {
    setPath(pathname);
    setOpen(false);
  }
  const lastPath = useRef(pathname);
  useEffect(() => {
    if (lastPath.current === pathname) return;
    lastPath.current = pathname;
    // After following a result, the header's search disclosure closes too.
    const disclosure = document.getElementById(inputId)?.closest("details");
    if (disclosure?.querySelector(":scope > summary[aria-label=Search]")) disclosure.open = false;
  }, [pathname, inputId]);
  // Escape closes the list first, and only then (a second Escape) the menu around it.
  const listShown = useRef(false);

  useEffect(() => {
    let live = true;
    fetchIndex(indexUrl).then(
      (ready) => live && setLoaded({ status: "ready", index: ready }),
      () => live && setLoaded({ status: "failed" }),
    );
    return () => {
      live = false;
    };
  }, [indexUrl]);

  useEffect(() => {
    const input = document.getElementById(inputId) as HTMLInputElement | null;
    const form = input?.form;
    if (!input || !form) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "ArrowDown") {
        const first = panel.current?.querySelector<HTMLElement>("a[data-result], a");
        if (first) {
          e.preventDefault();
          setOpen(true);
          first.focus();
        }
      } else if (e.key === "Escape" && listShown.current) {
        e.stopPropagation();
        setOpen(false);
      } else if (e.key === "Escape") {
        // The header's disclosure closes like the phone menu does, giving focus back to its magnifier.
        const disclosure = input.closest("details");
        const summary = disclosure?.querySelector<HTMLElement>(":scope > summary[aria-label=Search]");
        if (disclosure && summary) {
          disclosure.open = false;
          summary.focus();
        }
      }
    };
    const onFocus = () => setOpen(true);
    const onOutside = (e: Event) => {
      if (!form.contains(e.target as Node)) setOpen(false);
    };
    input.addEventListener("keydown", onKey);
    input.addEventListener("focus", onFocus);
    document.addEventListener("pointerdown", onOutside);
    document.addEventListener("focusin", onOutside);
    return () => {
      input.removeEventListener("keydown", onKey);
      input.removeEventListener("focus", onFocus);
      document.removeEventListener("pointerdown", onOutside);
      document.removeEventListener("focusin", onOutside);
    };
  }, [inputId]);

  const onListKey = (e: React.KeyboardEvent<HTMLElement>) => {
    const links = [...(panel.current?.querySelectorAll<HTMLElement>("a") ?? [])];
    const at = links.indexOf(document.activeElement as HTMLElement);
    if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      e.preventDefault();
      const next = at + (e.key === "ArrowDown" ? 1 : -1);
      if (next < 0) document.getElementById(inputId)?.focus();
      else links[Math.min(next, links.length - 1)]?.focus();
    } else if (e.key === "Escape") {
      e.preventDefault();
      e.stopPropagation();
      // Focus first: the box's focus handler opens the list, and this closes it after.
      document.getElementById(inputId)?.focus();
      setOpen(false);
    }
  };

  const q = deferred.trim();
  useEffect(() => {
    listShown.current = open && Boolean(q);
  });
  // Searched once per deferred query: the render each keystroke makes at once (with the previous
  // deferred query) reuses the hits instead of searching the index again before the key paints
  // (decision 079).
  const ready = loaded.status === "ready" ? loaded.index : undefined;
  const hits = useMemo(() => (ready && q ? searchIndex(ready, q, shown + 1) : []), [ready, q]);
  const more = `/search?q=${encodeURIComponent(q)}`;
  const status = !q
    ? ""
    : loaded.status === "loading"
      ? "Loading search…"
      : loaded.status === "failed"
        ? "Live results are not available. Press Enter to search."
        : hits.length === 0
          ? `No results for “${q}”.`
          : `${hits.length > shown ? `More than ${shown}` : hits.length} result${hits.length === 1 ? "" : "s"} for “${q}”. Down arrow to choose.`;

  return (
    <>
      <p role="status" aria-live="polite" className="sr-only">
        {status}
      </p>
      {open && q ? (
        <div
          ref={panel}
          onKeyDown={onListKey}
          className={cn(
            "z-50 overflow-y-auto rounded-2xl border border-line bg-white text-left shadow-lg",
            inline ? "mt-2" : "absolute top-full right-0 mt-2 max-h-[70dvh] w-[min(28rem,calc(100vw-1.5rem))]",
          )}
          data-live-results
        >
          {hits.length ? (
            <ResultList hits={hits.slice(0, shown)} compact listId={listId} />
          ) : (
            <p aria-hidden className="px-4 py-3 text-sm">
              {status}
            </p>
          )}
          <div className="flex flex-wrap gap-x-4 border-t border-line px-4 py-2 text-sm">
            {hits.length ? (
              <Link href={more} className="inline-flex min-h-11 items-center link-brand">
                See all results for “{q}”
              </Link>
            ) : (
              <>
                <Link href="/consultations" className="inline-flex min-h-11 items-center link-brand">
                  Browse the health categories
                </Link>
                <Link href="/book-consultation" className="inline-flex min-h-11 items-center link-brand">
                  Ask a doctor: free consultation
                </Link>
              </>
            )}
          </div>
        </div>
      ) : null}
    </>
  );
}
