import type { ComponentProps } from "react";

/**
 * The attribute that hands a link's clicks to components/ui/soft-navigation.tsx: on a link, or
 * on an element whose links are all internal (markup written as HTML, components/shell/menu-data.ts).
 */
export const softLinkAttribute = "data-link";

/**
 * The site's internal link: a plain anchor that components/ui/soft-navigation.tsx turns into
 * Next's client-side navigation once the page has hydrated, and a normal link before that.
 *
 * It is not next/link: every next/link is a client component with its own hooks and a ref
 * that registers it with the router, and the shell alone renders some two hundred of them
 * (both condition menus, the footer) on every page. Hydrating them was a measurable share of
 * the main-thread work after first paint on a slow phone (docs/decisions/056). Nothing here
 * prefetches either: by default next/link fetched each page's data as its link scrolled into
 * view, 40-60 KB a visitor never asked for (decision 022). A page is fetched in one small
 * request when its link is followed.
 */
export function Link({ href, ...props }: ComponentProps<"a"> & { href: string }) {
  return <a href={href} {...{ [softLinkAttribute]: "" }} {...props} />;
}
