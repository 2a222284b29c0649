// @vitest-environment happy-dom
import { act } from "react";
import { createRoot } from "react-dom/client";
import { describe, expect, it } from "vitest";
import { BannerSlider, type BannerSlide } from "./banner-slider";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
// happy-dom has no matchMedia, which the slider asks only when it scrolls.
window.matchMedia ??= (() => ({ matches: false })) as unknown as typeof window.matchMedia;
// happy-dom loads no pictures, and calls each one complete at once: here they are still loading.
Object.defineProperty(HTMLImageElement.prototype, "complete", { get: () => false });

const slide = (id: string, extra: Partial<BannerSlide> = {}): BannerSlide => ({
  id,
  image: { src: `/banners/${id}.svg`, alt: `Drawing for ${id}`, width: 1600, height: 600 },
  content: <p>Words of {id}</p>,
  ...extra,
});

async function show(slides: BannerSlide[]) {
  const page = document.body.appendChild(document.createElement("div"));
  await act(async () => createRoot(page).render(<BannerSlider label="Offers and plans" slides={slides} />));
  const fail = async (id: string) => {
    const img = page.querySelector(`img[src="/banners/${id}.svg"]`)!;
    await act(async () => void img.dispatchEvent(new Event("error")));
  };
  return { page, fail };
}

describe("BannerSlider", () => {
  it("draws a banner given as markup in the page, named for assistive technology, with no image file to fetch", async () => {
    const { page } = await show([
      slide("first", { drawing: '<svg viewBox="0 0 16 6" aria-hidden="true"><rect width="16" height="6"/></svg>' }),
      slide("second"),
    ]);
    const drawn = page.querySelector('[role="img"][data-drawing="/banners/first.svg"]')!;
    expect(drawn.getAttribute("aria-label")).toBe("Drawing for first");
    expect(drawn.querySelector("svg rect")).not.toBeNull();
    expect(page.querySelector('img[src="/banners/first.svg"]')).toBeNull();
    expect(page.querySelector('img[src="/banners/second.svg"]')!.getAttribute("loading")).toBe("lazy");
  });

  it("drops a banner whose image fails, and the whole section once none is left", async () => {
    const { page, fail } = await show([slide("first"), slide("second")]);
    expect(page.querySelectorAll("li")).toHaveLength(2);
    await fail("first");
    expect(page.querySelector("li:not(.hidden)")!.textContent).toBe("Words of second");
    expect(page.querySelector("li:not(.hidden)")!.getAttribute("aria-label")).toBe("1 of 1");
    await fail("second");
    expect(page.querySelector("section")).toBeNull();
  });
});
