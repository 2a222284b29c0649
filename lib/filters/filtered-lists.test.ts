import { describe, expect, it } from "vitest";
import { filteredListRoute } from "./filtered-lists";

describe("filteredListRoute", () => {
  it("sends a list's address with a query to its per-request rendering", () => {
    expect(filteredListRoute("/products", "?concern=detox")).toEqual("/filtered/products");
    expect(filteredListRoute("/blogs", "?page=2")).toEqual("/filtered/blogs");
    expect(filteredListRoute("/doctors", "?doctor=dr-a")).toEqual("/filtered/doctors");
    // A campaign's parameters count too: the page keeps them in its links.
    expect(filteredListRoute("/blogs", "?utm_source=newsletter")).toEqual("/filtered/blogs");
  });

  it("leaves the bare address, and a client-side navigation to it, to the prerendered page", () => {
    expect(filteredListRoute("/products", "")).toBeNull();
    expect(filteredListRoute("/products", "?_rsc=1x2y")).toBeNull();
    expect(filteredListRoute("/blogs", "?page=2&_rsc=1x2y")).toEqual("/filtered/blogs");
  });

  it("leaves every other address alone", () => {
    expect(filteredListRoute("/blogs/agni-everyday-habits-for-digestion", "?a=1")).toBeNull();
    expect(filteredListRoute("/search", "?q=sleep")).toBeNull();
    expect(filteredListRoute("/inbox", "?status=new")).toBeNull();
  });
});
