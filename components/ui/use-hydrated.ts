"use client";

import { startTransition, useEffect, useLayoutEffect, useState, useSyncExternalStore } from "react";

/** Whether the page has hydrated once: a component mounted after that is not being hydrated. */
let pageHydrated = false;

/**
 * False while the server renders and while the page hydrates, true from then on; a component
 * mounted later, after a client-side navigation, is true before it first paints. Components use
 * it to swap their no-JavaScript markup for the interactive one without a mismatch.
 *
 * The switch after hydration is a transition, which React renders in slices that leave the
 * main thread free in between. useSyncExternalStore with a server snapshot made the same switch
 * a synchronous re-render of every component using it (the DISEASE menu with all its links,
 * carousels, photographs): one long task right after hydration (decision 043).
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  // Mounted after the page hydrated: switch before the browser paints the no-JavaScript markup.
  // eslint-disable-next-line react-hooks/set-state-in-effect -- the first render must match the server's, whenever it mounts
  useLayoutEffect(() => void (pageHydrated && setHydrated(true)), []);
  useEffect(() => {
    pageHydrated = true;
    startTransition(() => setHydrated(true));
  }, []);
  return hydrated;
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
