import { describe, expect, it } from "vitest";
import { bookingFixture, visitor } from "@/lib/booking/booking.fixture";
import { hashLinkToken } from "@/lib/link-tokens";
import { databaseCounter } from "@/lib/limits/window-counter";
import { orderRow } from "@/lib/payments/order-row.fixture";
import { openPaymentStore } from "@/lib/payments/store";
import { createPatients, readAddress } from "./service";
import { issuePatientLink } from "./links";

const monday = "2026-11-30T03:00:00Z";
/** Wednesday 2 December, 09:00 IST. */
const wednesday9 = "2026-12-02T03:30:00.000Z";
const thursday10 = "2026-12-03T04:30:00.000Z";
const day = 86_400_000;

async function setUp() {
  const fixture = await bookingFixture({ now: monday });
  const patients = createPatients({
    db: fixture.db,
    now: fixture.deps.now,
    siteUrl: "https://clinic.example",
    bookings: fixture.service,
    payments: openPaymentStore(fixture.db),
    perAddress: databaseCounter({
      db: async () => fixture.db,
      name: "patient-link",
      windowMs: 3_600_000,
      now: () => fixture.deps.now().getTime(),
    }),
    perAddressLimit: 3,
  });
  const book = async (doctorId: string, startsAt: string, who: Parameters<typeof visitor>[0]) => {
    const made = await fixture.service.book({
      typeId: "free-first-call",
      doctorId,
      startsAt,
      timeZone: "America/New_York",
      visitor: visitor(who),
    });
    if (made.status !== "booked") throw new Error(made.status);
    return made;
  };
  /** The token inside a page link. */
  const tokenOf = (url: string) => /\/my\/([\w-]{43})$/.exec(url)![1]!;
  return { fixture, patients, book, tokenOf };
}

describe("the patient's page", () => {
  it("shows every booking of the leads with the link's e-mail, in the zone each was booked from, and nothing of another person's", async () => {
    const { fixture, patients, book, tokenOf } = await setUp();
    const first = await book("dr-one", wednesday9, { name: "Maria Lopez", email: "maria@example.com" });
    const second = await book("dr-two", thursday10, { name: "Maria Lopez", email: " Maria@Example.com " });
    // Another person who happens to give the same phone number.
    const other = await book("dr-two", wednesday9, { name: "Sam Other", email: "sam@example.com" });

    const url = await patients.pageUrlFor(await fixture.leadOf(first.booking.id), "email");
    const page = await patients.page(tokenOf(url));
    expect(page?.name).toBe("Maria Lopez");
    expect(page?.upcoming.map((b) => b.booking.id)).toEqual([first.booking.id, second.booking.id]);
    expect(page?.upcoming[0]!.booking.visitor).toMatchObject({
      zone: "America/New_York",
      date: "2026-12-01",
      time: "22:30",
      zoneName: "Eastern Standard Time",
    });
    expect(JSON.stringify(page)).not.toContain(other.booking.id);
    expect(JSON.stringify(page)).not.toContain("Sam Other");

    // Another person's booking cannot be opened, moved or downloaded through this link.
    const token = tokenOf(url);
    expect(await patients.openManage(token, other.booking.id)).toBeNull();
    expect(await patients.calendar(token, other.booking.id)).toBeNull();
    const manage = await patients.openManage(token, first.booking.id);
    expect(manage).toMatch(/^\/book-consultation\/manage\/[\w-]{43}$/);
    expect(await fixture.service.view(manage!.split("/").at(-1))).toMatchObject({ status: "found", canChange: true });
    expect((await patients.calendar(token, first.booking.id))?.content).toContain("BEGIN:VCALENDAR");

    // A link sent by phone opens the leads with that phone, here both people's: the phone proves it.
    const byPhone = await patients.page(
      tokenOf(await patients.pageUrlFor(await fixture.leadOf(first.booking.id), "sms")),
    );
    expect(byPhone?.upcoming).toHaveLength(3);
  });

  it("offers a paid intro plan's consultation time until it is booked, and again once that booking is cancelled", async () => {
    const { fixture, patients, book, tokenOf } = await setUp();
    const first = await book("dr-one", wednesday9, { name: "Aisha Khan", email: "aisha@example.com" });
    const leadId = await fixture.leadOf(first.booking.id);
    const row = orderRow(19, new Date(monday), { lead_id: leadId });
    const orderId = row.id;
    await fixture.db.kysely.insertInto("orders").values(row).execute();
    const token = tokenOf(await patients.pageUrlFor(leadId, "email"));
    const toBook = async () => (await patients.page(token))!.orders.map((o) => o.consultationToBook);
    expect(await toBook()).toEqual([true]);
    const intro = await fixture.service.book({
      typeId: "intro-consultation",
      startsAt: thursday10,
      timeZone: "America/New_York",
      visitor: visitor({ name: "Aisha Khan", email: "aisha@example.com" }),
      orderId,
    });
    if (intro.status !== "booked") throw new Error(intro.status);
    expect(await toBook()).toEqual([false]);
    await fixture.service.staffChange(intro.booking.id, { kind: "cancel" }, { staffId: null, staffName: "Desk" });
    expect(await toBook()).toEqual([true]);
  });

  it("lasts 30 days from its last use, and stops at once when the desk ends the person's links", async () => {
    const { fixture, patients, book, tokenOf } = await setUp();
    const made = await book("dr-one", wednesday9, { name: "Maria Lopez", email: "maria@example.com" });
    const leadId = await fixture.leadOf(made.booking.id);
    const token = tokenOf(await patients.pageUrlFor(leadId, "email"));
    fixture.advance(29 * day);
    expect(await patients.page(token)).not.toBeNull();
    fixture.advance(29 * day);
    expect(await patients.page(token)).not.toBeNull();
    fixture.advance(30 * day + 1);
    expect(await patients.page(token)).toBeNull();

    const fresh = tokenOf(await patients.pageUrlFor(leadId, "email"));
    expect(await patients.page(fresh)).not.toBeNull();
    // The expired link went when the new one was made; the new one is the one to end.
    expect(await patients.revoke(leadId, { staffId: null, staffName: "Reception" })).toBe(1);
    expect(await patients.page(fresh)).toBeNull();
    const audit = await fixture.db.kysely.selectFrom("audit_events").select(["action", "subject_id"]).execute();
    expect(audit).toEqual([{ action: "patient-links.revoked", subject_id: leadId }]);
    // Only the hash is stored.
    const rows = await fixture.db.kysely.selectFrom("patient_links").select("token_hash").execute();
    expect(rows.map((r) => r.token_hash)).not.toContain(fresh);
  });

  it("ends the links that show the lead, and not another person's e-mail link when the two share a phone", async () => {
    const { fixture, patients, book, tokenOf } = await setUp();
    // visitor() gives every visitor the same phone number: a family's, say.
    const maria = await fixture.leadOf((await book("dr-one", wednesday9, { email: "maria@example.com" })).booking.id);
    const sam = await fixture.leadOf((await book("dr-two", wednesday9, { email: "sam@example.com" })).booking.id);
    const mariaByEmail = tokenOf(await patients.pageUrlFor(maria, "email"));
    const samByEmail = tokenOf(await patients.pageUrlFor(sam, "email"));
    const samByPhone = tokenOf(await patients.pageUrlFor(sam, "sms"));
    // Maria's page by phone would show Sam's booking too, so a phone link of Sam's ends with Maria's.
    expect(await patients.revoke(maria, { staffId: null, staffName: "Reception" })).toBe(2);
    expect(await patients.page(mariaByEmail)).toBeNull();
    expect(await patients.page(samByPhone)).toBeNull();
    expect(await patients.page(samByEmail)).not.toBeNull();
  });

  it("dies with its lead's erasure", async () => {
    const { fixture, patients, book, tokenOf } = await setUp();
    const made = await book("dr-one", wednesday9, { email: "erase@example.com" });
    const leadId = await fixture.leadOf(made.booking.id);
    const token = tokenOf(await patients.pageUrlFor(leadId, "email"));
    // Every erasure ends in deleting the lead (docs/leads.md).
    await fixture.db.kysely.deleteFrom("lead_events").where("lead_id", "=", leadId).execute();
    await fixture.db.kysely.deleteFrom("leads").where("id", "=", leadId).execute();
    expect(await patients.page(token)).toBeNull();
    expect(
      await fixture.db.kysely
        .selectFrom("patient_links")
        .select("lead_id")
        .where("token_hash", "=", hashLinkToken(token))
        .execute(),
    ).toEqual([]);
  });
});

describe("send me my link", () => {
  it("answers the same for a known and an unknown address, and queues the link only to the e-mail on file", async () => {
    const { fixture, patients, book } = await setUp();
    const made = await book("dr-one", wednesday9, { name: "Maria Lopez", email: "maria@example.com" });
    const leadId = await fixture.leadOf(made.booking.id);
    const links = () =>
      fixture.db.kysely
        .selectFrom("messages")
        .select(["kind", "channel", "recipient", "lead_id"])
        .where("kind", "=", "patient-link")
        .execute();

    expect(await patients.requestLink("nobody@example.com")).toEqual({ status: "sent" });
    expect(await links()).toEqual([]);
    expect(await patients.requestLink("  MARIA@example.com ")).toEqual({ status: "sent" });
    expect(await links()).toEqual([
      { kind: "patient-link", channel: "email", recipient: "maria@example.com", lead_id: leadId },
    ]);
    // By phone: no phone channel chosen, so the e-mail on file.
    expect(await patients.requestLink("+1 212 555 0123")).toEqual({ status: "sent" });
    expect((await links()).map((l) => l.recipient)).toEqual(["maria@example.com", "maria@example.com"]);

    // The message's words: a new link, for that lead's person.
    const props = await patients.prepareLink({ leadId }, { channel: "email", now: fixture.deps.now() });
    expect(props).toMatchObject({ to: { name: "Maria Lopez", address: "maria@example.com" }, days: 30 });
    const page = await patients.page(/\/my\/([\w-]{43})$/.exec(props!.url)![1]);
    expect(page?.upcoming.map((b) => b.booking.id)).toEqual([made.booking.id]);
  });

  it("refuses what is neither an e-mail nor a phone, beside the field, and limits each address to 3 an hour", async () => {
    const { patients, fixture } = await setUp();
    expect(await patients.requestLink("not an address")).toMatchObject({
      status: "invalid",
      fieldErrors: { address: expect.stringContaining("e-mail address") },
    });
    for (let i = 0; i < 3; i++) expect(await patients.requestLink("someone@example.com")).toEqual({ status: "sent" });
    expect(await patients.requestLink("Someone@example.com")).toMatchObject({ status: "limited" });
    expect(await patients.requestLink("other@example.com")).toEqual({ status: "sent" });
    fixture.advance(3_600_001);
    expect(await patients.requestLink("someone@example.com")).toEqual({ status: "sent" });
  });

  it("reads an e-mail in any case and a phone with its country code", () => {
    expect(readAddress(" Maria@Example.COM ")).toEqual({ channel: "email", address: "maria@example.com" });
    expect(readAddress("+44 7911 123456")).toEqual({ channel: "phone", address: "+447911123456" });
    expect(readAddress("12125550123")).toEqual({ channel: "phone", address: "+12125550123" });
    expect(readAddress("maria@")).toBeNull();
    expect(readAddress("+999 123")).toBeNull();
  });
});

describe("the links' store", () => {
  it("keeps only the token's hash, tied to the lead and the kind of address", async () => {
    const { fixture, book } = await setUp();
    const made = await book("dr-one", wednesday9, {});
    const leadId = await fixture.leadOf(made.booking.id);
    const token = await issuePatientLink(fixture.db.kysely, leadId, "phone", fixture.deps.now());
    expect(
      await fixture.db.kysely.selectFrom("patient_links").select(["token_hash", "lead_id", "channel"]).execute(),
    ).toEqual([{ token_hash: hashLinkToken(token), lead_id: leadId, channel: "phone" }]);
  });
});
