import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Pagination } from "./pagination";

/** The links of the rendered nav, in order, as [accessible text, href, aria-current]. */
function links(html: string) {
  return [...html.matchAll(/<a href="([^"]+)"([^>]*)>(.*?)<\/a>/g)].map(([, href, attrs, inner]) => [
    inner!.replace(/<[^>]+>/g, "").trim(),
    href!.replace(/&amp;/g, "&"),
    /aria-current="page"/.test(attrs!) ? "current" : "",
  ]);
}

describe("Pagination", () => {
  const query = "category=nutrition&category=lifestyle";

  it("renders Previous, every page and Next as links that keep the selected categories", () => {
    const html = renderToStaticMarkup(<Pagination path="/blogs" query={query} page={2} totalPages={3} />);
    expect(html).toContain('<nav aria-label="Pagination"');
    expect(links(html)).toEqual([
      ["Previous", "/blogs?category=nutrition&category=lifestyle", ""],
      ["Page 1", "/blogs?category=nutrition&category=lifestyle", ""],
      ["Page 2", "/blogs?category=nutrition&category=lifestyle&page=2", "current"],
      ["Page 3", "/blogs?category=nutrition&category=lifestyle&page=3", ""],
      ["Next", "/blogs?category=nutrition&category=lifestyle&page=3", ""],
    ]);
  });

  it("has no Previous on the first page and no Next on the last", () => {
    const first = links(renderToStaticMarkup(<Pagination path="/blogs" query="" page={1} totalPages={2} />));
    expect(first.map(([text]) => text)).toEqual(["Page 1", "Page 2", "Next"]);
    expect(first[0]).toEqual(["Page 1", "/blogs", "current"]);
    const last = links(renderToStaticMarkup(<Pagination path="/blogs" query="" page={2} totalPages={2} />));
    expect(last.map(([text]) => text)).toEqual(["Previous", "Page 1", "Page 2"]);
  });

  it("renders nothing when everything fits on one page", () => {
    expect(renderToStaticMarkup(<Pagination path="/blogs" query={query} page={1} totalPages={1} />)).toBe("");
  });
});
