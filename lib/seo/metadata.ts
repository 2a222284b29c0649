import type { Metadata } from "next";
import { siteConfig } from "@/lib/site-config";

/**
 * Every page's title, description, canonical URL and share tags from one builder, so no
 * page can forget its canonical link or its Open Graph and Twitter card. The share image
 * comes from app/opengraph-image.tsx.
 */
export function pageMetadata({
  title,
  description,
  path,
  keywords,
  type = "website",
}: {
  title: string;
  description: string;
  path: string;
  keywords?: string[];
  type?: "website" | "article";
}): Metadata {
  const url = `${siteConfig.url}${path === "/" ? "/" : path}`;
  return {
    title,
    description,
    keywords,
    alternates: { canonical: url },
    openGraph: { title, description, url, siteName: siteConfig.name, type, locale: "en_US" },
    twitter: { card: "summary_large_image", title, description },
  };
}
