// @vitest-environment happy-dom
import { act } from "react";
import { createRoot } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const push = vi.fn();
vi.mock("next/navigation", () => ({ useRouter: () => ({ push }) }));
const { SoftNavigation } = await import("./soft-navigation");

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Clicks the page's only link as a visitor would, and says whether the browser was left to follow it. */
function click(html: string, init: MouseEventInit = {}): boolean {
  document.getElementById("links")!.innerHTML = html;
  let followed = false;
  // Last in line: notes what the page left to the browser, then stops happy-dom from loading it.
  window.addEventListener(
    "click",
    (e) => {
      followed = !e.defaultPrevented;
      e.preventDefault();
    },
    { once: true },
  );
  document
    .querySelector("a")!
    .dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, button: 0, ...init }));
  return followed;
}

describe("SoftNavigation", () => {
  let root: ReturnType<typeof createRoot>;
  beforeEach(async () => {
    push.mockClear();
    document.body.innerHTML = `<div id="app"></div><div id="links"></div>`;
    root = createRoot(document.getElementById("app")!);
    await act(async () => root.render(<SoftNavigation />));
  });
  afterEach(() => act(() => root.unmount()));

  it("turns a click on a site link into a navigation within the page", () => {
    expect(click(`<a data-link href="/faq?x=1#shipping">FAQ</a>`)).toBe(false);
    expect(push).toHaveBeenCalledWith("/faq?x=1#shipping");
  });

  it("does the same for a link inside a marked list written as HTML, and for a click on its text's element", () => {
    expect(click(`<ul data-link><li><a href="/consultations/piles"><span>Piles</span></a></li></ul>`)).toBe(false);
    expect(push).toHaveBeenCalledWith("/consultations/piles");
  });

  it("leaves to the browser a new tab, another site, a download, a target, a jump within the page and unmarked links", () => {
    expect(click(`<a data-link href="/faq">FAQ</a>`, { ctrlKey: true })).toBe(true);
    expect(click(`<a data-link href="/faq">FAQ</a>`, { metaKey: true })).toBe(true);
    expect(click(`<a data-link href="/faq">FAQ</a>`, { shiftKey: true })).toBe(true);
    expect(click(`<a data-link href="https://example.org/">elsewhere</a>`)).toBe(true);
    expect(click(`<a data-link href="/guide.pdf" download>guide</a>`)).toBe(true);
    expect(click(`<a data-link href="/faq" target="_blank">FAQ</a>`)).toBe(true);
    expect(click(`<a data-link href="${window.location.pathname}#top">top</a>`)).toBe(true);
    expect(click(`<a href="/faq">FAQ</a>`)).toBe(true);
    expect(push).not.toHaveBeenCalled();
  });

  it("leaves a click a component has already handled", () => {
    document.getElementById("links")!.addEventListener("click", (e) => e.preventDefault());
    click(`<a data-link href="/faq">FAQ</a>`);
    expect(push).not.toHaveBeenCalled();
  });
});
