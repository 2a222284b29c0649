import type { MetadataRoute } from "next";
import { siteConfig } from "@/lib/site-config";

export default function robots(): MetadataRoute.Robots {
  return {
    // The clinic's lead inbox and the form endpoints are not pages for search engines.
    rules: [{ userAgent: "*", allow: "/", disallow: ["/inbox", "/api/"] }],
    sitemap: `${siteConfig.url}/sitemap.xml`,
  };
}
