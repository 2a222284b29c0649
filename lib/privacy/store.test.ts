import { Kysely, PostgresDialect } from "kysely";
import { describe, expect, it } from "vitest";
import type { DB } from "@/lib/db/schema";
import { openLeadStore } from "@/lib/leads/store/store";
import { sampleLead } from "@/lib/leads/store/store.contract";
import { freshDatabase } from "@/tests/setup/test-database";
import { deadlineFor } from "./deadline";
import type { JobHelpers } from "graphile-worker";
import { createPrivacyNotifyTask, requestEmail } from "./notify";
import { receivedTexts } from "./request-form";
import { createPrivacyService, type PrivacyServiceDeps } from "./service";
import { notifyTask, openPrivacyRequestStore } from "./store";

const zone = "Asia/Kolkata";
const quiet = { info() {}, warn() {}, error() {} };
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
      notify: { status: "pending", attempts: 0, error: null },
    });
    // Its job, added in the same transaction, under the request's own key.
    const { rows } = await db.pool.query(`SELECT task_identifier, key FROM ${db.jobs.schema}.jobs WHERE key = $1`, [
      `privacy:${request!.id}`,
    ]);
    expect(rows).toEqual([{ task_identifier: notifyTask, key: `privacy:${request!.id}` }]);
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
    const mail = requestEmail(
      { kind: "erasure", receivedAt: "2026-11-28T01:00:00.000Z", dueAt: "2026-12-28T18:30:00.000Z" },
      zone,
      "https://clinic.example",
    );
    expect(mail.subject).toBe("Privacy request: the erasure of their details, to answer by Mon, 28 Dec 2026");
    expect(mail.text).toContain("Answer by: the end of Mon, 28 Dec 2026 (Asia/Kolkata); one month under UK GDPR");
    expect(mail.text).toContain("https://clinic.example/inbox/privacy");
  });

  it("is sent once by its job, thrown back to the queue after a failure, and given up after the last attempt", async () => {
    const { submit, store } = await service();
    await submit({ fields: { email: "priya@example.com", kind: "copy", note: "secret note" }, client });
    await submit({ fields: { email: "ravi@example.com", kind: "erasure" }, client });
    const sent: string[] = [];
    const task = createPrivacyNotifyTask({
      store: async () => store,
      send: async (mail) => {
        if (mail.subject.includes("erasure")) throw new Error("SMTP 451");
        sent.push(mail.text);
      },
      timeZone: zone,
      siteUrl: "https://clinic.example",
      now: () => new Date("2026-11-28T01:00:00Z"),
      maxAttempts: 2,
      log: quiet,
    });
    const [copy, erasure] = ["copy", "erasure"].map((kind) => ({ id: "", kind }));
    for (const r of await store.open()) (r.kind === "copy" ? copy! : erasure!).id = r.id;
    const run = (id: string, attempts: number) => task({ id }, { job: { attempts } } as JobHelpers);
    await run(copy!.id, 1);
    await run(copy!.id, 1); // a second run of the job (another instance) sends nothing more
    expect(sent).toHaveLength(1);
    expect(sent.join()).not.toMatch(/priya@example\.com|secret note/);
    await expect(run(erasure!.id, 1)).rejects.toThrow("SMTP 451");
    await run(erasure!.id, 2);
    const statuses = Object.fromEntries((await store.open()).map((r) => [r.kind, r.notify]));
    expect(statuses).toEqual({
      copy: { status: "sent", attempts: 1, error: null },
      erasure: { status: "failed", attempts: 2, error: "SMTP 451" },
    });
  });
});
