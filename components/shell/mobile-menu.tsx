"use client";

import { Link, softLinkAttribute } from "@/components/ui/link";
import { useEffect, useRef } from "react";
import { usePathname } from "next/navigation";
import { ChevronDown, Menu, X } from "lucide-react";

/**
 * The phone menu is a native <details>: it opens and closes before any script runs.
 * Once hydrated it also closes when a link is followed or the page changes.
 */
export function MobileMenu({
  links,
  extraLinks,
  categoriesHtml,
  search,
  whatsapp,
}: {
  links: { href: string; label: string }[];
  /** Links after the DISEASE list (the dosha self-assessment). */
  extraLinks: { href: string; label: string }[];
  /** The categories and their conditions as finished HTML (menu-data.ts), which React does not hydrate. */
  categoriesHtml: string;
  /** The search box, rendered by the server header, so this menu does not carry its code. */
  search: React.ReactNode;
  /** The WhatsApp link, or nothing when the clinic has not configured it. */
  whatsapp: React.ReactNode;
}) {
  const ref = useRef<HTMLDetailsElement>(null);
  const pathname = usePathname();
  // Only a new page closes it: a menu the visitor opened before the scripts arrived stays open.
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    if (ref.current) ref.current.open = false;
  }, [pathname]);

  const closeOnLink = (e: React.MouseEvent) => {
    if ((e.target as HTMLElement).closest("a") && ref.current) ref.current.open = false;
  };
  const closeOnEscape = (e: React.KeyboardEvent) => {
    if (e.key === "Escape" && ref.current?.open) {
      ref.current.open = false;
      ref.current.querySelector("summary")?.focus();
    }
  };

  return (
    <details ref={ref} className="group/mm lg:hidden" onKeyDown={closeOnEscape}>
      <summary
        className="flex size-11 cursor-pointer list-none items-center justify-center rounded-full text-ink hover:bg-highlight-soft [&::-webkit-details-marker]:hidden"
        aria-label="Menu"
      >
        <Menu aria-hidden className="size-6 group-open/mm:hidden" />
        <X aria-hidden className="hidden size-6 group-open/mm:block" />
      </summary>
      <nav
        aria-label="Mobile"
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-line bg-white px-4 pb-6 shadow-lg"
        onClick={closeOnLink}
      >
        <div className="pt-4 pb-2">{search}</div>
        <ul className="divide-y divide-line">
          {links.map((link) => (
            <li key={link.href}>
              <Link href={link.href} className="flex min-h-12 items-center text-base font-medium text-ink">
                {link.label}
              </Link>
            </li>
          ))}
          <li>
            <details className="group/dis">
              <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between text-base font-semibold tracking-wide text-ink uppercase [&::-webkit-details-marker]:hidden">
                Disease
                <ChevronDown aria-hidden className="size-5 transition-transform group-open/dis:rotate-180" />
              </summary>
              <ul
                className="pb-2"
                {...{ [softLinkAttribute]: "" }}
                dangerouslySetInnerHTML={{ __html: categoriesHtml }}
              />
            </details>
          </li>
          {extraLinks.map((link) => (
            <li key={link.href}>
              <Link href={link.href} className="flex min-h-12 items-center text-base font-medium text-ink">
                {link.label}
              </Link>
            </li>
          ))}
          {whatsapp ? <li>{whatsapp}</li> : null}
        </ul>
      </nav>
    </details>
  );
}
