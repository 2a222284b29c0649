import type { MetadataRoute } from "next";
import { allPosts } from "@/lib/content/blog";
import { canonicalPaths } from "@/lib/routes";
import { absoluteUrl } from "@/lib/seo/json-ld";

/** Every canonical URL; aliases are left out because they redirect. */
export default function sitemap(): MetadataRoute.Sitemap {
  return [...canonicalPaths(), ...allPosts().map((p) => `/blogs/${p.slug}`)].map((path) => ({
    url: absoluteUrl(path),
  }));
}
