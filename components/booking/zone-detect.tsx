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
    if (!zone || zone === shown) return;
    const url = new URL(window.location.href);
    url.searchParams.set("tz", zone);
    const target = `${url.pathname}${url.search}${url.hash}`;
    // Set once the zone is known, which only the browser can tell.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setHref({ url: target, zone });
    // Not before the document has loaded: a navigation made while the first page's metadata is
    // still streaming in left both pages' <title>, description and canonical link in the head.
    const go = () => router.replace(target, { scroll: false });
    if (document.readyState === "complete") {
      go();
      return;
    }
    window.addEventListener("load", go, { once: true });
    return () => window.removeEventListener("load", go);
  }, [shown, router]);
  return href ? (
    <Link href={href.url} className="link-brand font-semibold">
      Show times in {href.zone.replaceAll("_", " ")}
    </Link>
  ) : null;
}
