import { describe, expect, it } from "vitest";
import { consentMessage, consentVersion } from "./consent";
import { visitorFromForm } from "./lead-record";

const clinicZone = "Asia/Kolkata";
const bookingVisitorFrom = (fields: Record<string, string>, client: { userAgent: string; referer: string }, at: Date) =>
  visitorFromForm("Consultation Booking", fields, client, at, clinicZone);

const client = { userAgent: "Test browser", referer: "http://127.0.0.1/book-consultation?type=follow-up" };
const now = new Date("2026-11-26T12:00:00Z");
const typed = {
  name: "Maria Lopez",
  email: "maria@example.com",
  countryCode: "US",
  phone: "2015550123",
  message: "Knee pain",
  consent: "yes",
};

describe("the booking form's fields as the visitor's details", () => {
  it("checks them by the form's rules and fills the lead's fields", () => {
    const result = bookingVisitorFrom(typed, client, now);
    expect(result).toMatchObject({
      status: "ok",
      visitor: {
        name: "Maria Lopez",
        email: "maria@example.com",
        countryCode: "+1",
        country: "US",
        phoneE164: "+12015550123",
        message: "Knee pain",
        pageUrl: client.referer,
        timestamp: now.toISOString(),
        consent: { version: consentVersion, at: now.toISOString() },
      },
    });
  });

  it("refuses it without the consent box ticked, with the box's message", () => {
    const { consent: _unticked, ...rest } = typed;
    expect(bookingVisitorFrom(rest, client, now)).toEqual({
      status: "invalid",
      fieldErrors: expect.objectContaining({ consent: consentMessage }),
    });
  });

  it("gives a message beside each wrong field", () => {
    const result = bookingVisitorFrom({ ...typed, name: "", email: "maria@", phone: "12" }, client, now);
    expect(result).toEqual({
      status: "invalid",
      fieldErrors: expect.objectContaining({
        name: "Name is required",
        email: "Please enter a valid email address",
        phone: expect.any(String),
      }),
    });
  });

  it("books nothing for a robot that filled the hidden field", () => {
    expect(bookingVisitorFrom({ ...typed, website: "http://spam.example" }, client, now)).toEqual({ status: "robot" });
  });
});

describe("a booking sent without JavaScript", () => {
  it("stamps its date and time in the clinic's zone, as every lead is", () => {
    // 20:00 UTC on the 26th is 01:30 on the 27th in the clinic's zone.
    const result = bookingVisitorFrom(typed, client, new Date("2026-11-26T20:00:00Z"));
    expect(result).toMatchObject({ status: "ok", visitor: { date: "27/11/2026", time: "1:30:00 am" } });
  });
});
