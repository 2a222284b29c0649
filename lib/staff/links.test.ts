import { beforeEach, expect, it } from "vitest";
import type { Database } from "@/lib/db";
import { mailSink, messagesOf, sendPending } from "@/tests/setup/messages";
import { freshDatabase } from "@/tests/setup/test-database";
import { invite, sendReset } from "./desk";
import { staffLinkPreparer } from "./link-mail";
import { isLinkToken, linkLifetimeMs, linkTokenHash, openLink, spendLink } from "./links";

const owner = { staffId: "owner-1", staffName: "Asha (owner)" };
const t0 = new Date("2026-12-02T08:00:00.000Z");
const later = (ms: number) => new Date(t0.getTime() + ms);
let db: Database;

beforeEach(async () => {
  db = await freshDatabase();
  await db.kysely
    .insertInto("staff")
    .values({
      id: "owner-1",
      name: "Asha (owner)",
      email: "asha@clinic.example",
      password_hash: "x",
      role: "owner",
      created_at: t0,
    })
    .execute();
});

const invitePriya = () =>
  invite(
    db,
    { name: "Priya", email: " Priya@Clinic.example ", role: "reception", doctorId: null },
    owner,
    t0,
    "screen",
  );

const tokenOf = async () => {
  const made = await invitePriya();
  if (made.kind !== "made" || !made.token) throw new Error("no link");
  return made.token;
};

it("keeps only the SHA-256 of a link's token, which is 32 random bytes", async () => {
  const token = await tokenOf();
  expect(isLinkToken(token)).toBe(true);
  const rows = await db.kysely.selectFrom("staff_links").selectAll().execute();
  expect(rows).toHaveLength(1);
  expect(rows[0]!.token_hash).toBe(linkTokenHash(token));
  expect(JSON.stringify(rows)).not.toContain(token);
  expect(rows[0]!.expires_at.getTime() - t0.getTime()).toBe(72 * 3_600_000);
});

it("an invitation sets its password once, making the account with its role; a second use finds nothing", async () => {
  const token = await tokenOf();
  expect(await openLink(db.kysely, token, later(1000))).toMatchObject({
    purpose: "invitation",
    email: "priya@clinic.example",
    role: "reception",
  });
  expect(await spendLink(db.kysely, token, "hash-1", later(1000))).toMatchObject({
    kind: "done",
    purpose: "invitation",
  });
  expect(await spendLink(db.kysely, token, "hash-2", later(2000))).toEqual({ kind: "spent" });
  expect(await openLink(db.kysely, token, later(2000))).toBeNull();
  const accounts = await db.kysely
    .selectFrom("staff")
    .select(["email", "role", "password_hash"])
    .orderBy("email")
    .execute();
  expect(accounts).toEqual([
    { email: "asha@clinic.example", role: "owner", password_hash: "x" },
    { email: "priya@clinic.example", role: "reception", password_hash: "hash-1" },
  ]);
  const actions = await db.kysely.selectFrom("audit_events").select(["action", "staff_name"]).orderBy("id").execute();
  expect(actions).toEqual([
    { action: "staff.invited", staff_name: "Asha (owner)" },
    { action: "staff.invitation-accepted", staff_name: "Priya" },
  ]);
});

it("a link opens nothing once its 72 hours are over, nor a token it never made", async () => {
  const token = await tokenOf();
  expect(await openLink(db.kysely, token, later(linkLifetimeMs - 1))).not.toBeNull();
  expect(await openLink(db.kysely, token, later(linkLifetimeMs))).toBeNull();
  expect(await spendLink(db.kysely, token, "h", later(linkLifetimeMs))).toEqual({ kind: "spent" });
  expect(await openLink(db.kysely, "A".repeat(43), t0)).toBeNull();
  expect(await openLink(db.kysely, "not a token", t0)).toBeNull();
});

it("a new invitation to the same address ends the one before; an address with an account is not invited", async () => {
  const first = await tokenOf();
  const second = await tokenOf();
  expect(await openLink(db.kysely, first, later(1))).toBeNull();
  expect(await openLink(db.kysely, second, later(1))).not.toBeNull();
  expect(
    await invite(db, { name: "A", email: "ASHA@clinic.example", role: "owner", doctorId: null }, owner, t0, "screen"),
  ).toEqual({ kind: "exists" });
});

it("an owner's reset ends the account's sessions at once, and its use ends any made since", async () => {
  await db.kysely
    .insertInto("staff_sessions")
    .values({ token_hash: "s1", staff_id: "owner-1", created_at: t0, last_used_at: t0, expires_at: later(3_600_000) })
    .execute();
  const made = await sendReset(db, "owner-1", owner, t0, "screen");
  if (made.kind !== "made") throw new Error("no reset");
  expect(await db.kysely.selectFrom("staff_sessions").selectAll().execute()).toEqual([]);
  await db.kysely
    .insertInto("staff_sessions")
    .values({ token_hash: "s2", staff_id: "owner-1", created_at: t0, last_used_at: t0, expires_at: later(3_600_000) })
    .execute();
  expect(await spendLink(db.kysely, made.token, "new-hash", later(1000))).toMatchObject({
    kind: "done",
    purpose: "reset",
  });
  expect(await db.kysely.selectFrom("staff_sessions").selectAll().execute()).toEqual([]);
  expect((await db.kysely.selectFrom("staff").select("password_hash").executeTakeFirstOrThrow()).password_hash).toBe(
    "new-hash",
  );
  expect(await spendLink(db.kysely, made.token, "again", later(2000))).toEqual({ kind: "spent" });
});

it("a reset asked for on the sign-in page signs no one out until its link is used", async () => {
  await db.kysely
    .insertInto("staff_sessions")
    .values({ token_hash: "s1", staff_id: "owner-1", created_at: t0, last_used_at: t0, expires_at: later(3_600_000) })
    .execute();
  await sendReset(db, "owner-1", null, t0, "email");
  expect(await db.kysely.selectFrom("staff_sessions").selectAll().execute()).toHaveLength(1);
});

it("an e-mailed invitation's link is made as it is sent: the outbox holds only the link's id", async () => {
  const sink = await mailSink();
  try {
    const made = await invite(
      db,
      { name: "Priya", email: "priya@clinic.example", role: "doctor", doctorId: "dr-one" },
      owner,
      t0,
      "email",
    );
    expect(made).toEqual({ kind: "made", delivery: "email", token: undefined });
    const [row] = await db.kysely.selectFrom("staff_links").selectAll().execute();
    expect(row!.token_hash).toBeNull();
    const prepare = staffLinkPreparer(
      async () => db,
      { url: "https://clinic.example", timeZone: "Asia/Kolkata" },
      "invitation",
    );
    await sendPending(db, { smtpUrl: sink.url, preparers: { "staff-invitation": prepare }, now: () => later(1000) });
    expect(await messagesOf(db)).toMatchObject([{ status: "sent", data: { linkId: row!.id } }]);
    expect(sink.received).toHaveLength(1);
    const mail = sink.received[0]!;
    expect(mail.to).toEqual(["priya@clinic.example"]);
    const url = mail.text.match(/https:\/\/clinic\.example\/inbox\/invitation\/([A-Za-z0-9_-]{43})/);
    expect(url).not.toBeNull();
    expect(mail.text).toContain("Doctor");
    expect(mail.text).toContain("Saturday, 5 December 2026 at 13:30 (Asia/Kolkata)");
    expect(await openLink(db.kysely, url![1], later(2000))).toMatchObject({ role: "doctor" });
    expect(JSON.stringify(await messagesOf(db))).not.toContain(url![1]);
  } finally {
    await sink.close();
  }
});
