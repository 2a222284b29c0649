/**
 * The page views of one visit and the figures of each (docs/decisions/080, 103), in the browser:
 * a view begins on the page a visit lands on, at each route change (a click on the site's own
 * links) and when the browser shows a page again from its back-forward cache; each is sent once,
 * with its own path, when the visitor leaves it by the site's links, by the address bar, by
 * closing the tab, or by sending the page to the background. No React and no timers of its own,
 * so its tests run it as the beacon does.
 */

/** What web-vitals reports (its Metric), as far as a view's figures need it. */
export type Reported = {
  name: string;
  value: number;
  navigationType: string;
  navigationId?: number;
  navigationURL?: string;
};

type Kind = "landing" | "soft" | "restored";
type View = { path: string; kind: Kind; navigationId?: number; figures: Record<string, number>; sent: boolean };

const pathOf = (url: string | undefined) => {
  try {
    return url ? new URL(url, "http://site.invalid").pathname : undefined;
  } catch {
    return undefined;
  }
};

/**
 * `send` gets each view's JSON. A view begun by a route change has figures only in a browser that
 * measures a route change as a page of its own (Chromium's soft navigations, which web-vitals
 * reports with `reportSoftNavs`); elsewhere it is counted without them, since the browser's
 * figures are still those of the page the visit landed on.
 */
export function pageViews(send: (json: string) => void) {
  let view: View | undefined;
  let measuring = false;

  const flush = () => {
    if (!view || view.sent) return;
    view.sent = true;
    // web-vitals reports a CLS only when a layout shifts (a 0 only once the page is hidden): a
    // view it watched without a shift has a CLS of 0; a route change, only once the browser
    // measured it as a navigation (it has figures).
    if (measuring && (view.kind !== "soft" || view.navigationId !== undefined)) view.figures.CLS ??= 0;
    send(JSON.stringify({ path: view.path, ...view.figures }));
  };

  /**
   * Whether a figure was measured for the view shown now: the navigation it names, never merely
   * the page on screen. A figure of the page left that arrives late is dropped, as is, in a
   * browser without soft navigations, any figure after a route change (still the landing page's).
   */
  const isFor = (metric: Reported, { kind, path, navigationId }: View) => {
    const measured: Kind =
      metric.navigationType === "soft-navigation"
        ? "soft"
        : metric.navigationType === "back-forward-cache"
          ? "restored"
          : "landing";
    return (
      measured === kind &&
      (kind !== "soft" || pathOf(metric.navigationURL) === path) &&
      (navigationId === undefined || navigationId === metric.navigationId)
    );
  };

  const begin = (path: string, kind: Kind) => {
    // The view being left is complete: sent now, with its own path, before the next one begins.
    flush();
    view = { path, kind, figures: {}, sent: false };
  };

  return {
    /** The page shown now (the beacon calls this on its first render and at every route change). */
    route(path: string) {
      if (view?.path === path) return;
      begin(path, view ? "soft" : "landing");
    },

    /** The browser showed the page again from its back-forward cache (pageshow, persisted). */
    restored(path: string) {
      begin(path, "restored");
    },

    /** web-vitals is loaded and watching: from now on its figures arrive. */
    measuring() {
      measuring = true;
    },

    /** A figure web-vitals reported (every change, so a view sent at any moment has its latest). */
    report(metric: Reported) {
      if (!view || view.sent || !isFor(metric, view)) return;
      // A time to first byte belongs to a document the server sent; after a route change it is 0.
      if (metric.name === "TTFB" && view.kind !== "landing") return;
      view.navigationId ??= metric.navigationId;
      view.figures[metric.name] = metric.value;
    },

    /** The visitor left or hid the page (pagehide, or visibilitychange to hidden): the view goes now, once. */
    leave: flush,
  };
}
