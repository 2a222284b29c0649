import { describe, expect, it } from "vitest";
import { freshDatabase, freshSchema } from "@/tests/setup/test-database";
import { digestProps } from "../delivery/digest";
import { overdueCutoff } from "../pipeline/overdue";
import { openLeadStore } from "../store/store";
import { sampleLead } from "../store/store.contract";
import type { LeadStore } from "../store/types";
import { createDeskTasks, deskCrontab, type DeskTaskOptions } from "./tasks";

/** A store on a fresh schema, or, given one, a second instance's store on the same schema. */
const open = async (schema = freshSchema()) => ({ store: openLeadStore(await freshDatabase({ schema })), schema });

const quiet = { info() {}, error() {} };

/**
 * The desk's tasks on one instance; `tick()` runs the digest's job, as its crontab line does every
 * ten minutes. A queued digest is recorded with the leads it would list if sent then.
 */
function worker(store: LeadStore, clock: { now: Date }, overrides: Partial<DeskTaskOptions> = {}) {
  const sent: Array<{ leads: string[]; at: string }> = [];
  const tasks = createDeskTasks({
    store: async () => store,
    now: () => clock.now,
    timeZone: "Asia/Kolkata",
    digestHour: 9,
    queueDigest: async (_day: string, at: Date) =>
      void sent.push({
        leads: (await store.overdueLeads(overdueCutoff(at), 200)).map((l) => l.name),
        at: at.toISOString(),
      }),
    instanceId: "test",
    log: quiet,
    ...overrides,
  });
  return { w: { tick: tasks["lead-digest"], retention: tasks["lead-retention"] }, sent };
}

describe("the morning digest", () => {
  it("goes out once per clinic day from the configured hour, listing the overdue leads oldest first, across two instances", async () => {
    const { store, schema } = await open();
    const other = (await open(schema)).store; // a second instance on the same database
    await store.insertLead(sampleLead({ name: "Waited two days", receivedAt: "2026-11-20T02:00:00.000Z" }), []);
    await store.insertLead(sampleLead({ name: "Waited 30 hours", receivedAt: "2026-11-20T21:30:00.000Z" }), []);
    await store.insertLead(sampleLead({ name: "Only 10 hours", receivedAt: "2026-11-21T17:30:00.000Z" }), []);
    // 08:59 in Kolkata (03:29 UTC): too early.
    const clock = { now: new Date("2026-11-22T03:29:00.000Z") };
    const a = worker(store, clock);
    const b = worker(other, clock, { instanceId: "other" });
    await Promise.all([a.w.tick(), b.w.tick()]);
    expect([...a.sent, ...b.sent]).toEqual([]);
    // 09:00 in Kolkata: one of the two sends it.
    clock.now = new Date("2026-11-22T03:30:00.000Z");
    await Promise.all([a.w.tick(), b.w.tick()]);
    await Promise.all([a.w.tick(), b.w.tick()]);
    expect([...a.sent, ...b.sent]).toEqual([
      { leads: ["Waited two days", "Waited 30 hours"], at: "2026-11-22T03:30:00.000Z" },
    ]);
    // The same day, later: nothing more. The next clinic day: again.
    clock.now = new Date("2026-11-22T18:00:00.000Z"); // 23:30 IST
    await Promise.all([a.w.tick(), b.w.tick()]);
    expect(a.sent.length + b.sent.length).toBe(1);
    clock.now = new Date("2026-11-23T04:00:00.000Z");
    await Promise.all([a.w.tick(), b.w.tick()]);
    expect(a.sent.length + b.sent.length).toBe(2);
  });

  it("keys the day and hour to the clinic's time zone, not UTC", async () => {
    const { store } = await open();
    await store.insertLead(sampleLead({ name: "Old", receivedAt: "2026-11-01T00:00:00.000Z" }), []);
    // 09:00 in Los Angeles is 17:00 UTC; at 16:59 UTC it is still 08:59 there.
    const clock = { now: new Date("2026-11-22T16:59:00.000Z") };
    const { w, sent } = worker(store, clock, { timeZone: "America/Los_Angeles" });
    await w.tick();
    expect(sent).toEqual([]);
    clock.now = new Date("2026-11-22T17:00:00.000Z");
    await w.tick();
    expect(sent).toHaveLength(1);
  });

  it("goes out for another domain's section (failed payments) with no lead overdue, the section under its title", async () => {
    const { store } = await open();
    const clock = { now: new Date("2026-11-22T04:00:00.000Z") };
    const sections = [{ title: "1 subscription payment has failed", lines: ["- Priya Raman: starter-care-plan"] }];
    const { w, sent } = worker(store, clock, { digestSections: async () => sections });
    await w.tick();
    expect(sent).toHaveLength(1);
    const props = digestProps([], clock.now, "Asia/Kolkata", "https://clinic.example", sections);
    expect(props.subject).toBe("1 subscription payment has failed");
    expect(props.sections).toEqual(sections);
  });

  it("tries again after a failed send, and sends nothing when no lead is overdue", async () => {
    const { store } = await open();
    const clock = { now: new Date("2026-11-22T04:00:00.000Z") };
    let attempts = 0;
    const { w } = worker(store, clock, {
      queueDigest: async () => {
        attempts++;
        if (attempts === 1) throw new Error("database down");
      },
    });
    await w.tick(); // nothing overdue: claimed, nothing sent
    expect(attempts).toBe(0);
    await store.insertLead(sampleLead({ receivedAt: "2026-11-20T00:00:00.000Z" }), []);
    clock.now = new Date("2026-11-23T04:00:00.000Z");
    await w.tick();
    await w.tick();
    expect(attempts).toBe(2);
    await w.tick();
    expect(attempts).toBe(2);
  });

  it("reads as a list the clinic can call back from", () => {
    const lead = {
      ...sampleLead({ name: "Meera Iyer", receivedAt: "2026-11-20T04:30:00.000Z" }),
      status: "new" as const,
      contactedAt: null,
      bookedAt: null,
    };
    const { subject, leads } = digestProps(
      [lead],
      new Date("2026-11-22T03:30:00.000Z"),
      "Asia/Kolkata",
      "https://clinic.example",
    );
    expect(subject).toBe("1 lead has waited more than 24 hours");
    expect(leads).toEqual([
      {
        name: "Meera Iyer",
        formType: "Consultation Form",
        received: "20 Nov 2026, 10:00 am",
        waited: "47 hours",
        contact: "+447911123456 · anne@example.com",
        deskUrl: `https://clinic.example/inbox/leads/${lead.id}`,
      },
    ]);
  });
});

describe("retention", () => {
  it("erases leads older than the setting when its hourly job runs, and records it", async () => {
    const { store } = await open();
    const old = sampleLead({ receivedAt: "2026-04-30T00:00:00.000Z" });
    const kept = sampleLead({ receivedAt: "2026-05-23T00:00:00.000Z" });
    for (const lead of [old, kept]) await store.insertLead(lead, ["email"]);
    const clock = { now: new Date("2026-11-22T10:00:00.000Z") };
    const { w } = worker(store, clock, { digestHour: undefined, retentionMonths: 6 });
    await w.retention();
    expect(await store.getLead(old.id)).toBeNull();
    expect(await store.getLead(kept.id)).not.toBeNull();
    expect(await store.erasures(5)).toMatchObject([{ reason: "retention", leadCount: 1 }]);
  });
});

describe("the desk's crontab", () => {
  const send = async () => {};
  it("runs the digest every ten minutes and retention hourly, each only when configured", () => {
    expect(deskCrontab({ digestHour: 9, retentionMonths: 6, queueDigest: send })).toBe(
      "*/10 * * * * lead-digest\n17 * * * * lead-retention",
    );
    expect(deskCrontab({ digestHour: 9, queueDigest: undefined, retentionMonths: undefined })).toBe("");
    expect(deskCrontab({ digestHour: undefined, retentionMonths: 3, queueDigest: send })).toBe(
      "17 * * * * lead-retention",
    );
  });
});
