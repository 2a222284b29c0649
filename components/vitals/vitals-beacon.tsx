"use client";

import { useEffect } from "react";

/**
 * Real visitors' page speed (docs/decisions/080). Once the page is interactive and the browser is
 * idle, loads the web-vitals library (a chunk of its own, so no page's first scripts grow by it),
 * collects the page's LCP, INP, CLS and TTFB, and when the visitor leaves or hides the page
 * (pagehide, or visibilitychange to hidden, whichever comes first) sends them once, with the page's path, by navigator.sendBeacon to /api/vitals. Nothing identifies the
 * visitor: no cookie, no id, nothing kept in the browser.
 */
export function VitalsBeacon() {
  useEffect(() => {
    if (typeof navigator.sendBeacon !== "function") return;
    const path = location.pathname;
    const figures: Record<string, number> = {};
    let sent = false;
    let armed = false;
    const send = (event: Event) => {
      if (sent || (event.type === "visibilitychange" && document.visibilityState !== "hidden")) return;
      sent = true;
      // With every change reported, a page the library watched that never shifted has a CLS of 0
      // it never reported (it reports a 0 only on visibilitychange).
      if (armed) figures.CLS ??= 0;
      navigator.sendBeacon(
        "/api/vitals",
        new Blob([JSON.stringify({ path, ...figures })], { type: "application/json" }),
      );
    };
    let cancelled = false;
    const start = () =>
      void import("web-vitals").then(({ onCLS, onINP, onLCP, onTTFB }) => {
        if (cancelled) return;
        const keep = ({ name, value }: { name: string; value: number }) => (figures[name] = value);
        // Every change, so that the figures are current whenever the page goes: the library's own
        // final report waits for visibilitychange, and the beacon may leave at pagehide, which
        // comes first when a visitor leaves the page (and is all some Safari versions fire).
        for (const on of [onLCP, onINP, onCLS, onTTFB]) on(keep, { reportAllChanges: true });
        addEventListener("visibilitychange", send);
        addEventListener("pagehide", send);
        armed = true;
        document.documentElement.dataset.vitals = "on";
      });
    // Safari has no requestIdleCallback: a timer after hydration instead.
    const idle =
      typeof requestIdleCallback === "function"
        ? requestIdleCallback(start, { timeout: 5000 })
        : setTimeout(start, 2000);
    return () => {
      cancelled = true;
      if (typeof cancelIdleCallback === "function") cancelIdleCallback(idle as number);
      else clearTimeout(idle);
      removeEventListener("visibilitychange", send);
      removeEventListener("pagehide", send);
    };
  }, []);
  return null;
}
