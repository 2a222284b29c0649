"use client";

import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { Link } from "@/components/ui/link";

/**
 * The picker's one island: the server cannot know the visitor's zone, so when the address names
 * none, the page is shown again in the browser's own (Intl), replacing the address in the
 * history, as the visitor would expect of a page that says every time is in their zone. The link
 * stays for the moment that takes, and for a browser whose navigation fails. Without JavaScript
 * the zone list does the same. The page keeps its place free, so nothing moves.
 */
export function ZoneDetect({ shown }: { shown: string }) {
  const router = useRouter();
  const [href, setHref] = useState<{ url: string; zone: string }>();
  useEffect(() => {
    let zone: string | undefined;
    try {
      zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    } catch {
      return;
    }
    // The same zone by another of its names (Chromium reports Asia/Kolkata as Asia/Calcutta) is no change.
    if (!zone || sameZone(zone, shown)) return;
    const url = new URL(window.location.href);
    url.searchParams.set("tz", zone);
    const target = `${url.pathname}${url.search}${url.hash}`;
    // Set once the zone is known, which only the browser can tell.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setHref({ url: target, zone });
    // Not before the page has loaded and the browser is idle: a navigation made while the first
    // page was still hydrating left both pages' <title>, description and canonical link in the
    // head (measured in Chromium: at once or on "load", two of each; on the first idle moment, one).
    let idle: number | undefined;
    const go = () => router.replace(target, { scroll: false });
    const whenIdle = () => {
      idle = window.requestIdleCallback
        ? window.requestIdleCallback(go, { timeout: 1000 })
        : window.setTimeout(go, 300);
    };
    if (document.readyState === "complete") whenIdle();
    else window.addEventListener("load", whenIdle, { once: true });
    return () => {
      window.removeEventListener("load", whenIdle);
      if (idle !== undefined) (window.cancelIdleCallback ?? window.clearTimeout)(idle);
    };
  }, [shown, router]);
  return href ? (
    <Link href={href.url} className="link-brand font-semibold">
      Show times in {href.zone.replaceAll("_", " ")}
    </Link>
  ) : null;
}

/** Whether two zone names are one zone: the browser resolves each to the name it prefers. */
function sameZone(a: string, b: string) {
  if (a === b) return true;
  try {
    const resolved = (zone: string) => new Intl.DateTimeFormat("en", { timeZone: zone }).resolvedOptions().timeZone;
    return resolved(a) === resolved(b);
  } catch {
    return false;
  }
}
