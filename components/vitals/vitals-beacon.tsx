"use client";

import { usePathname } from "next/navigation";
import { useEffect } from "react";
import { pageViews } from "./page-views";

let views: ReturnType<typeof pageViews> | undefined;

/**
 * Real visitors' page views and speed (docs/decisions/080, 103): one beacon per page view, the
 * page a visit lands on and each one reached by the site's links (a route change: the layout
 * stays mounted, so its path is read at each one), sent by navigator.sendBeacon to /api/vitals
 * when the view ends (components/vitals/page-views.ts). Once the browser is idle it loads
 * web-vitals (a chunk of its own, so no page's first scripts grow by it) for LCP, INP, CLS and
 * TTFB, with its soft-navigation reports. Nothing identifies the visitor: no cookie, no id,
 * nothing kept in the browser.
 */
export function VitalsBeacon() {
  const pathname = usePathname();

  useEffect(() => {
    if (typeof navigator.sendBeacon !== "function") return;
    const tracker = pageViews((json) => {
      navigator.sendBeacon("/api/vitals", new Blob([json], { type: "application/json" }));
    });
    views = tracker;
    tracker.route(location.pathname);
    const leave = () => {
      if (document.visibilityState === "hidden") tracker.leave();
    };
    const restored = (event: PageTransitionEvent) => {
      if (event.persisted) tracker.restored(location.pathname);
    };
    // pagehide comes first when a visitor leaves (and is all some Safari versions fire); hidden, when the tab goes to the background.
    addEventListener("pagehide", tracker.leave);
    addEventListener("visibilitychange", leave);
    addEventListener("pageshow", restored);
    let cancelled = false;
    const start = () =>
      void import("web-vitals").then(({ onCLS, onINP, onLCP, onTTFB }) => {
        if (cancelled) return;
        // Every change, so that the figures are current whenever the view ends: the library's
        // own final report waits for visibilitychange, and pagehide or a route change comes first.
        for (const on of [onLCP, onINP, onCLS, onTTFB])
          on(tracker.report, { reportAllChanges: true, reportSoftNavs: true });
        tracker.measuring();
        document.documentElement.dataset.vitals = "on";
      });
    // Safari has no requestIdleCallback: a timer after hydration instead.
    const idle =
      typeof requestIdleCallback === "function"
        ? requestIdleCallback(start, { timeout: 5000 })
        : setTimeout(start, 2000);
    return () => {
      cancelled = true;
      views = undefined;
      if (typeof cancelIdleCallback === "function") cancelIdleCallback(idle as number);
      else clearTimeout(idle);
      removeEventListener("pagehide", tracker.leave);
      removeEventListener("visibilitychange", leave);
      removeEventListener("pageshow", restored);
    };
  }, []);

  // Each route change ends the view of the page left and begins one of the page shown.
  useEffect(() => views?.route(location.pathname), [pathname]);

  return null;
}
