import type { MetadataRoute } from "next";
import { absoluteUrl } from "@/lib/seo/json-ld";
import { sitemapPaths } from "@/lib/sitemap-paths";

/** Every canonical URL; aliases are left out because they redirect. */
export default function sitemap(): MetadataRoute.Sitemap {
  return sitemapPaths().map((path) => ({
    url: absoluteUrl(path),
  }));
}
