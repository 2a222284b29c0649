import NextLink from "next/link";
import type { ComponentProps } from "react";

/**
 * The site's internal link: Next's client-side navigation, without prefetching. By default a
 * link fetches its page's data as soon as it scrolls into view; on a page of cards and menus
 * that was 40-60 KB a visitor never asked for, on a phone's data plan (decision 022). A page
 * is still fetched in one small request when its link is followed.
 */
export function Link(props: ComponentProps<typeof NextLink>) {
  return <NextLink prefetch={false} {...props} />;
}
