import "server-only";
import { brandTint, type Tint } from "@/lib/artwork/botanical";
import { catalogue, legacyPageHref } from "@/lib/catalogue";
import { allPosts } from "@/lib/content/blog";
import { siteConfig } from "@/lib/site-config";
import { staticPages } from "@/lib/static-pages";

/** What a page's share card shows: its title, a line above it, and its category's colours and drawing. */
export type ShareCard = { path: string; title: string; eyebrow: string; tint: Tint; seed: string };

let cards: Map<string, ShareCard> | undefined;

/** Every page that has a share card of its own, by its path: the fixed pages, the catalogue's pages and the blog. */
function allCards(): Map<string, ShareCard> {
  if (cards) return cards;
  const list: ShareCard[] = [
    {
      path: "/",
      title: "Natural care, planned by a doctor who listens",
      eyebrow: "Online Ayurvedic consultations",
      tint: brandTint,
      seed: "home",
    },
    ...Object.values(staticPages)
      .filter((page) => page.href !== "/")
      .map((page) => ({
        path: page.href,
        title: page.label,
        eyebrow: siteConfig.name,
        tint: brandTint,
        seed: page.href,
      })),
    ...catalogue.categories.map((c) => ({
      path: c.href,
      title: c.name,
      eyebrow: "Ayurvedic consultations",
      tint: c.tint,
      seed: c.slug,
    })),
    ...catalogue.conditions.map((c) => {
      const category = catalogue.category(c.categorySlug)!;
      return { path: c.href, title: c.title, eyebrow: category.name, tint: category.tint, seed: c.href };
    }),
    ...catalogue.legacyPages.map((p) => ({
      path: legacyPageHref(p.slug),
      title: p.title,
      eyebrow: "Ayurvedic consultations",
      tint: catalogue.category(p.tintFrom)!.tint,
      seed: legacyPageHref(p.slug),
    })),
    ...allPosts().map((p) => ({
      path: `/blogs/${p.slug}`,
      title: p.title,
      eyebrow: `Blog · ${p.category}`,
      tint: brandTint,
      seed: p.slug,
    })),
  ];
  return (cards = new Map(list.map((card) => [card.path, card])));
}

export const shareImageSize = { width: 1200, height: 630 };

/** The share image's own address for a page's path: /share/<path>.png, the home page's /share/home.png. */
export const shareImagePath = (path: string) => `/share${path === "/" ? "/home" : path}.png`;

/** The share image for a page: its own card, or for a page without one (search results), the home page's. */
export function shareImageFor(path: string) {
  const card = allCards().get(path) ?? allCards().get("/")!;
  return { url: shareImagePath(card.path), ...shareImageSize, alt: card.title };
}

/** The paths of every card, for the build to draw. */
export const shareCardPaths = () => [...allCards().keys()];

/** The card a share image's address names, for the /share route. */
export function shareCardAt(segments: readonly string[]): ShareCard | undefined {
  const joined = `/${segments.join("/")}`;
  if (!joined.endsWith(".png")) return undefined;
  const path = joined === "/home.png" ? "/" : joined.slice(0, -".png".length);
  return allCards().get(path);
}
