import { describe, expect, it } from "vitest";
import { pageFromReferrer, whatsappGreeting, whatsappUrl } from "./whatsapp";

describe("whatsappUrl", () => {
  it("opens a chat with the clinic's number and a message naming the page", () => {
    const url = new URL(whatsappUrl("919876543210", "https://clinic.example/consultations/womens-health"));
    expect(url.origin + url.pathname).toBe("https://wa.me/919876543210");
    expect(url.searchParams.get("text")).toBe(
      `${whatsappGreeting}\nI was reading: https://clinic.example/consultations/womens-health`,
    );
  });

  it("sends the greeting alone when the page is not known", () => {
    expect(new URL(whatsappUrl("919876543210")).searchParams.get("text")).toBe(whatsappGreeting);
  });
});

describe("pageFromReferrer", () => {
  const site = "https://clinic.example";
  it("names one of the site's own pages by its public address, without the query", () => {
    expect(pageFromReferrer("https://clinic.example/faq?x=1#top", site, "clinic.example")).toBe(
      "https://clinic.example/faq",
    );
    // Behind a proxy the browser's address may be the host it asked for, not SITE_URL's.
    expect(pageFromReferrer("http://127.0.0.1:3300/search?q=my+secret", site, "127.0.0.1:3300")).toBe(
      "https://clinic.example/search",
    );
  });

  it("names nothing for another site, no referrer or garbage", () => {
    expect(pageFromReferrer("https://elsewhere.example/page", site, "clinic.example")).toBeUndefined();
    expect(pageFromReferrer(null, site, "clinic.example")).toBeUndefined();
    expect(pageFromReferrer("not a url", site, "clinic.example")).toBeUndefined();
    expect(pageFromReferrer("https://clinic.example/whatsapp", site, "clinic.example")).toBeUndefined();
  });
});
