import { beforeEach, expect, it } from "vitest";
import type { Database } from "@/lib/db";
import { openMessageDesk } from "@/lib/messages";
import { freshDatabase } from "@/tests/setup/test-database";
import { openLeadStore } from "./store";
import { sampleLead } from "./store.contract";

const priya = { staffId: "staff-priya", staffName: "Priya (front desk)" };
let db: Database;
beforeEach(async () => {
  db = await freshDatabase();
});

const audit = async () =>
  (
    await db.kysely
      .selectFrom("audit_events")
      .select(["staff_id", "staff_name", "action", "subject_type", "subject_id", "detail"])
      .orderBy("id")
      .execute()
  ).map((row) => ({ ...row }));

it("writes a staff member's status change and note into the audit with the change, never the note's words", async () => {
  const store = openLeadStore(db);
  const lead = sampleLead();
  await store.insertLead(lead, []);
  await store.setStatus(lead.id, "contacted", new Date(), { by: priya, note: "Has asthma, call after 5" });
  await store.setStatus(lead.id, "contacted", new Date(), { by: priya, note: "Second try" });
  await store.addNote(lead.id, "Prefers mornings", new Date(), priya);
  // The site's own changes (a reply noted, a booking's lead) are not a member of staff's.
  await store.addNote(lead.id, "Wrote: yes", new Date(), { staffId: null, staffName: "WhatsApp" });
  await store.setStatus(lead.id, "booked", new Date());
  const subject = { subject_type: "lead", subject_id: lead.id, staff_id: "staff-priya", staff_name: priya.staffName };
  expect(await audit()).toEqual([
    { ...subject, action: "lead.status-changed", detail: { from: "new", to: "contacted" } },
    { ...subject, action: "lead.note-added", detail: {} },
    { ...subject, action: "lead.note-added", detail: {} },
  ]);
  expect(JSON.stringify(await audit())).not.toMatch(/asthma|mornings|Second/);
});

it("writes each erasure into the audit with its reason and count, never whose; retention's as the site's", async () => {
  const store = openLeadStore(db);
  const [a, b] = [sampleLead(), sampleLead()];
  await store.insertLead(a, []);
  await store.insertLead(b, []);
  expect(await store.eraseLeads([a.id], { at: new Date(), by: priya, reason: "request" })).toBe(1);
  expect(
    await store.eraseReceivedBefore(new Date(Date.now() + 60_000), {
      at: new Date(),
      by: { staffId: null, staffName: "" },
    }),
  ).toBe(1);
  expect(await store.eraseLeads([a.id], { at: new Date(), by: priya, reason: "request" })).toBe(0);
  expect(await audit()).toEqual([
    {
      staff_id: "staff-priya",
      staff_name: priya.staffName,
      action: "privacy.erased",
      subject_type: null,
      subject_id: null,
      detail: { reason: "request", leads: 1 },
    },
    {
      staff_id: null,
      staff_name: "the site",
      action: "privacy.erased",
      subject_type: null,
      subject_id: null,
      detail: { reason: "retention", leads: 1 },
    },
  ]);
  expect(JSON.stringify(await audit())).not.toContain(a.email);
});

it("writes a retry of failed deliveries and messages into the audit with how many, and nothing when none was failed", async () => {
  const store = openLeadStore(db);
  const lead = sampleLead();
  await store.insertLead(lead, ["sheet"]);
  const [delivery] = await store.deliveriesFor(lead.id);
  await store.recordFailedAttempt(delivery!.id, { attempts: 1, error: "down", now: new Date(), nextAttemptAt: null });
  expect(await store.retryFailed(new Date(), undefined, priya)).toBe(1);
  expect(await store.retryFailed(new Date(), undefined, priya)).toBe(0);
  expect(await openMessageDesk(db).retryFailed(new Date(), undefined, priya)).toBe(0);
  expect(await audit()).toEqual([
    {
      staff_id: "staff-priya",
      staff_name: priya.staffName,
      action: "deliveries.retried",
      subject_type: null,
      subject_id: null,
      detail: { spreadsheet: 1 },
    },
  ]);
});
