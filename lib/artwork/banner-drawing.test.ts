import { describe, expect, it } from "vitest";
import { banners } from "@/content/banners";
import { bannerDrawing, drawingForPage } from "./banner-drawing";

const file =
  `<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="600" viewBox="0 0 1600 600">` +
  `<defs><linearGradient id="bg"><stop offset="0"/></linearGradient><path id="leaf" d="M0 0"/></defs>` +
  `<rect width="1600" height="600" fill="url(#bg)"/><use href="#leaf"/></svg>`;

describe("drawingForPage", () => {
  const markup = drawingForPage(file, "banner-a");

  it("prefixes the drawing's ids and every reference to them, so two drawings in one page cannot meet", () => {
    expect(markup).toContain('<linearGradient id="banner-a-bg">');
    expect(markup).toContain('fill="url(#banner-a-bg)"');
    expect(markup).toContain('<use href="#banner-a-leaf"/>');
    expect(markup).not.toMatch(/"#?bg"|url\(#bg\)/);
  });

  it("covers its box from the right, sized by the page, and is hidden from assistive technology (its box is named)", () => {
    expect(markup).toMatch(
      /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 1600 600" preserveAspectRatio="xMaxYMid slice" aria-hidden="true">/,
    );
    // The rectangle inside keeps its own size.
    expect(markup).toContain('<rect width="1600" height="600"');
  });

  it("leaves no XML declaration, which has no place inside HTML", () => {
    expect(markup).not.toContain("<?xml");
  });
});

describe("bannerDrawing", () => {
  it("reads each banner's drawing from public/banners, and leaves a photograph to be an image", () => {
    for (const banner of banners)
      expect(bannerDrawing(banner.image.src, banner.id)).toMatch(/^<svg [^>]*preserveAspectRatio="xMaxYMid slice"/);
    expect(bannerDrawing("/banners/clinic.jpg", "clinic")).toBeUndefined();
  });
});
