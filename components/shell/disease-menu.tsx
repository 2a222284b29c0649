"use client";

import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { usePathname } from "next/navigation";
import { ChevronDown } from "lucide-react";
import { softLinkAttribute } from "@/components/ui/link";
import { useHydrated } from "@/components/ui/use-hydrated";
import { aimsAtSubmenu, type Point } from "./menu-aim";

/** The categories' items in the list, in order. */
const menuItems = (list: HTMLUListElement | null) =>
  Array.from(list?.querySelectorAll<HTMLLIElement>(":scope > .dm-item") ?? []);

/**
 * The DISEASE flyout: 13 categories, each opening its conditions. The markup is complete
 * on the server and opens on hover and focus with CSS alone; once hydrated it also opens
 * by click and by keyboard (arrows, Home/End, Escape). A pointer on its way from a category
 * to its conditions crosses other categories; while it keeps heading for the conditions the
 * category does not switch (menu-aim.ts).
 *
 * The list itself arrives as finished HTML (`itemsHtml`, menu-data.ts), which React does not
 * hydrate: the listeners sit on the list and find the category or condition from the element.
 */
export function DiseaseMenu({ itemsHtml }: { itemsHtml: string }) {
  const enhanced = useHydrated();
  const pathname = usePathname();
  // The menu is open on the page it was opened on: following one of its links closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (next: boolean | ((was: boolean) => boolean)) =>
    setOpenOn((on) => ((typeof next === "function" ? next(on === pathname) : next) ? pathname : null));
  const [active, setActive] = useState(0);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const hoverTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const aimTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const listRef = useRef<HTMLUListElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  /** The pointer's last few positions over the list, oldest first. */
  const trail = useRef<Point[]>([]);
  const hovered = useRef(-1);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpenOn(null);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);
  // Until the page hydrates, CSS opens the menu on hover and focus. A visitor already pointing
  // at it (or tabbed into it) when the scripts arrive keeps it open, on the same category,
  // instead of seeing it close under the pointer.
  useEffect(() => {
    const root = rootRef.current;
    if (!root?.matches(":hover, :focus-within")) return;
    const item = menuItems(listRef.current).findIndex((li) => li.matches(":hover, :focus-within"));
    if (item >= 0) setActive(item);
    setOpenOn(window.location.pathname);
  }, []);
  // The items are not React's to render, so the active one is marked here, before the browser
  // paints and before a keyboard handler focuses into the conditions it shows.
  useLayoutEffect(() => {
    menuItems(listRef.current).forEach((li, i) => li.toggleAttribute("data-active", enhanced && active === i));
  }, [enhanced, active]);
  useEffect(
    () => () => {
      clearTimeout(hoverTimer.current);
      clearTimeout(aimTimer.current);
    },
    [],
  );

  const items = () => menuItems(listRef.current);
  const categoryLink = (i: number) => items()[i]?.querySelector<HTMLAnchorElement>(".dm-cat");
  /** The category an event happened in, or -1. */
  const indexOf = (target: EventTarget) => items().findIndex((li) => li.contains(target as Node));

  const later = (fn: () => void, ms: number) => {
    clearTimeout(hoverTimer.current);
    hoverTimer.current = setTimeout(fn, ms);
  };

  /** Shows a hovered category's conditions, unless the pointer is still heading for the ones on show. */
  const hoverCategory = (i: number) => {
    hovered.current = i;
    const decide = () => {
      if (hovered.current !== i) return;
      const [from] = trail.current;
      const to = trail.current.at(-1);
      const list = listRef.current?.getBoundingClientRect();
      const panel = panelRef.current?.getBoundingClientRect();
      if (
        from &&
        to &&
        list &&
        panel &&
        aimsAtSubmenu(from, to, { left: list.right, top: panel.top, bottom: panel.bottom })
      ) {
        // Look again in a moment: a pointer that has stopped here meant this category.
        trail.current = [to];
        aimTimer.current = setTimeout(decide, 200);
      } else setActive(i);
    };
    clearTimeout(aimTimer.current);
    aimTimer.current = setTimeout(decide, 40);
  };

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) triggerRef.current?.focus();
  };

  const focusCategory = (i: number) => {
    const n = items().length;
    const index = ((i % n) + n) % n;
    flushSync(() => setActive(index));
    categoryLink(index)?.focus();
  };

  const subLinks = (i: number) =>
    Array.from(rootRef.current?.querySelectorAll<HTMLAnchorElement>(`[data-sub="${i}"] a`) ?? []);

  const onTriggerKey = (e: React.KeyboardEvent) => {
    if (e.key === "ArrowDown") {
      e.preventDefault();
      flushSync(() => setOpen(true));
      focusCategory(0);
    } else if (e.key === "Escape") close(true);
  };

  const onCategoryKey = (i: number) => (e: React.KeyboardEvent) => {
    const keys: Record<string, () => void> = {
      ArrowDown: () => focusCategory(i + 1),
      ArrowUp: () => focusCategory(i - 1),
      Home: () => focusCategory(0),
      End: () => focusCategory(items().length - 1),
      ArrowRight: () => {
        // Render the flyout before focusing into it: a hidden link cannot take focus.
        flushSync(() => setActive(i));
        subLinks(i)[0]?.focus();
      },
      Escape: () => close(true),
    };
    const action = keys[e.key];
    if (action) {
      e.preventDefault();
      action();
    }
  };

  const onSubKey = (i: number, j: number) => (e: React.KeyboardEvent) => {
    const links = subLinks(i);
    const go = (k: number) => links[(k + links.length) % links.length]?.focus();
    const keys: Record<string, () => void> = {
      ArrowDown: () => go(j + 1),
      ArrowUp: () => go(j - 1),
      Home: () => go(0),
      End: () => go(links.length - 1),
      ArrowLeft: () => focusCategory(i),
      Escape: () => close(true),
    };
    const action = keys[e.key];
    if (action) {
      e.preventDefault();
      action();
    }
  };

  const onListKey = (e: React.KeyboardEvent) => {
    const target = e.target as HTMLElement;
    const i = indexOf(target);
    if (i < 0) return;
    if (target.matches(".dm-cat")) onCategoryKey(i)(e);
    else if (target.matches("a")) onSubKey(i, subLinks(i).indexOf(target as HTMLAnchorElement))(e);
  };

  return (
    <div
      ref={rootRef}
      className="dm relative"
      data-enhanced={enhanced || undefined}
      data-open={open || undefined}
      onPointerEnter={(e) => e.pointerType === "mouse" && later(() => setOpen(true), 80)}
      onPointerLeave={(e) => e.pointerType === "mouse" && later(() => setOpen(false), 250)}
      onBlur={(e) => {
        if (!rootRef.current?.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={triggerRef}
        type="button"
        className="inline-flex min-h-11 items-center gap-1 rounded-full px-3 text-sm font-semibold tracking-wide text-ink uppercase hover:bg-highlight-soft"
        aria-expanded={open}
        aria-controls="disease-menu-panel"
        onClick={() => setOpen((o) => !o)}
        onKeyDown={onTriggerKey}
      >
        Disease <ChevronDown aria-hidden className="size-4" />
      </button>
      <div id="disease-menu-panel" className="dm-panel absolute top-full left-1/2 z-50 w-[46rem] -translate-x-1/2 pt-2">
        <div
          ref={panelRef}
          className="relative min-h-[30rem] overflow-hidden rounded-2xl border border-line bg-white shadow-xl"
        >
          <ul
            ref={listRef}
            className="w-72 border-r border-line bg-cream py-2"
            onPointerMove={(e) => {
              if (e.pointerType === "mouse")
                trail.current = [...trail.current.slice(-2), { x: e.clientX, y: e.clientY }];
            }}
            onPointerOver={(e) => {
              const i = indexOf(e.target);
              if (e.pointerType === "mouse" && i >= 0 && i !== hovered.current) hoverCategory(i);
            }}
            onPointerLeave={() => (hovered.current = -1)}
            onFocus={(e) => {
              if ((e.target as Element).matches(".dm-cat")) setActive(indexOf(e.target));
            }}
            onKeyDown={onListKey}
            {...{ [softLinkAttribute]: "" }}
            dangerouslySetInnerHTML={{ __html: itemsHtml }}
          />
        </div>
      </div>
    </div>
  );
}
