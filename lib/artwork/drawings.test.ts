import { describe, expect, it } from "vitest";
import { catalogue } from "@/lib/catalogue";
import { drawing, drawnSubjects, subjectAt } from "./drawings";
import { drawingPath, drawingSize } from "./subjects";

describe("the site's drawings", () => {
  const subjects = drawnSubjects();

  it("cover every category and condition (hero and card), product, article and product category, each at its own address", () => {
    const paths = subjects.map((s) => drawingPath(s)!.join("/"));
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toContain("home.svg");
    expect(subjects.filter((s) => s.kind === "condition")).toHaveLength(catalogue.conditions.length * 2);
    expect(subjects.filter((s) => s.kind === "product")).toHaveLength(catalogue.products.length);
  });

  it("each address draws an SVG of the size the page reserves for it", () => {
    for (const subject of subjects) {
      expect(subjectAt(drawingPath(subject)!)).toEqual(subject);
      const art = drawing(subject)!;
      const { width, height } = drawingSize(subject);
      expect(art.svg).toMatch(new RegExp(`^<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}"`));
    }
  });

  it("the same seed draws the same picture, and a product's name is on its label", () => {
    const subject = { kind: "product", id: catalogue.products[0]!.id } as const;
    expect(drawing(subject)!.svg).toBe(drawing(subject)!.svg);
    expect(drawing(subject)!.svg).toContain(catalogue.products[0]!.name.split(" ")[0]);
    expect(drawing({ kind: "category", slug: "womens-health", variant: "hero" })!.svg).not.toBe(
      drawing({ kind: "category", slug: "mens-health", variant: "hero" })!.svg,
    );
  });

  it("draws nothing for a subject the catalogue does not have", () => {
    expect(subjectAt(["category", "made-up-hero.svg"])).toBeUndefined();
    expect(drawing({ kind: "category", slug: "made-up", variant: "hero" })).toBeUndefined();
    expect(drawing({ kind: "product", id: "made-up" })).toBeUndefined();
  });
});
