import { randomUUID } from "node:crypto";
import { beforeEach, describe, expect, it } from "vitest";
import { consentVersion } from "../consent";
import type { LeadRecord } from "../record";
import type { LeadStore } from "./types";
import { deskContract } from "./desk.contract";

/** A complete lead with plausible values; tests override what they care about. */
export function sampleLead(overrides: Partial<LeadRecord> = {}): LeadRecord {
  return {
    id: randomUUID(),
    formType: "Consultation Form",
    receivedAt: new Date("2026-11-20T10:00:00.000Z").toISOString(),
    name: "Anne-Marie O'Brien",
    email: "anne@example.com",
    countryCode: "+44",
    country: "GB",
    phone: "07911123456",
    phoneE164: "+447911123456",
    message: "Knee pain for two years",
    consultationType: "",
    details: {},
    pageUrl: "http://127.0.0.1/consultations/joint-bone-health/arthritis",
    landingPage: "http://127.0.0.1/?utm_source=news",
    referrer: "https://www.example.org/",
    utmSource: "news",
    utmMedium: "email",
    utmCampaign: "winter",
    utmTerm: "",
    utmContent: "",
    userAgent: "Mozilla/5.0",
    date: "20/11/2026",
    time: "15:30:00",
    timestamp: "2026-11-20T10:00:00.000Z",
    consent: { version: consentVersion, at: "2026-11-20T10:00:00.000Z" },
    ...overrides,
  };
}

/**
 * The behaviour the lead store must have, as its users rely on it; store.test.ts runs it with
 * a function that opens a fresh, empty store each time.
 */
export function leadStoreContract(name: string, open: () => Promise<LeadStore>) {
  describe(`${name} lead store`, () => {
    let store: LeadStore;
    const now = new Date("2026-11-20T10:00:00.000Z");
    const later = (ms: number) => new Date(now.getTime() + ms);

    beforeEach(async () => {
      store = await open();
    });

    it("keeps every field of a lead, in any script", async () => {
      const lead = sampleLead({
        name: "Nguyễn Thị Hương",
        message: "آلام المفاصل — 関節痛, quote \" and 'apostrophe'",
        details: { doctorId: "dr-priya-sharma", items: [{ id: "starter-care-plan", price: 199 }], total: 199 },
      });
      await store.insertLead(lead, []);
      expect(await store.getLead(lead.id)).toEqual({ ...lead, status: "new", contactedAt: null, bookedAt: null });
      expect(await store.getLead(randomUUID())).toBeNull();
    });

    it("keeps the consent's version and time with the lead, and none for a lead stored before the box", async () => {
      const given = sampleLead({ consent: { version: "consent-2030-01-01", at: "2026-11-20T10:00:01.250Z" } });
      const before = sampleLead({ consent: null });
      await store.insertLead(given, []);
      await store.insertLead(before, []);
      expect((await store.getLead(given.id))?.consent).toEqual({
        version: "consent-2030-01-01",
        at: "2026-11-20T10:00:01.250Z",
      });
      expect((await store.getLead(before.id))?.consent).toBeNull();
      const listed = (await store.listLeads({ limit: 10, offset: 0 })).leads;
      expect(listed.find((lead) => lead.id === given.id)?.consent?.version).toBe("consent-2030-01-01");
    });

    it("refuses a second lead with the same id and keeps the first", async () => {
      const lead = sampleLead();
      await store.insertLead(lead, ["sheet"]);
      await expect(store.insertLead({ ...lead, name: "Someone Else" }, ["sheet"])).rejects.toThrow();
      expect((await store.getLead(lead.id))?.name).toBe(lead.name);
      expect(await store.deliveriesFor(lead.id)).toHaveLength(1);
    });

    it("lists newest first, filters by form, status and day, and counts the whole match", async () => {
      const a = sampleLead({ formType: "Auto Popup", receivedAt: "2026-11-18T23:59:59.000Z" });
      const b = sampleLead({ formType: "Contact Form", receivedAt: "2026-11-19T00:00:00.000Z" });
      const c = sampleLead({ formType: "Contact Form", receivedAt: "2026-11-20T12:00:00.000Z" });
      for (const lead of [a, b, c]) await store.insertLead(lead, []);

      const all = await store.listLeads({ limit: 10, offset: 0 });
      expect(all.total).toBe(3);
      expect(all.leads.map((l) => l.id)).toEqual([c.id, b.id, a.id]);

      const contact = await store.listLeads({ formType: "Contact Form", limit: 1, offset: 1 });
      expect(contact).toMatchObject({ total: 2, leads: [{ id: b.id }] });

      const day = await store.listLeads({ from: "2026-11-19", to: "2026-11-19", limit: 10, offset: 0 });
      expect(day.leads.map((l) => l.id)).toEqual([b.id]);

      expect(await store.setStatus(c.id, "contacted", now)).toBe(true);
      expect(await store.setStatus(randomUUID(), "contacted", now)).toBe(false);
      const contacted = await store.listLeads({ status: "contacted", limit: 10, offset: 0 });
      expect(contacted.leads).toMatchObject([{ id: c.id, status: "contacted", contactedAt: now.toISOString() }]);
      await store.setStatus(c.id, "new", now);
      expect(await store.getLead(c.id)).toMatchObject({ status: "new", contactedAt: null });
    });

    it("keeps the spreadsheet's pending delivery with the lead, read back with its lead; the e-mail is a message", async () => {
      const lead = sampleLead({ receivedAt: now.toISOString() });
      await store.insertLead(lead, ["sheet", "email"]);
      const sheet = await store.pendingDelivery({ leadId: lead.id, target: "sheet", message: null });
      expect([sheet?.leadId, sheet?.target, sheet?.attempts]).toEqual([lead.id, "sheet", 0]);
      expect(sheet?.lead).toMatchObject(lead);
      expect((await store.deliveriesFor(lead.id)).map((d) => d.target)).toEqual(["sheet"]);
    });

    it("records delivery, a failed attempt with its next time, and failure; a delivery no longer pending is not sent", async () => {
      const lead = sampleLead({ receivedAt: now.toISOString() });
      const other = sampleLead({ receivedAt: now.toISOString() });
      await store.insertLead(lead, ["sheet"]);
      await store.insertLead(other, ["sheet"]);
      const sheet = (await store.pendingDelivery({ leadId: lead.id, target: "sheet", message: null }))!;
      const delivered = (await store.pendingDelivery({ leadId: other.id, target: "sheet", message: null }))!;

      await store.recordFailedAttempt(sheet.id, { attempts: 1, error: "HTTP 503", now, nextAttemptAt: later(2000) });
      await store.recordDelivered(delivered.id, { attempts: 1, now });
      expect(await store.pendingDelivery({ leadId: lead.id, target: "sheet", message: null })).toMatchObject({
        id: sheet.id,
        attempts: 1,
      });
      expect(await store.pendingDelivery({ leadId: other.id, target: "sheet", message: null })).toBeNull();

      await store.recordFailedAttempt(sheet.id, {
        attempts: 2,
        error: "timed out",
        now: later(2000),
        nextAttemptAt: null,
      });
      expect(await store.pendingDelivery({ leadId: lead.id, target: "sheet", message: null })).toBeNull();
      // A late outcome of an attempt does not bring a failed delivery back.
      await store.recordDelivered(sheet.id, { attempts: 3, now: later(3000) });
      expect(await store.deliveriesFor(lead.id)).toMatchObject([
        { target: "sheet", status: "failed", attempts: 2, lastError: "timed out" },
      ]);
      expect(await store.deliveriesFor(other.id)).toMatchObject([
        { target: "sheet", status: "delivered", attempts: 1, lastError: null },
      ]);

      const summary = await store.deliverySummary();
      expect(summary.counts.sheet).toEqual({ pending: 0, delivered: 1, failed: 1 });
      expect(summary.failed).toMatchObject([{ id: sheet.id, leadId: lead.id, lastError: "timed out" }]);
    });

    it("puts failed deliveries back in the queue when the clinic retries them", async () => {
      const leads = [sampleLead({ receivedAt: now.toISOString() }), sampleLead({ receivedAt: now.toISOString() })];
      for (const lead of leads) await store.insertLead(lead, ["sheet"]);
      const deliveries = await Promise.all(
        leads.map(async (lead) => (await store.pendingDelivery({ leadId: lead.id, target: "sheet", message: null }))!),
      );
      for (const delivery of deliveries)
        await store.recordFailedAttempt(delivery.id, { attempts: 5, error: "down", now, nextAttemptAt: null });

      expect(await store.retryFailed(later(1000), [deliveries[0]!.id])).toBe(1);
      expect(await store.pendingDelivery({ leadId: leads[0]!.id, target: "sheet", message: null })).toMatchObject({
        id: deliveries[0]!.id,
        attempts: 0,
      });
      expect(await store.pendingDelivery({ leadId: leads[1]!.id, target: "sheet", message: null })).toBeNull();
      expect(await store.retryFailed(later(2000))).toBe(1);
      expect((await store.deliverySummary()).counts.sheet).toEqual({ pending: 2, delivered: 0, failed: 0 });
    });

    deskContract(() => store);
  });
}
