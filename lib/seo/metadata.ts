import type { Metadata } from "next";
import { siteConfig } from "@/lib/site-config";
import { shareImageFor } from "./share-cards";

/**
 * Every page's title, description, canonical URL and share tags from one builder, so no
 * page can forget its canonical link or its Open Graph and Twitter card. Each page's share
 * image is drawn at build by app/share (lib/seo/share-cards.ts).
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
  const image = shareImageFor(path);
  return {
    title,
    description,
    keywords,
    alternates: { canonical: url },
    openGraph: { title, description, url, siteName: siteConfig.name, type, locale: "en_US", images: [image] },
    twitter: { card: "summary_large_image", title, description, images: [image] },
  };
}
