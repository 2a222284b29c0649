// @vitest-environment happy-dom
import { act } from "react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Photo } from "./photo";

// React reports state updates outside act() unless told it runs under a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** What the browser says of the picture: still loading, or finished (with a width when it decoded). */
let picture = { complete: false, naturalWidth: 0 };
Object.defineProperty(window.HTMLImageElement.prototype, "complete", {
  configurable: true,
  get: () => picture.complete,
});
Object.defineProperty(window.HTMLImageElement.prototype, "naturalWidth", {
  configurable: true,
  get: () => picture.naturalWidth,
});

let container: HTMLDivElement;
let root: Root;
beforeEach(() => {
  picture = { complete: false, naturalWidth: 0 };
  container = document.createElement("div");
  document.body.append(container);
  root = createRoot(container);
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

const props = { src: "/photos/categories/womens-health.jpg", width: 1600, height: 900, alt: "", sizes: "100vw" };
const img = () => container.querySelector("img")!;
/** The browser finishes the picture: next/image waits for it to decode before it tells the page. */
const fire = async (type: "load" | "error") => {
  picture = { complete: true, naturalWidth: type === "load" ? 1600 : 0 };
  await act(async () => void img().dispatchEvent(new Event(type)));
};

describe("a photograph's states", () => {
  it("shows a spinner with 'Loading image...' until it arrives, then fades it in", async () => {
    act(() => root.render(<Photo {...props} />));
    expect(container.textContent).toContain("Loading image...");
    expect(img().className).toContain("opacity-0");
    expect(img().getAttribute("srcset")).toMatch(
      /\/_next\/image\?url=%2Fphotos%2Fcategories%2Fwomens-health\.jpg&w=\d+&q=75 \d+w/,
    );
    expect(img().getAttribute("width")).toBe("1600");
    await fire("load");
    expect(container.textContent).not.toContain("Loading image...");
    expect(img().className).toContain("opacity-100");
    expect(img().className).toContain("transition-opacity");
  });

  it("says 'Image not available' and logs the error when the file fails", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    act(() => root.render(<Photo {...props} src="/photos/missing.jpg" />));
    await fire("error");
    expect(container.querySelector("img")).toBeNull();
    expect(container.textContent).toBe("Image not available");
    expect(log).toHaveBeenCalledWith("Image failed to load: /photos/missing.jpg");
    log.mockRestore();
  });

  it("behind a heading, keeps its notes to a small label in the top corner instead of the middle", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const note = () => container.querySelector("[role=status], [role=img]")!;
    act(() => root.render(<Photo {...props} />));
    expect(note().className).toContain("justify-center");
    act(() => root.render(<Photo {...props} backdrop />));
    expect(note().textContent).toBe("Loading image...");
    expect(note().className).toMatch(/items-start justify-end/);
    await fire("error");
    expect(note().getAttribute("role")).toBe("img");
    expect(note().className).toMatch(/items-start justify-end/);
    expect(note().className).not.toContain("justify-center");
    expect(container.textContent).toBe("Image not available");
  });

  it("shows the fallback it is given instead (a doctor's initials)", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    act(() => root.render(<Photo {...props} fallback={<span>PS</span>} />));
    await fire("error");
    expect(container.textContent).toBe("PS");
  });

  it("starts again from loading when its source changes", async () => {
    act(() => root.render(<Photo {...props} />));
    await fire("load");
    // The browser starts on the new file: the element is not complete until it arrives.
    picture = { complete: false, naturalWidth: 0 };
    act(() => root.render(<Photo {...props} src="/photos/categories/mens-health.jpg" />));
    expect(container.textContent).toContain("Loading image...");
  });

  it("a picture that finished before the page hydrated is shown, or replaced when it had failed", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    for (const [finished, expected] of [
      [{ complete: true, naturalWidth: 1600 }, "loaded"],
      [{ complete: true, naturalWidth: 0 }, "failed"],
    ] as const) {
      picture = finished;
      const page = document.body.appendChild(document.createElement("div"));
      page.innerHTML = renderToString(<Photo {...props} />);
      // Before scripts, the server's picture is simply there: no spinner, fully visible.
      expect(page.textContent).not.toContain("Loading image...");
      let hydrated: Root | undefined;
      await act(async () => void (hydrated = hydrateRoot(page, <Photo {...props} />)));
      expect(page.querySelector("[data-image-state]")!.getAttribute("data-image-state")).toBe(expected);
      act(() => hydrated!.unmount());
      page.remove();
    }
    expect(log.mock.calls).toEqual([["Image failed to load: /photos/categories/womens-health.jpg"]]);
    log.mockRestore();
  });

  it("loads eagerly and first when it is the picture at the top of the page, lazily otherwise", async () => {
    act(() => root.render(<Photo {...props} priority />));
    expect(img().getAttribute("loading")).toBe("eager");
    expect(img().getAttribute("fetchpriority")).toBe("high");
    act(() => root.render(<Photo {...props} />));
    expect(img().getAttribute("loading")).toBe("lazy");
  });
});
