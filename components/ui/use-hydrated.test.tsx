// @vitest-environment happy-dom
import { act } from "react";
import { flushSync } from "react-dom";
import { createRoot, hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { useHydrated } from "./use-hydrated";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Probe() {
  return <p>{useHydrated() ? "interactive" : "plain"}</p>;
}

/** Renders the probe on the "server" and hydrates it, as a page load does. */
async function loadPage() {
  const page = document.body.appendChild(document.createElement("div"));
  page.innerHTML = renderToString(<Probe />);
  const before = page.textContent;
  const recoverable = vi.fn();
  await act(async () => void hydrateRoot(page, <Probe />, { onRecoverableError: recoverable }));
  return { before, after: page.textContent, recoverable };
}

describe("useHydrated", () => {
  it("hydrates the server's no-JavaScript markup without a mismatch, then switches", async () => {
    const { before, after, recoverable } = await loadPage();
    expect(before).toBe("plain");
    expect(recoverable).not.toHaveBeenCalled();
    expect(after).toBe("interactive");
  });

  it("a component mounted after the page hydrated (a client-side navigation) is interactive in its first frame", async () => {
    await loadPage();
    const later = document.body.appendChild(document.createElement("div"));
    const root = createRoot(later);
    // A navigation's commit, outside act(): what is in the DOM when it returns is what the
    // browser paints next. A switch left to the transition would still show the plain markup.
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    flushSync(() => root.render(<Probe />));
    const firstFrame = later.textContent;
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    expect(firstFrame).toBe("interactive");
    act(() => root.unmount());
  });
});
