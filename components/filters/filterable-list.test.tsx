import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { FilterableList, type FilterableItem } from "./filterable-list";

// The live blog has 6 articles, one page: 13 made-up cards show what a longer list does.
const options = [
  { value: "nutrition", label: "Nutrition" },
  { value: "lifestyle", label: "Lifestyle" },
];
const items: FilterableItem[] = Array.from({ length: 13 }, (_, i) => ({
  key: `post-${i + 1}`,
  tags: [i % 2 ? "lifestyle" : "nutrition"],
  node: <p>{`Card ${i + 1}`}</p>,
}));

const render = (props: { selected?: string[]; page?: number | string }) => {
  // The request's query, as the page hands it down.
  const query = new URLSearchParams([
    ...(props.selected ?? []).map((value) => ["category", value]),
    ...(props.page ? [["page", String(props.page)]] : []),
  ]);
  return renderToStaticMarkup(
    <FilterableList
      query={query.toString()}
      path="/blogs"
      param="category"
      label="Filter by Category"
      options={options}
      rule="any"
      items={items}
      noun="articles"
      emptyMessage="No articles match your selected categories."
      listClassName="grid"
      pageSize={6}
    />,
  );
};
const cards = (html: string) => [...html.matchAll(/<p>Card (\d+)<\/p>/g)].map((m) => Number(m[1]));
const pageLinks = (html: string) =>
  [...html.matchAll(/<a href="([^"]+)"[^>]*aria-current="page"/g)].map((m) => m[1]!.replace(/&amp;/g, "&"));

describe("FilterableList as the server renders it", () => {
  it("shows the page asked for, six cards at a time, with the pagination nav", () => {
    expect(cards(render({}))).toEqual([1, 2, 3, 4, 5, 6]);
    const second = render({ page: 2 });
    expect(cards(second)).toEqual([7, 8, 9, 10, 11, 12]);
    expect(second).toContain("Showing all 13 articles, page 2 of 3");
    expect(pageLinks(second)).toEqual(["/blogs?page=2"]);
    expect(cards(render({ page: 3 }))).toEqual([13]);
  });

  it("shows a valid page for a page past the end or one that is not a number", () => {
    expect(cards(render({ page: 7 }))).toEqual([13]);
    expect(cards(render({ page: "abc" }))).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it("ignores a category the filter does not offer", () => {
    expect(cards(render({ selected: ["astrology"] }))).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it("pages the filtered cards, and its links keep the selection", () => {
    const html = render({ selected: ["lifestyle"], page: 1 });
    expect(cards(html)).toEqual([2, 4, 6, 8, 10, 12]);
    expect(html).toContain("Showing 6 of 13 articles");
    expect(html).not.toContain('aria-label="Pagination"');
    const nutrition = render({ selected: ["nutrition"], page: 2 });
    expect(cards(nutrition)).toEqual([13]);
    expect(pageLinks(nutrition)).toEqual(["/blogs?category=nutrition&page=2"]);
  });

  it("renders the no-JavaScript form: the URL's boxes ticked, Done submits, Clear All links to the bare page", () => {
    const html = render({ selected: ["lifestyle"] });
    const tag = (pattern: RegExp) => html.match(pattern)?.[0] ?? "";
    expect(tag(/<form[^>]*>/)).toMatch(/(?=.*method="get")(?=.*action="\/blogs")/);
    expect(tag(/<input[^>]*value="lifestyle"[^>]*>/)).toMatch(/(?=.*name="category")(?=.*checked="")/);
    expect(tag(/<input[^>]*value="nutrition"[^>]*>/)).not.toContain("checked");
    expect(html).toMatch(/<button type="submit"[^>]*>Done<\/button>/);
    expect(html).toMatch(/<a href="\/blogs"[^>]*>Clear All<\/a>/);
    expect(render({})).not.toContain("Clear All");
  });
});
