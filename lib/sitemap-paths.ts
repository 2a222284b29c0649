import "server-only";
import { allPosts } from "@/lib/content/blog";
import { canonicalPaths } from "@/lib/routes";

/** Every path the sitemap lists: the canonical pages (lib/routes.ts) and each article. */
export const sitemapPaths = (): string[] => [...canonicalPaths(), ...allPosts().map((p) => `/blogs/${p.slug}`)];
