"use client";

import { useEffect } from "react";

/**
 * The picker's one island: the server cannot know the visitor's zone, so when the address names
 * none the browser's own (Intl) is added to it and the page is fetched again, with the times in
 * that zone. Without JavaScript the zone list does the same. Nothing is drawn.
 */
export function ZoneDetect({ shown }: { shown: string }) {
  useEffect(() => {
    let zone: string | undefined;
    try {
      zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    } catch {
      return;
    }
    if (!zone || zone === shown) return;
    const url = new URL(window.location.href);
    if (url.searchParams.has("tz")) return;
    url.searchParams.set("tz", zone);
    window.location.replace(url.toString());
  }, [shown]);
  return null;
}
