import { describe, expect, it } from "vitest";
import { bookingFixture, visitor } from "./booking.fixture";

const monday = "2026-11-30T03:00:00Z";
const tuesday9 = "2026-12-01T03:30:00.000Z";

describe("the calendar file the pages offer", () => {
  it("is the invitation while the booking stands and the cancellation once cancelled, and nothing for a wrong link", async () => {
    const { service } = await bookingFixture({ now: monday });
    const result = await service.book({ typeId: "free-first-call", startsAt: tuesday9, timeZone: "America/Los_Angeles", visitor: visitor({ name: "Maria Lopez", email: "maria@example.com" }) });
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
    expect(cancellation.status === "found" ? cancellation.content : "").toContain("METHOD:CANCEL");

    expect(await service.calendarFile("A".repeat(43))).toEqual({ status: "refused", reason: "unknown" });
  });
});
