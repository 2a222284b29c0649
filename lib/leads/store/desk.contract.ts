import { randomUUID } from "node:crypto";
import { expect, it } from "vitest";
import { sampleLead } from "./store.contract";
import type { LeadStore } from "./types";

const priya = { staffId: "staff-priya", staffName: "Priya (front desk)" };
const hour = 3_600_000;

/**
 * The follow-up desk's part of the store contract (history, search, overdue, overview facts,
 * privacy, digest claims, staff and sessions): run inside leadStoreContract.
 */
export function deskContract(current: () => LeadStore) {
  it("records each status change with who and when, and notes, oldest first", async () => {
    const store = current();
    const lead = sampleLead();
    await store.insertLead(lead, []);
    const t0 = new Date("2026-11-20T11:00:00.000Z");
    expect(await store.setStatus(lead.id, "contacted", t0, { by: priya, note: "Called, will book Friday" })).toBe(true);
    await store.addNote(lead.id, "Prefers mornings", new Date(t0.getTime() + hour), priya);
    await store.setStatus(lead.id, "booked", new Date(t0.getTime() + 2 * hour), {
      by: { staffId: null, staffName: "Dr Rao" },
    });
    // The same status again records nothing; a note alone is recorded as a note.
    await store.setStatus(lead.id, "booked", new Date(t0.getTime() + 3 * hour), { by: priya });
    await store.setStatus(lead.id, "closed", new Date(t0.getTime() + 4 * hour), { by: priya });

    const history = await store.historyFor(lead.id);
    expect(history.map((e) => [e.kind, e.fromStatus, e.toStatus, e.staffName, e.note, e.at])).toEqual([
      ["status", "new", "contacted", "Priya (front desk)", "Called, will book Friday", "2026-11-20T11:00:00.000Z"],
      ["note", null, null, "Priya (front desk)", "Prefers mornings", "2026-11-20T12:00:00.000Z"],
      ["status", "contacted", "booked", "Dr Rao", "", "2026-11-20T13:00:00.000Z"],
      ["status", "booked", "closed", "Priya (front desk)", "", "2026-11-20T15:00:00.000Z"],
    ]);
    expect(history[0]?.staffId).toBe("staff-priya");
    // Closed after booking still counts as booked; the first contact keeps its time.
    expect(await store.getLead(lead.id)).toMatchObject({
      status: "closed",
      contactedAt: "2026-11-20T11:00:00.000Z",
      bookedAt: "2026-11-20T13:00:00.000Z",
    });
    expect(await store.setStatus(randomUUID(), "booked", t0)).toBe(false);
    expect(await store.addNote(randomUUID(), "x", t0, priya)).toBe(false);
  });

  it("keeps old contacted rows valid and lists every pipeline status", async () => {
    const store = current();
    const leads = ["new", "contacted", "booked", "closed", "not_interested"] as const;
    for (const status of leads) {
      const lead = sampleLead({ name: `Status ${status}` });
      await store.insertLead(lead, []);
      await store.setStatus(lead.id, status, new Date("2026-11-21T00:00:00.000Z"));
    }
    for (const status of leads) {
      const { leads: found } = await store.listLeads({ status, limit: 10, offset: 0 });
      expect(found.map((l) => l.name)).toEqual([`Status ${status}`]);
    }
  });

  it("finds leads by any part of the name, e-mail or phone, with the other filters", async () => {
    const store = current();
    const a = sampleLead({
      name: "Meera Krishnan",
      email: "meera.k@example.com",
      phone: "9876543210",
      phoneE164: "+919876543210",
    });
    const b = sampleLead({
      name: "John O'Neil",
      email: "john_100%@example.org",
      formType: "Contact Form",
      phone: "07911123456",
      phoneE164: "+447911123456",
    });
    await store.insertLead(a, []);
    await store.insertLead(b, []);
    const names = async (q: string, extra: object = {}) =>
      (await store.listLeads({ q, limit: 10, offset: 0, ...extra })).leads.map((l) => l.name).sort();
    expect(await names("krish")).toEqual(["Meera Krishnan"]);
    expect(await names("MEERA")).toEqual(["Meera Krishnan"]);
    expect(await names("example.org")).toEqual(["John O'Neil"]);
    expect(await names("+44 7911")).toEqual(["John O'Neil"]);
    expect(await names("98765 43210")).toEqual(["Meera Krishnan"]);
    // %, _ and ' are letters to look for, not wildcards or SQL.
    expect(await names("100%")).toEqual(["John O'Neil"]);
    expect(await names("_")).toEqual(["John O'Neil"]);
    expect(await names("o'neil")).toEqual(["John O'Neil"]);
    expect(await names("%")).toEqual(["John O'Neil"]);
    expect(await names("example", { formType: "Contact Form" })).toEqual(["John O'Neil"]);
    expect((await store.listLeads({ q: "nobody-here", limit: 10, offset: 0 })).total).toBe(0);
  });

  it("counts and lists overdue leads, and sorts them first, oldest first", async () => {
    const store = current();
    const now = new Date("2026-11-22T12:00:00.000Z");
    const cutoff = new Date(now.getTime() - 24 * hour);
    const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * hour).toISOString();
    const old = sampleLead({ name: "Overdue 30h", receivedAt: at(30) });
    const older = sampleLead({ name: "Overdue 50h", receivedAt: at(50) });
    const fresh = sampleLead({ name: "Fresh 23h", receivedAt: at(23) });
    const answered = sampleLead({ name: "Answered 40h", receivedAt: at(40) });
    const exactly = sampleLead({ name: "Exactly 24h", receivedAt: at(24) });
    for (const lead of [old, older, fresh, answered, exactly]) await store.insertLead(lead, []);
    await store.setStatus(answered.id, "contacted", now);

    expect(await store.countOverdue(cutoff)).toBe(2);
    expect((await store.overdueLeads(cutoff, 10)).map((l) => l.name)).toEqual(["Overdue 50h", "Overdue 30h"]);
    const listed = await store.listLeads({ overdueBefore: cutoff.toISOString(), limit: 10, offset: 0 });
    expect(listed.leads.map((l) => l.name)).toEqual([
      "Overdue 50h",
      "Overdue 30h",
      "Fresh 23h",
      "Exactly 24h",
      "Answered 40h",
    ]);
  });

  it("gives the overview its facts without personal data, from a day on", async () => {
    const store = current();
    const lead = sampleLead({ receivedAt: "2026-11-10T05:00:00.000Z" });
    await store.insertLead(lead, []);
    await store.insertLead(sampleLead({ receivedAt: "2026-11-01T05:00:00.000Z" }), []);
    await store.setStatus(lead.id, "booked", new Date("2026-11-11T00:00:00.000Z"));
    const facts = await store.leadFacts(new Date("2026-11-05T00:00:00.000Z"));
    expect(facts).toEqual([
      {
        receivedAt: "2026-11-10T05:00:00.000Z",
        formType: "Consultation Form",
        landingPage: lead.landingPage,
        pageUrl: lead.pageUrl,
        referrer: lead.referrer,
        utmCampaign: "winter",
        country: "GB",
        status: "booked",
        bookedAt: "2026-11-11T00:00:00.000Z",
      },
    ]);
  });

  it("finds one person's leads by e-mail or phone, and erases them with their deliveries and history", async () => {
    const store = current();
    const mine = [
      sampleLead({ email: "Asha.Menon@Example.com", phone: "9876500001", phoneE164: "+919876500001" }),
      sampleLead({ email: "other@example.com", phone: "09876500001", phoneE164: "+919876500001" }),
      sampleLead({ email: "asha.menon@example.com", phone: "", phoneE164: "" }),
    ];
    const someoneElse = sampleLead({ email: "asha.menon@example.co", phone: "9876500002", phoneE164: "+919876500002" });
    for (const lead of [...mine, someoneElse]) await store.insertLead(lead, ["sheet", "email"]);
    await store.setStatus(mine[0]!.id, "contacted", new Date(), { by: priya, note: "Asked to be forgotten" });

    const byEmail = await store.findPerson({ email: " asha.menon@example.com " });
    expect(byEmail.map((l) => l.id).sort()).toEqual([mine[0]!.id, mine[2]!.id].sort());
    const byPhone = await store.findPerson({ phone: "098765 00001" });
    expect(byPhone.map((l) => l.id).sort()).toEqual([mine[0]!.id, mine[1]!.id].sort());
    const both = await store.findPerson({ email: "asha.menon@example.com", phone: "+91 98765 00001" });
    expect(both.map((l) => l.id).sort()).toEqual(mine.map((l) => l.id).sort());
    expect(await store.findPerson({ phone: "123" })).toEqual([]);
    expect(await store.findPerson({})).toEqual([]);

    const at = new Date("2026-11-22T09:00:00.000Z");
    expect(
      await store.eraseLeads(
        both.map((l) => l.id),
        { at, by: priya, reason: "request" },
      ),
    ).toBe(3);
    for (const lead of mine) {
      expect(await store.getLead(lead.id)).toBeNull();
      expect(await store.deliveriesFor(lead.id)).toEqual([]);
      expect(await store.historyFor(lead.id)).toEqual([]);
    }
    expect(await store.getLead(someoneElse.id)).not.toBeNull();
    expect(await store.deliveriesFor(someoneElse.id)).toHaveLength(1);
    const [audit] = await store.erasures(10);
    expect(audit).toMatchObject({
      at: at.toISOString(),
      staffId: "staff-priya",
      staffName: "Priya (front desk)",
      reason: "request",
      leadCount: 3,
    });
    // The audit holds no trace of whom: no address, no number, no lead id.
    expect(JSON.stringify(await store.erasures(10))).not.toMatch(/asha|9876500001|example\.com/i);
    expect(JSON.stringify(await store.erasures(10))).not.toContain(mine[0]!.id);
    expect(await store.eraseLeads([randomUUID()], { at, by: priya, reason: "request" })).toBe(0);
    expect(await store.erasures(10)).toHaveLength(1);
  });

  it("erases one lead whose consent was withdrawn, and records the withdrawal without whose it was", async () => {
    const store = current();
    const withdrawn = sampleLead({ email: "ravi.withdrew@example.com" });
    const other = sampleLead({ email: "ravi.withdrew@example.com" });
    for (const lead of [withdrawn, other]) await store.insertLead(lead, ["sheet"]);
    await store.addNote(withdrawn.id, "Called to withdraw consent", new Date(), priya);
    const at = new Date("2026-11-26T09:00:00.000Z");
    expect(await store.eraseLeads([withdrawn.id], { at, by: priya, reason: "withdrawal" })).toBe(1);
    expect(await store.getLead(withdrawn.id)).toBeNull();
    expect(await store.historyFor(withdrawn.id)).toEqual([]);
    // Consent is given per request: the person's other request stays until they withdraw that too.
    expect(await store.getLead(other.id)).not.toBeNull();
    expect(await store.erasures(10)).toMatchObject([
      { reason: "withdrawal", leadCount: 1, staffId: "staff-priya", at: at.toISOString() },
    ]);
    expect(JSON.stringify(await store.erasures(10))).not.toMatch(/ravi|example\.com/i);
  });

  it("erases every lead received before the retention cutoff, and records it", async () => {
    const store = current();
    const old = sampleLead({ receivedAt: "2025-05-01T00:00:00.000Z" });
    const kept = sampleLead({ receivedAt: "2025-06-01T00:00:00.000Z" });
    for (const lead of [old, kept]) await store.insertLead(lead, ["sheet"]);
    await store.addNote(old.id, "note", new Date(), priya);
    const at = new Date("2026-06-01T00:00:00.000Z");
    const system = { staffId: null, staffName: "retention" };
    expect(await store.eraseReceivedBefore(new Date("2025-06-01T00:00:00.000Z"), { at, by: system })).toBe(1);
    expect(await store.getLead(old.id)).toBeNull();
    expect(await store.historyFor(old.id)).toEqual([]);
    expect(await store.getLead(kept.id)).not.toBeNull();
    expect(await store.erasures(10)).toMatchObject([{ reason: "retention", leadCount: 1, staffId: null }]);
    expect(await store.eraseReceivedBefore(new Date("2025-06-01T00:00:00.000Z"), { at, by: system })).toBe(0);
    expect(await store.erasures(10)).toHaveLength(1);
  });

  it("lets one instance claim each morning's digest, and gives it back after a failed send", async () => {
    const store = current();
    const at = new Date("2026-11-22T03:30:00.000Z");
    const claims = await Promise.all(["a", "b", "c"].map((by) => store.claimDigest("2026-11-22", at, by)));
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await store.claimDigest("2026-11-23", at, "a")).toBe(true);
    await store.releaseDigest("2026-11-22");
    expect(await store.claimDigest("2026-11-22", at, "b")).toBe(true);
  });
}
