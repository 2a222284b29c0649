"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { softLinkAttribute } from "./link";

/**
 * One listener for every internal link (components/ui/link.tsx, and the links inside an element
 * marked with the same attribute, such as the condition menus): a plain click on it becomes
 * Next's client-side navigation, as next/link would make it, so the next page arrives as a
 * small payload instead of a whole document. Clicks the browser should keep are left alone:
 * with a modifier key or another button (a new tab), a link with a target or a download, one
 * already handled by a component, and a jump within the page.
 */
export function SoftNavigation() {
  const router = useRouter();
  useEffect(() => {
    const onClick = (e: MouseEvent) => {
      if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      const link = (e.target as Element | null)?.closest?.("a");
      if (!link?.closest(`[${softLinkAttribute}]`) || link.hasAttribute("download")) return;
      if (link.target && link.target !== "_self") return;
      const url = new URL(link.href);
      if (url.origin !== window.location.origin) return;
      if (url.hash && url.pathname === window.location.pathname && url.search === window.location.search) return;
      e.preventDefault();
      router.push(url.pathname + url.search + url.hash);
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [router]);
  return null;
}
