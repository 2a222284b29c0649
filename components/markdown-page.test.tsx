import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { confirmedFact } from "@/content/clinic-facts";
import { policySlugs } from "@/content/policies";
import { formatPostDate } from "@/lib/content/dates";
import { getPage } from "@/lib/content/pages";
import { legalLinks } from "@/lib/routes";
import { MarkdownPage } from "./markdown-page";

// The claims as a store with none saved holds them: content/clinic-facts.ts's own.
vi.mock("@/lib/site", () => ({ liveSite: async () => ({ confirmed: confirmedFact }) }));

/** The page's text as a visitor reads it. */
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, "")
    .replaceAll("&#x27;", "'")
    .replaceAll("&amp;", "&");

describe("a policy page's dates", () => {
  it("covers every policy the footer links to (the editorial policy explains how pages are made; it binds no one)", () => {
    const linked = legalLinks.map((l) => l.href.slice(1)).filter((slug) => slug !== "editorial-policy");
    expect([...policySlugs].sort()).toEqual(linked.sort());
  });

  it.each(policySlugs)(
    "/%s shows the day the policies took effect and the day its own text last changed",
    async (slug) => {
      const shown = text(renderToStaticMarkup(await MarkdownPage({ slug })));
      expect(shown).toContain(`Effective 22 June 2025 · Last updated ${formatPostDate(getPage(slug).updated)}`);
    },
  );

  it("gives other pages only the day they last changed", async () => {
    const shown = text(renderToStaticMarkup(await MarkdownPage({ slug: "editorial-policy" })));
    expect(shown).not.toContain("Effective");
    expect(shown).toContain(`Last updated ${formatPostDate(getPage("editorial-policy").updated)}`);
  });
});
