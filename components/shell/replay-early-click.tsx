"use client";

import { useEffect } from "react";

type EarlyWindow = Window & { __earlyClick?: { el: HTMLElement; at: number }; __earlyClickStop?: () => void };

/** A tap older than this when the page becomes interactive is dropped: the visitor has moved on. */
const freshFor = 15_000;

/** Carries out the last tap components/shell/early-clicks.tsx remembered, once, after hydration. */
export function ReplayEarlyClick() {
  useEffect(() => {
    const w = window as EarlyWindow;
    w.__earlyClickStop?.();
    const early = w.__earlyClick;
    w.__earlyClick = undefined;
    if (!early || Date.now() - early.at > freshFor) return;
    // After this commit's other effects, so the button's own component is fully set up.
    const timer = setTimeout(() => early.el.isConnected && early.el.click(), 0);
    return () => clearTimeout(timer);
  }, []);
  return null;
}
