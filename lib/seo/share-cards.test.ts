import { describe, expect, it } from "vitest";
import { catalogue } from "@/lib/catalogue";
import { shareCardAt, shareCardPaths, shareImageFor, shareImagePath } from "./share-cards";

describe("share cards", () => {
  it("every category, condition and older page has its own, in its category's colours", () => {
    const paths = new Set(shareCardPaths());
    for (const c of catalogue.conditions) expect(paths.has(c.href), c.href).toBe(true);
    const pcos = shareCardAt(shareImagePath("/consultations/womens-health/pcos-pcod").split("/").slice(2))!;
    expect(pcos).toMatchObject({
      title: "PCOS / PCOD: Periods, Skin and Fertility",
      eyebrow: "Women's Health",
      tint: catalogue.category("womens-health")!.tint,
    });
    expect(shareCardAt(["consultations", "piles.png"])?.title).toBe(catalogue.legacyPage("piles")!.title);
  });

  it("each address names one card, and an address of no page names none", () => {
    for (const path of shareCardPaths()) expect(shareCardAt(shareImagePath(path).split("/").slice(2))?.path).toBe(path);
    expect(shareImagePath("/")).toBe("/share/home.png");
    expect(shareCardAt(["consultations", "made-up.png"])).toBeUndefined();
    expect(shareCardAt(["about"])).toBeUndefined();
  });

  it("a page without a card of its own (search results) shares the home page's", () => {
    expect(shareImageFor("/search")).toEqual({
      url: "/share/home.png",
      width: 1200,
      height: 630,
      alt: "Natural care, planned by a doctor who listens",
    });
    expect(shareImageFor("/faq").url).toBe("/share/faq.png");
  });
});
