import { catalogue } from "@/lib/catalogue";

/** The plain data the client menus need: names and links, nothing else crosses to the browser. */
export type MenuCategory = { name: string; href: string; conditions: { name: string; href: string }[] };

export function menuCategories(): MenuCategory[] {
  return catalogue.categories.map((c) => ({
    name: c.name,
    href: c.href,
    conditions: c.conditions.map((d) => ({ name: d.title, href: d.href })),
  }));
}
