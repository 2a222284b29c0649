/** Lowercase, apostrophes dropped, every other run of non-alphanumerics becomes one hyphen (docs/product.md, Consultation pages). */
export function slugify(title: string): string {
  return title
    .toLowerCase()
    .replace(/['’]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
