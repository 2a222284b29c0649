import { beforeEach, describe, expect, it, vi } from "vitest";

const load = async () => {
  vi.resetModules();
  return import("./recent-request");
};

/** The booking form's starting values (app/(site)/book-consultation/page.tsx): empty, with the zone's country. */
const bookingStart = { name: "", email: "", countryCode: "US", phone: "", message: "", consent: "" };

describe("the request a tab sent last, for the booking form", () => {
  let m: Awaited<ReturnType<typeof load>>;
  beforeEach(async () => {
    m = await load();
  });

  it("maps each lead form's names to the booking form's, and keeps only what was filled in", () => {
    // The homepage and strip forms' fullName, the popups' name.
    expect(
      m.contactOf({
        fullName: " Priya Raman ",
        email: "priya@example.com",
        countryCode: "GB",
        phone: "07911123456",
        message: "Knee pain",
        consent: "yes",
      }),
    ).toEqual({
      name: "Priya Raman",
      email: "priya@example.com",
      countryCode: "GB",
      phone: "07911123456",
    });
    // The auto popup has no e-mail; a country without a number is not carried over.
    expect(m.contactOf({ name: "Priya", countryCode: "IN", phone: "9876543210", consent: "yes" })).toEqual({
      name: "Priya",
      countryCode: "IN",
      phone: "9876543210",
    });
    expect(m.contactOf({ name: "Priya", countryCode: "GB", phone: " ", email: "" })).toEqual({ name: "Priya" });
  });

  it("remembers nothing until a request is sent, then the last one", () => {
    expect(m.recentRequest()).toBeUndefined();
    m.rememberRequest({ name: "First", phone: "1", countryCode: "US" });
    m.rememberRequest({ fullName: "Second", email: "second@example.com" });
    expect(m.recentRequest()).toEqual({ name: "Second", email: "second@example.com" });
  });

  it("fills only the booking form's empty fields, never the consent, and the country only with its number", () => {
    const contact = { name: "Priya Raman", email: "priya@example.com", countryCode: "GB", phone: "07911123456" };
    expect(m.withRecentRequest(bookingStart, contact)).toEqual({ ...bookingStart, ...contact });
    // What is there already stays: the number and its country together.
    const started = { ...bookingStart, name: "Maria", countryCode: "MX", phone: "5512345678" };
    expect(m.withRecentRequest(started, contact)).toEqual({ ...started, email: "priya@example.com" });
    // Without a number in the request, the zone's country stays.
    expect(m.withRecentRequest(bookingStart, { name: "Priya" })).toEqual({ ...bookingStart, name: "Priya" });
    expect(m.withRecentRequest(bookingStart, undefined)).toBe(bookingStart);
    // A form without the field gains none.
    expect(m.withRecentRequest({ name: "" }, contact)).toEqual({ name: "Priya Raman" });
  });
});
