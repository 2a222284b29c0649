import "server-only";
import { readFileSync } from "node:fs";
import { join } from "node:path";

/**
 * A home page banner's drawing (an SVG file in public/banners) as markup for the page itself,
 * for the banner on the first screen. As an <img> the browser builds an SVG picture a document
 * of its own on the main thread while the page loads (decision 044); in the page it is shapes
 * laid out with the rest. Undefined for a photograph, which stays an image file.
 */
export function bannerDrawing(src: string, idPrefix: string): string | undefined {
  if (!src.endsWith(".svg")) return undefined;
  return drawingForPage(readFileSync(join(process.cwd(), "public", src), "utf8"), idPrefix);
}

/**
 * An SVG document made fit to sit in a page: its ids (a gradient's, say) are prefixed so they
 * cannot meet another element's, and it covers its box, keeping its right side in view, as the
 * banner's image does with `object-cover object-right`; its size comes from the page's CSS.
 * Exported for its test.
 */
export function drawingForPage(svg: string, idPrefix: string): string {
  let markup = svg.replace(/^\s*<\?xml[^>]*\?>/, "").trim();
  for (const [, id] of svg.matchAll(/\bid="([^"]+)"/g)) {
    markup = markup
      .replaceAll(`id="${id}"`, `id="${idPrefix}-${id}"`)
      .replaceAll(`url(#${id})`, `url(#${idPrefix}-${id})`)
      .replaceAll(`href="#${id}"`, `href="#${idPrefix}-${id}"`);
  }
  return markup.replace(/^<svg\b([^>]*)>/, (_, attributes: string) => {
    const kept = attributes.replace(/\s(?:width|height|preserveAspectRatio)="[^"]*"/g, "");
    return `<svg${kept} preserveAspectRatio="xMaxYMid slice" aria-hidden="true">`;
  });
}
