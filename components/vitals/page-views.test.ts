import { describe, expect, it } from "vitest";
import { pageViews, type Reported } from "./page-views";

const site = "https://clinic.example";
const hard = (name: string, value: number): Reported => ({
  name,
  value,
  navigationType: "navigate",
  navigationId: 1,
  navigationURL: `${site}/faq`,
});
const soft = (name: string, value: number, path: string, navigationId: number): Reported => ({
  name,
  value,
  navigationType: "soft-navigation",
  navigationId,
  navigationURL: `${site}${path}?q=1`,
});

function visit() {
  const sent: unknown[] = [];
  const views = pageViews((json) => sent.push(JSON.parse(json)));
  return { sent, views };
}

describe("a visit's page views", () => {
  it("sends each page with its own figures when the visitor moves on by the site's links, and the last when the tab goes", () => {
    const { sent, views } = visit();
    views.route("/faq");
    views.measuring();
    views.report(hard("TTFB", 120));
    views.report(hard("LCP", 900));
    views.report(hard("LCP", 1100));
    views.route("/faq");
    expect(sent).toEqual([]);
    views.route("/consultations/womens-health/pcos-pcod");
    expect(sent).toEqual([{ path: "/faq", TTFB: 120, LCP: 1100, CLS: 0 }]);
    // The browser measures the route change as a navigation of its own; its TTFB (0) is no server's.
    views.report(soft("TTFB", 0, "/consultations/womens-health/pcos-pcod", 2));
    views.report(soft("LCP", 240, "/consultations/womens-health/pcos-pcod", 2));
    views.report(soft("CLS", 0.01, "/consultations/womens-health/pcos-pcod", 2));
    // The page left's last figures, reported once the next began: not the next page's.
    views.report(hard("INP", 180));
    views.route("/doctors");
    views.report(soft("LCP", 310, "/doctors", 3));
    views.leave();
    views.leave();
    expect(sent).toEqual([
      { path: "/faq", TTFB: 120, LCP: 1100, CLS: 0 },
      { path: "/consultations/womens-health/pcos-pcod", LCP: 240, CLS: 0.01 },
      { path: "/doctors", LCP: 310, CLS: 0 },
    ]);
  });

  it("in a browser without soft navigations counts the pages reached by links without figures, never the landing page's", () => {
    const { sent, views } = visit();
    views.route("/faq");
    views.measuring();
    views.report(hard("LCP", 900));
    views.route("/about");
    // The browser keeps adding to the landing page's shifts and interactions.
    views.report(hard("CLS", 0.3));
    views.report(hard("INP", 400));
    views.route("/faq");
    views.report(hard("INP", 500));
    views.leave();
    expect(sent).toEqual([{ path: "/faq", LCP: 900, CLS: 0 }, { path: "/about" }, { path: "/faq" }]);
  });

  it("sends a page hidden in the background once, and a page shown again from the back-forward cache as a new view", () => {
    const { sent, views } = visit();
    views.route("/faq");
    views.leave();
    views.report(hard("LCP", 900));
    views.leave();
    expect(sent).toEqual([{ path: "/faq" }]);
    views.restored("/faq");
    views.measuring();
    views.report({ name: "LCP", value: 30, navigationType: "back-forward-cache", navigationId: 4 });
    views.report({ name: "TTFB", value: 0, navigationType: "back-forward-cache", navigationId: 4 });
    views.leave();
    expect(sent).toEqual([{ path: "/faq" }, { path: "/faq", LCP: 30, CLS: 0 }]);
  });

  it("counts a page left before web-vitals loaded, with no figures it did not watch", () => {
    const { sent, views } = visit();
    views.route("/");
    views.route("/products");
    views.leave();
    expect(sent).toEqual([{ path: "/" }, { path: "/products" }]);
  });
});
