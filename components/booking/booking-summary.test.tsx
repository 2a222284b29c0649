import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { zonedTime, type BookingView } from "@/lib/booking/view";
import { BookingSummary } from "./booking-summary";

const start = Date.parse("2026-12-01T03:30:00Z");
const view = (status: BookingView["status"], call: BookingView["call"]): BookingView => ({
  id: "b1",
  status,
  sequence: 0,
  doctor: { id: "dr-one", name: "Dr. Sample One" },
  type: { id: "free-first-call", name: "Free first call", minutes: 20 },
  startsAt: new Date(start).toISOString(),
  endsAt: new Date(start + 20 * 60_000).toISOString(),
  visitor: zonedTime(start, "America/Los_Angeles"),
  clinic: zonedTime(start, "Asia/Kolkata"),
  call,
  changeUntil: new Date(start - 3_600_000).toISOString(),
  clock: "h23",
});

describe("the booking as the confirmation and manage pages show it", () => {
  it("tells a visitor with a booked phone call that the doctor will call them", () => {
    const html = renderToStaticMarkup(
      <BookingSummary view={view("confirmed", { kind: "phone", phone: "+12125550123" })} calendarHref="/x.ics" />,
    );
    expect(html).toContain("Dr. Sample One will call you on +12125550123 at the time above.");
  });

  it("promises no call, and offers no video link, once the booking is cancelled", () => {
    for (const call of [
      { kind: "phone", phone: "+12125550123" },
      { kind: "video", url: "https://meet.example.org/room" },
    ] as const) {
      const html = renderToStaticMarkup(<BookingSummary view={view("cancelled", call)} calendarHref="/x.ics" />);
      expect(html).toContain("No call: this consultation is cancelled.");
      expect(html).not.toContain("will call you");
      expect(html).not.toContain("meet.example.org");
      expect(html).toContain("Download the cancellation (.ics)");
    }
  });

  it("writes both times on the visitor's clock: 12-hour when their language keeps one, 24-hour otherwise", () => {
    const phone = { kind: "phone", phone: "+12125550123" } as const;
    const twelve = renderToStaticMarkup(
      <BookingSummary view={view("confirmed", phone)} calendarHref="/x.ics" clock="h12" />,
    );
    expect(twelve).toContain("Monday 30 November 2026, 7:30 PM Pacific Standard Time (America/Los_Angeles)");
    expect(twelve).toContain("Tuesday 1 December 2026, 9:00 AM India Standard Time (Asia/Kolkata)");
    const twentyFour = renderToStaticMarkup(
      <BookingSummary view={view("confirmed", phone)} calendarHref="/x.ics" clock="h23" />,
    );
    expect(twentyFour).toContain("Monday 30 November 2026, 19:30 Pacific Standard Time (America/Los_Angeles)");
  });
});
