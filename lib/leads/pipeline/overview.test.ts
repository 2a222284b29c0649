import { describe, expect, it } from "vitest";
import { freshDatabase } from "@/tests/setup/test-database";
import { openLeadStore } from "../store/store";
import { sampleLead } from "../store/store.contract";
import { buildOverview, bookedShare, landingKey, overviewSince, referrerKey } from "./overview";

/** Now is 22 November 2026, 09:00 in Kolkata; the 30 days run from 24 October to 22 November (IST). */
const now = new Date("2026-11-22T03:30:00.000Z");
const zone = "Asia/Kolkata";

describe("the overview's numbers", () => {
  it("counts each clinic day's leads and the sources' bookings as the store holds them", async () => {
    const store = openLeadStore(await freshDatabase());
    const leads = [
      // 22 Nov 00:10 IST is still 21 Nov in UTC: counted on the clinic's 22nd.
      sampleLead({
        receivedAt: "2026-11-21T18:40:00.000Z",
        formType: "Contact Form",
        landingPage: "http://127.0.0.1/contact?utm_source=x",
        referrer: "https://www.instagram.com/p/1",
        utmCampaign: "diwali",
        country: "IN",
      }),
      sampleLead({
        receivedAt: "2026-11-22T03:00:00.000Z",
        formType: "Contact Form",
        landingPage: "http://127.0.0.1/contact",
        referrer: "",
        utmCampaign: "",
        country: "IN",
      }),
      sampleLead({
        receivedAt: "2026-11-20T06:00:00.000Z",
        formType: "Doctor Booking",
        landingPage: "http://127.0.0.1/doctors",
        referrer: "https://www.google.com/",
        utmCampaign: "diwali",
        country: "GB",
      }),
      // 24 Oct 05:29 IST: the first day of the window.
      sampleLead({
        receivedAt: "2026-10-23T23:59:00.000Z",
        formType: "Doctor Booking",
        landingPage: "http://127.0.0.1/doctors",
        referrer: "https://www.google.com/search",
        utmCampaign: "",
        country: "GB",
      }),
      // 24 Oct 05:29 IST minus a day: outside the window, though inside what the store is asked for.
      sampleLead({ receivedAt: "2026-10-22T23:59:00.000Z", formType: "Auto Popup", country: "US" }),
      // 23 Oct 23:59 IST = 18:29 UTC: the day before the window.
      sampleLead({ receivedAt: "2026-10-23T18:29:00.000Z", formType: "Auto Popup", country: "US" }),
    ];
    for (const lead of leads) await store.insertLead(lead, []);
    await store.setStatus(leads[0]!.id, "booked", now);
    await store.setStatus(leads[2]!.id, "booked", now);
    await store.setStatus(leads[2]!.id, "closed", now); // closed after booking still counts as booked
    await store.setStatus(leads[3]!.id, "not_interested", now);

    const overview = buildOverview(await store.leadFacts(overviewSince(now, zone)), now, zone);
    expect(overview.days).toHaveLength(30);
    expect(overview.days[0]).toEqual({ day: "2026-10-24", leads: 1 });
    expect(overview.days.at(-1)).toEqual({ day: "2026-11-22", leads: 2 });
    expect(overview.days.find((d) => d.day === "2026-11-20")).toEqual({ day: "2026-11-20", leads: 1 });
    expect(overview.days.find((d) => d.day === "2026-11-21")).toEqual({ day: "2026-11-21", leads: 0 });
    expect(overview.days.reduce((sum, d) => sum + d.leads, 0)).toBe(4);
    expect(overview.total).toBe(4);
    expect(overview.booked).toBe(2);
    const rows = (tallies: typeof overview.byFormType) => tallies.map((t) => [t.label, t.leads, t.booked]);
    expect(rows(overview.byFormType)).toEqual([
      ["Contact Form", 2, 1],
      ["Doctor Booking", 2, 1],
    ]);
    expect(rows(overview.byLandingPage)).toEqual([
      ["/contact", 2, 1],
      ["/doctors", 2, 1],
    ]);
    expect(rows(overview.byReferrer)).toEqual([
      ["www.google.com", 2, 1],
      ["(none)", 1, 0],
      ["www.instagram.com", 1, 1],
    ]);
    expect(rows(overview.byCampaign)).toEqual([
      ["(none)", 2, 0],
      ["diwali", 2, 2],
    ]);
    expect(rows(overview.byCountry)).toEqual([
      ["United Kingdom", 2, 1],
      ["India", 2, 1],
    ]);
    expect(bookedShare(overview.byCampaign[1]!)).toBe("100%");
    expect(bookedShare({ leads: 3, booked: 1 })).toBe("33%");
    expect(bookedShare({ leads: 0, booked: 0 })).toBe("–");
  });
});

describe("source keys", () => {
  it("reads a landing page as its section of the site, never a condition's page, and a referrer as its site", () => {
    expect(landingKey("https://clinic.example/book-my-diet?utm_source=fb")).toBe("/book-my-diet");
    // A condition's address says something about the visitor's health: only the section is counted (decision 063).
    expect(landingKey("https://clinic.example/consultations/womens-health/endometriosis?utm_source=fb")).toBe(
      "/consultations",
    );
    expect(landingKey("https://clinic.example/consultations/diabetes")).toBe("/consultations");
    expect(landingKey("https://clinic.example/blogs/calming-an-overactive-mind")).toBe("/blogs");
    expect(landingKey("https://clinic.example/")).toBe("/");
    expect(landingKey("")).toBe("(none)");
    expect(landingKey("/consultations/mens-health/prostate-health")).toBe("/consultations");
    expect(referrerKey("https://l.instagram.com/?u=x")).toBe("l.instagram.com");
    expect(referrerKey("")).toBe("(none)");
    expect(referrerKey("android-app://com.google")).toBe("com.google");
  });
});
