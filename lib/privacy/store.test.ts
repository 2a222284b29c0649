import { Kysely, PostgresDialect } from "kysely";
import { describe, expect, it } from "vitest";
import type { DB } from "@/lib/db/schema";
import { openLeadStore } from "@/lib/leads/store/store";
import { sampleLead } from "@/lib/leads/store/store.contract";
import { freshDatabase } from "@/tests/setup/test-database";
import { deadlineFor } from "./deadline";
import { kinds } from "@/lib/messages";
import { mailSink, messagesOf, sendPending, testClinicFacts } from "@/tests/setup/messages";
import { privacyPreparer, requestNotice } from "./notify";
import { receivedTexts } from "./request-form";
import { createPrivacyService, type PrivacyServiceDeps } from "./service";
import { openPrivacyRequestStore, requestMessageRef } from "./store";

const zone = "Asia/Kolkata";
const staff = { staffId: "s1", staffName: "Asha Rao" };

describe("the privacy request store", () => {
  it("lists open requests by deadline, and records who marked one done and when", async () => {
    const store = openPrivacyRequestStore(await freshDatabase());
    const later = new Date("2026-11-27T10:00:00Z");
    const earlier = new Date("2026-11-20T10:00:00Z");
    const a = await store.insert({
      receivedAt: later,
      email: "a@example.com",
      kind: "copy",
      note: "",
      dueAt: deadlineFor(later, zone).passesAt,
      notify: false,
    });
    const b = await store.insert({
      receivedAt: earlier,
      email: "b@example.com",
      kind: "erasure",
      note: "Also b2@example.com",
      dueAt: deadlineFor(earlier, zone).passesAt,
      notify: false,
    });
    const open = await store.open();
    expect(open.map((r) => [r.email, r.kind, r.dueAt])).toEqual([
      ["b@example.com", "erasure", "2026-12-20T18:30:00.000Z"],
      ["a@example.com", "copy", "2026-12-27T18:30:00.000Z"],
    ]);
    expect(open[0]).toMatchObject({
      id: b,
      note: "Also b2@example.com",
      receivedAt: earlier.toISOString(),
      done: null,
    });

    const at = new Date("2026-11-28T05:00:00Z");
    expect(await store.markDone(b, at, staff)).toBe(true);
    // Done once: a second press (another tab, a replayed form) changes nothing.
    expect(
      await store.markDone(b, new Date("2026-11-29T05:00:00Z"), { staffId: "s2", staffName: "Someone else" }),
    ).toBe(false);
    expect((await store.open()).map((r) => r.id)).toEqual([a]);
    expect((await store.done(10)).map((r) => [r.id, r.done])).toEqual([
      [b, { at: at.toISOString(), staffId: "s1", staffName: "Asha Rao" }],
    ]);
    expect(await store.markDone("no-such-id", at, staff)).toBe(false);
  });
});

/** A service on a real database whose queries are written down, with a limiter that lets everything through. */
async function service() {
  const db = await freshDatabase();
  const queries: string[] = [];
  // The same store on a Kysely that writes down each statement it sends.
  const kysely = new Kysely<DB>({
    dialect: new PostgresDialect({ pool: db.pool }),
    log: (event) => void queries.push(event.query.sql),
  });
  const store = openPrivacyRequestStore({ kysely, jobs: db.jobs, vault: db.vault });
  const deps: PrivacyServiceDeps = {
    store: async () => store,
    now: () => new Date("2026-11-28T01:00:00Z"),
    limiter: { take: async () => ({ ok: true }) },
    timeZone: zone,
    notifies: () => true,
  };
  return { submit: createPrivacyService(deps), db, store, queries };
}

const client = { address: "203.0.113.9" };

describe("a privacy request from the site", () => {
  it("gets the same answer, after the same queries, whether or not the address has leads on file", async () => {
    const { submit, db, store, queries } = await service();
    await openLeadStore(db).insertLead(sampleLead({ email: "known@example.com" }), []);

    const known = await submit({ fields: { email: "known@example.com", kind: "erasure", note: "" }, client });
    const knownQueries = queries.splice(0);
    const unknown = await submit({ fields: { email: "stranger@example.com", kind: "erasure", note: "" }, client });
    const unknownQueries = queries.splice(0);

    expect(known).toEqual({ status: "received" });
    expect(unknown).toEqual(known);
    // Its timing cannot tell them apart either: the same statements ran, and none of them reads the leads.
    expect(unknownQueries).toEqual(knownQueries);
    expect(knownQueries.join("\n")).not.toMatch(/\bleads\b/);
    expect((await store.open()).map((r) => r.email).sort()).toEqual(["known@example.com", "stranger@example.com"]);
    expect(receivedTexts[1]).not.toMatch(/if we hold|on file|no details/i);
  });

  it("stores the request with its deadline and queues the clinic's e-mail before answering", async () => {
    const { submit, store, db } = await service();
    expect(
      await submit({
        fields: { email: " Priya@Example.com ", kind: "copy", note: "I also used 07911 123456" },
        client,
      }),
    ).toEqual({ status: "received" });
    const [request] = await store.open();
    expect(request).toMatchObject({
      email: "Priya@Example.com",
      kind: "copy",
      note: "I also used 07911 123456",
      receivedAt: "2026-11-28T01:00:00.000Z",
      dueAt: "2026-12-28T18:30:00.000Z",
    });
    // Its message, queued in the same transaction, under the request's own key, with its job.
    const [message] = await messagesOf(db);
    expect(message).toMatchObject({
      kind: "privacy-request",
      key: requestMessageRef(request!.id),
      data: { requestId: request!.id },
      status: "pending",
    });
    const { rows } = await db.pool.query(`SELECT task_identifier FROM ${db.jobs.schema}.jobs WHERE key = $1`, [
      `message:${message!.id}`,
    ]);
    expect(rows).toEqual([{ task_identifier: "message-send" }]);
  });

  it("refuses a bad address or no choice with messages beside the fields, and stores nothing", async () => {
    const { submit, store } = await service();
    expect(await submit({ fields: { email: "not an address", note: "" }, client })).toEqual({
      status: "invalid",
      fieldErrors: {
        email: "Please enter a valid email address",
        kind: "Please choose a copy of your details or their erasure",
      },
    });
    expect(await submit({ fields: { email: "a@example.com", kind: "everything" }, client })).toMatchObject({
      status: "invalid",
      fieldErrors: { kind: expect.any(String) },
    });
    expect(await store.open()).toEqual([]);
  });

  it("tells a robot that filled the hidden field what it tells a person, and keeps nothing", async () => {
    const { submit, store } = await service();
    expect(
      await submit({ fields: { email: "bot@example.com", kind: "copy", website: "http://spam.example" }, client }),
    ).toEqual({ status: "received" });
    expect(await store.open()).toEqual([]);
  });

  it("answers past the rate limit without storing", async () => {
    const { db } = await service();
    const store = openPrivacyRequestStore(db);
    const submit = createPrivacyService({
      store: async () => store,
      now: () => new Date(),
      limiter: { take: async () => ({ ok: false, retryAfterSeconds: 60 }) },
      timeZone: zone,
      notifies: () => false,
    });
    expect(await submit({ fields: { email: "a@example.com", kind: "copy" }, client })).toEqual({
      status: "rate-limited",
      retryAfterSeconds: 60,
    });
    expect(await store.open()).toEqual([]);
  });
});

describe("the clinic's e-mail about a request", () => {
  it("names what was asked and the deadline, links to the inbox, and carries neither the address nor the note", () => {
    const props = requestNotice(
      { kind: "erasure", receivedAt: "2026-11-28T01:00:00.000Z", dueAt: "2026-12-28T18:30:00.000Z" },
      zone,
      "https://clinic.example",
    );
    const mail = kinds["privacy-request"].email!(props, testClinicFacts);
    expect(mail.subject).toBe("Privacy request: the erasure of their details, to answer by Mon, 28 Dec 2026");
    expect(props).toMatchObject({ answerBy: "Mon, 28 Dec 2026", inboxUrl: "https://clinic.example/inbox/privacy" });
  });

  it("is sent once by its jobs, and not at all for a request gone before it was sent", async () => {
    const sink = await mailSink();
    try {
      const { submit, store, db } = await service();
      await submit({ fields: { email: "priya@example.com", kind: "copy", note: "secret note" }, client });
      await submit({ fields: { email: "ravi@example.com", kind: "erasure" }, client });
      const prepare = privacyPreparer(async () => store, { timeZone: zone, siteUrl: "https://clinic.example" });
      // The erasure's request is gone before its e-mail is sent: nothing is sent for it.
      const erasure = (await store.open()).find((r) => r.kind === "erasure")!;
      await db.kysely.deleteFrom("privacy_requests").where("id", "=", erasure.id).execute();
      await sendPending(db, { smtpUrl: sink.url, preparers: { "privacy-request": prepare } });
      await sendPending(db, { smtpUrl: sink.url, preparers: { "privacy-request": prepare } });
      expect(sink.received).toHaveLength(1);
      expect(sink.received[0]!.text).toContain("Answer by: the end of");
      expect(sink.received[0]!.text).toContain("https://clinic.example/inbox/privacy");
      expect(sink.received[0]!.raw).not.toMatch(/priya@example\.com|secret note/);
      expect((await messagesOf(db)).map((m) => m.status).sort()).toEqual(["dropped", "sent"]);
    } finally {
      await sink.close();
    }
  });
});

describe("the audit of privacy requests", () => {
  const priya = { staffId: "staff-priya", staffName: "Priya (front desk)" };
  const audit = async (db: Awaited<ReturnType<typeof freshDatabase>>) =>
    (
      await db.kysely
        .selectFrom("audit_events")
        .select(["staff_id", "staff_name", "action", "subject_type", "subject_id", "detail"])
        .orderBy("id")
        .execute()
    ).map((row) => ({ ...row }));

  it("writes a privacy request marked done into the audit once, with its kind and never its address", async () => {
    const db = await freshDatabase();
    const requests = openPrivacyRequestStore(db);
    const id = await requests.insert({
      receivedAt: new Date(),
      email: "someone@example.com",
      kind: "erasure",
      note: "my diabetes notes",
      dueAt: new Date(Date.now() + 86_400_000),
      notify: false,
    });
    expect(await requests.markDone(id, new Date(), priya)).toBe(true);
    expect(await requests.markDone(id, new Date(), priya)).toBe(false);
    expect(await audit(db)).toEqual([
      {
        staff_id: "staff-priya",
        staff_name: priya.staffName,
        action: "privacy.request-done",
        subject_type: "privacy-request",
        subject_id: id,
        detail: { kind: "erasure" },
      },
    ]);
    expect(JSON.stringify(await audit(db))).not.toMatch(/someone@|diabetes/);
  });
});
