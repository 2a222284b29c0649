import { describe, expect, it } from "vitest";
import { bookingFixture, visitor } from "./booking.fixture";

const monday = "2026-11-30T03:00:00Z";
const tuesday9 = "2026-12-01T03:30:00.000Z";

describe("the calendar file the pages offer", () => {
  it("is the invitation while the booking stands and the cancellation once cancelled, and nothing for a wrong link", async () => {
    const { service } = await bookingFixture({ now: monday });
    const result = await service.book({
      typeId: "free-first-call",
      startsAt: tuesday9,
      timeZone: "America/Los_Angeles",
      visitor: visitor({ name: "Maria Lopez", email: "maria@example.com" }),
    });
    if (result.status !== "booked") throw new Error(result.status);

    const invitation = await service.calendarFile(result.manageToken);
    expect(invitation).toMatchObject({ status: "found", filename: "invitation.ics" });
    const text = invitation.status === "found" ? invitation.content : "";
    expect(text).toContain("METHOD:REQUEST");
    expect(text).toContain("DTSTART:20261201T033000Z");
    expect(text).toContain(`UID:booking-${result.booking.id}@`);
    expect(text).toContain("maria@example.com");

    await service.cancel(result.manageToken);
    const cancellation = await service.calendarFile(result.manageToken);
    expect(cancellation).toMatchObject({ status: "found", filename: "cancellation.ics" });
    const cancelled = cancellation.status === "found" ? cancellation.content : "";
    expect(cancelled).toContain("METHOD:CANCEL");
    // The cancelled time shows free in the visitor's calendar, not busy.
    expect(text).toContain("TRANSP:OPAQUE");
    expect(cancelled).toContain("TRANSP:TRANSPARENT");
    expect(cancelled).not.toContain("TRANSP:OPAQUE");

    expect(await service.calendarFile("A".repeat(43))).toEqual({ status: "refused", reason: "unknown" });
  });

  it("folds long lines at 75 octets, never inside a character, so a name in Devanagari stays within the limit", async () => {
    const { service } = await bookingFixture({ now: monday });
    const name = "अनन्या कृष्णमूर्ति वेंकटरमन सुब्रह्मण्यम";
    const result = await service.book({
      typeId: "free-first-call",
      startsAt: tuesday9,
      timeZone: "Asia/Kolkata",
      visitor: visitor({ name, email: "ananya@example.com" }),
    });
    if (result.status !== "booked") throw new Error(result.status);
    const file = await service.calendarFile(result.manageToken);
    const text = file.status === "found" ? file.content : "";
    const lines = text.split("\r\n");
    const octets = lines.map((line) => Buffer.byteLength(line, "utf8"));
    expect(Math.max(...octets)).toBeLessThanOrEqual(75);
    expect(lines.every((line) => !line.includes("\uFFFD"))).toBe(true);
    // Unfolded (RFC 5545 3.1), the attendee line names the visitor whole.
    expect(text.replace(/\r\n /g, "")).toContain(`CN="${name}"`);
  });
});
