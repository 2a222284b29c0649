import "server-only";
import { botanicalSize, brandTint, drawBotanical, type BotanicalVariant, type Tint } from "./botanical";
import { drawProduct, productArtSize } from "./product-art";
import { catalogue } from "@/lib/catalogue";
import { allPosts } from "@/lib/content/blog";
import { productCategories } from "@/content/product-categories";
import { drawingPath, type ArtSubject } from "./subjects";

const blogTint: Tint = { deep: "#055630", soft: "#eef4cc" };
const variants: BotanicalVariant[] = ["hero", "card"];

/** Every subject that has a drawing: the route at /art draws these at build, and nothing else. */
export function drawnSubjects(): ArtSubject[] {
  return [
    { kind: "home" },
    ...catalogue.categories.flatMap((c) =>
      variants.map((variant) => ({ kind: "category" as const, slug: c.slug, variant })),
    ),
    ...catalogue.conditions.flatMap((c) =>
      variants.map((variant) => ({ kind: "condition" as const, category: c.categorySlug, slug: c.slug, variant })),
    ),
    ...allPosts().map((p) => ({ kind: "blog" as const, slug: p.slug })),
    ...productCategories.map((p) => ({ kind: "product-category" as const, slug: p.category })),
    ...catalogue.products.map((p) => ({ kind: "product" as const, id: p.id })),
  ];
}

/** The drawing of a subject as an SVG document, with its size; undefined when it has none. */
export function drawing(subject: ArtSubject): { svg: string; width: number; height: number } | undefined {
  switch (subject.kind) {
    case "home":
      return { svg: drawBotanical("home", brandTint, "hero"), ...botanicalSize.hero };
    case "category": {
      const category = catalogue.category(subject.slug);
      return (
        category && {
          svg: drawBotanical(category.slug, category.tint, subject.variant),
          ...botanicalSize[subject.variant],
        }
      );
    }
    case "condition": {
      const category = catalogue.category(subject.category);
      const condition = catalogue.condition(subject.category, subject.slug);
      return (
        category &&
        condition && {
          svg: drawBotanical(condition.href, category.tint, subject.variant),
          ...botanicalSize[subject.variant],
        }
      );
    }
    case "blog":
      return allPosts().some((p) => p.slug === subject.slug)
        ? { svg: drawBotanical(subject.slug, blogTint, "card"), ...botanicalSize.card }
        : undefined;
    case "product-category": {
      const category = productCategories.some((p) => p.category === subject.slug)
        ? catalogue.category(subject.slug)
        : undefined;
      return (
        category && { svg: drawBotanical(`products-${category.slug}`, category.tint, "card"), ...botanicalSize.card }
      );
    }
    case "product": {
      const product = catalogue.product(subject.id);
      // A product looks the same on every page: drawn in the tint of its first category.
      const tint = product && catalogue.category(product.categories[0]!)?.tint;
      return product && tint && { svg: drawProduct(product, tint), ...productArtSize };
    }
    case "doctor":
      return undefined;
  }
}

/** The subject a drawing's address names, for the /art route. */
export function subjectAt(path: readonly string[]): ArtSubject | undefined {
  const key = path.join("/");
  return drawnSubjects().find((s) => drawingPath(s)?.join("/") === key);
}
