import { botanicalSize, type BotanicalVariant } from "./botanical";
import { productArtSize } from "./product-art";

/**
 * Everything on the site that has a picture. Each has a drawing of its own, served as an SVG
 * file from /art/..., and a place where the clinic can put a photograph that replaces it
 * (public/photos/..., docs/pictures.md).
 */
export type ArtSubject =
  | { kind: "home" }
  | { kind: "category"; slug: string; variant: BotanicalVariant }
  | { kind: "condition"; category: string; slug: string; variant: BotanicalVariant }
  | { kind: "blog"; slug: string }
  | { kind: "product-category"; slug: string }
  | { kind: "product"; id: string }
  | { kind: "doctor"; id: string };

/** The drawing's address segments under /art (a doctor has none: initials stand in). */
export function drawingPath(subject: ArtSubject): string[] | undefined {
  switch (subject.kind) {
    case "home":
      return ["home.svg"];
    case "category":
      return ["category", `${subject.slug}-${subject.variant}.svg`];
    case "condition":
      return ["condition", subject.category, `${subject.slug}-${subject.variant}.svg`];
    case "blog":
      return ["blog", `${subject.slug}.svg`];
    case "product-category":
      return ["product-category", `${subject.slug}.svg`];
    case "product":
      return ["product", `${subject.id}.svg`];
    case "doctor":
      return undefined;
  }
}

/** Where the clinic puts a photograph of the subject, without its extension, under public/photos. */
export function photoStem(subject: ArtSubject): string | undefined {
  switch (subject.kind) {
    case "home":
      return "home";
    case "category":
      return `categories/${subject.slug}`;
    case "condition":
      return `conditions/${subject.category}/${subject.slug}`;
    case "blog":
      return `blog/${subject.slug}`;
    case "product-category":
      return `product-categories/${subject.slug}`;
    case "product":
      return `products/${subject.id}`;
    case "doctor":
      return `doctors/${subject.id}`;
  }
}

/** The drawing's size, for the <img> that shows it (no layout shift). */
export function drawingSize(subject: ArtSubject): { width: number; height: number } {
  switch (subject.kind) {
    case "product":
      return productArtSize;
    case "category":
    case "condition":
      return botanicalSize[subject.variant];
    case "home":
      return botanicalSize.hero;
    default:
      return botanicalSize.card;
  }
}
