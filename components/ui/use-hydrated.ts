"use client";

import { useSyncExternalStore } from "react";

const never = () => () => {};

/**
 * False while the server renders and while the page hydrates, true from then on; a component
 * mounted later, after a client-side navigation, is true at once. Components use it to swap
 * their no-JavaScript markup for the interactive one without a mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}

const motionQuery = "(prefers-reduced-motion: reduce)";

/** Whether the visitor asks for reduced motion, followed live; false on the server. */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const query = window.matchMedia(motionQuery);
      query.addEventListener("change", onChange);
      return () => query.removeEventListener("change", onChange);
    },
    () => window.matchMedia(motionQuery).matches,
    () => false,
  );
}
