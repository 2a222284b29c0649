import { describe, expect, it } from "vitest";
import { desktopMenuItemsHtml, menuCategories, mobileMenuItemsHtml, type MenuCategory } from "./menu-data";

const links = (html: string) => [...html.matchAll(/<a href='([^']*)'/g)].map((m) => m[1]);

describe("the condition menus' HTML", () => {
  const categories = menuCategories();
  const everyHref = categories.flatMap((c) => [c.href, ...c.conditions.map((d) => d.href)]);

  it("links every category and every condition, in both menus", () => {
    expect(categories).toHaveLength(13);
    expect(new Set(links(desktopMenuItemsHtml(categories)))).toEqual(new Set(everyHref));
    expect(new Set(links(mobileMenuItemsHtml(categories)))).toEqual(new Set(everyHref));
    // A category's own link opens its conditions in the flyout; "All of …" leads to it from there.
    expect(links(desktopMenuItemsHtml(categories))).toHaveLength(everyHref.length + categories.length);
  });

  it("escapes what it writes, so a name or a link cannot break out of its element or attribute", () => {
    const tricky: MenuCategory[] = [
      {
        name: `Bones & "Joints" <b>`,
        href: "/consultations/x'y",
        conditions: [{ name: "Knee's <pain>", href: "/a?b=1&c=2" }],
      },
    ];
    for (const html of [desktopMenuItemsHtml(tricky), mobileMenuItemsHtml(tricky)]) {
      expect(html).not.toContain("<b>");
      expect(html).not.toContain("<pain>");
      expect(html).toContain("Bones &amp; &quot;Joints&quot; &lt;b&gt;");
      expect(html).toContain("href='/consultations/x&#39;y'");
      expect(html).toContain("href='/a?b=1&amp;c=2'");
    }
  });
});
