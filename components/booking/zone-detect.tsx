"use client";

import { useEffect, useState } from "react";
import { Link } from "@/components/ui/link";

/**
 * The picker's one island: the server cannot know the visitor's zone, so when the address names
 * none, the browser's own (Intl) is offered as a link to the same address with it. A link, not a
 * reload: nothing changes under the visitor while they read, and the page loads once. Without
 * JavaScript the zone list does the same. The page keeps its place free, so nothing moves.
 */
export function ZoneDetect({ shown }: { shown: string }) {
  const [href, setHref] = useState<{ url: string; zone: string }>();
  useEffect(() => {
    let zone: string | undefined;
    try {
      zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    } catch {
      return;
    }
    if (!zone || zone === shown) return;
    const url = new URL(window.location.href);
    url.searchParams.set("tz", zone);
    // Set once the zone is known, which only the browser can tell.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setHref({ url: `${url.pathname}${url.search}`, zone });
  }, [shown]);
  return href ? (
    <Link href={href.url} className="link-brand font-semibold">
      Show times in {href.zone.replaceAll("_", " ")}
    </Link>
  ) : null;
}
