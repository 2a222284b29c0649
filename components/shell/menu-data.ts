import { catalogue } from "@/lib/catalogue";

/** The plain data the menus are made of: names and links. */
export type MenuCategory = { name: string; href: string; conditions: { name: string; href: string }[] };

export function menuCategories(): MenuCategory[] {
  return catalogue.categories.map((c) => ({
    name: c.name,
    href: c.href,
    conditions: c.conditions.map((d) => ({ name: d.title, href: d.href })),
  }));
}

/*
 * The two condition menus (13 categories, 79 conditions) are on every page but opened on few
 * visits, so their lists reach the menus as finished HTML. React neither hydrates nor keeps
 * what it sets as innerHTML: rendered as React elements, the two lists were some 500 of the
 * home page's 1,465 hydrated elements (docs/decisions/056). Their behaviour comes from
 * listeners on the list itself (disease-menu.tsx), and their links navigate like every Link,
 * through the list's own `data-link` (components/ui/soft-navigation.tsx).
 *
 * The page's payload carries these strings once more, escaped, so they are kept short: single
 * quotes (a double quote is escaped twice on its way into the page), and one class per part,
 * drawn in app/globals.css.
 */

const escapes: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
const escape = (text: string) => text.replace(/[&<>"']/g, (c) => escapes[c] ?? c);

const link = (href: string, className: string, text: string) =>
  `<a href='${escape(href)}' class='${className}'>${escape(text)}</a>`;
const chevron = `<span aria-hidden='true' class='chevron'></span>`;

/** The DISEASE flyout's items: each category, and beside it the panel of its conditions. */
export function desktopMenuItemsHtml(categories: MenuCategory[]): string {
  return categories
    .map(
      (category, i) =>
        `<li class='dm-item'><a href='${escape(category.href)}' class='dm-cat'>${escape(category.name)}${chevron}</a>` +
        `<div data-sub='${i}' class='dm-sub'><p class='dm-sub-title'>${escape(category.name)}</p>` +
        `<ul class='grid gap-0.5'>${category.conditions.map((c) => `<li>${link(c.href, "dm-link", c.name)}</li>`).join("")}</ul>` +
        `${link(category.href, "dm-all link-brand", `All of ${category.name}`)}</div></li>`,
    )
    .join("");
}

/** The phone menu's categories, each a native disclosure of its conditions. */
export function mobileMenuItemsHtml(categories: MenuCategory[]): string {
  return categories
    .map(
      (category) =>
        `<li><details><summary class='mm-cat'>${escape(category.name)}${chevron}</summary><ul class='mm-conditions'>` +
        `<li>${link(category.href, "mm-all", `All of ${category.name}`)}</li>` +
        category.conditions.map((c) => `<li>${link(c.href, "mm-link", c.name)}</li>`).join("") +
        `</ul></details></li>`,
    )
    .join("");
}
