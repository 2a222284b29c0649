import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { policySlugs } from "@/content/policies";
import { formatPostDate } from "@/lib/content/dates";
import { getPage } from "@/lib/content/pages";
import { legalLinks } from "@/lib/routes";
import { MarkdownPage } from "./markdown-page";

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

  it.each(policySlugs)("/%s shows the day the policies took effect and the day its own text last changed", (slug) => {
    const shown = text(renderToStaticMarkup(<MarkdownPage slug={slug} />));
    expect(shown).toContain(`Effective 22 June 2025 · Last updated ${formatPostDate(getPage(slug).updated)}`);
  });

  it("gives other pages only the day they last changed", () => {
    const shown = text(renderToStaticMarkup(<MarkdownPage slug="editorial-policy" />));
    expect(shown).not.toContain("Effective");
    expect(shown).toContain(`Last updated ${formatPostDate(getPage("editorial-policy").updated)}`);
  });
});
