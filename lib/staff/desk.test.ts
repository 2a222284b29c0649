import { beforeEach, describe, expect, it } from "vitest";
import type { Database } from "@/lib/db";
import { freshDatabase } from "@/tests/setup/test-database";
import { changeRole, deskAccounts, lastOwnerRefusal, removeTwoFactor, setDisabled } from "./desk";

const t0 = new Date("2026-12-02T08:00:00.000Z");
const asha = { staffId: "owner-1", staffName: "Asha (owner)" };

describe("the last enabled owner", () => {
  const owner = { id: "o1", role: "owner", disabledAt: null };
  const other = { id: "o2", role: "owner", disabledAt: null };
  const reception = { id: "r1", role: "reception", disabledAt: null };

  it("can be neither disabled nor given another role; with another enabled owner, either can", () => {
    expect(lastOwnerRefusal([owner, reception], "o1", { disabled: true })).toMatch(/only enabled owner/);
    expect(lastOwnerRefusal([owner, reception], "o1", { role: "reception" })).toMatch(/only enabled owner/);
    expect(
      lastOwnerRefusal([owner, { ...other, disabledAt: "2026-12-01T00:00:00Z" }], "o1", { role: "doctor" }),
    ).toMatch(/only enabled owner/);
    expect(lastOwnerRefusal([owner, other], "o1", { disabled: true })).toBeNull();
    expect(lastOwnerRefusal([owner, reception], "o1", { role: "owner" })).toBeNull();
    expect(lastOwnerRefusal([owner, reception], "r1", { disabled: true })).toBeNull();
  });
});

describe("changes on the staff page", () => {
  let db: Database;
  beforeEach(async () => {
    db = await freshDatabase();
    await db.kysely
      .insertInto("staff")
      .values([
        {
          id: "owner-1",
          name: "Asha (owner)",
          email: "asha@clinic.example",
          password_hash: "x",
          role: "owner",
          created_at: t0,
        },
        {
          id: "rec-1",
          name: "Ravi",
          email: "ravi@clinic.example",
          password_hash: "x",
          role: "reception",
          created_at: t0,
        },
      ])
      .execute();
    await db.kysely
      .insertInto("staff_sessions")
      .values([
        {
          token_hash: "a",
          staff_id: "rec-1",
          created_at: t0,
          last_used_at: t0,
          expires_at: new Date(t0.getTime() + 3_600_000),
        },
        {
          token_hash: "b",
          staff_id: "rec-1",
          created_at: new Date(t0.getTime() + 60_000),
          last_used_at: new Date(t0.getTime() + 60_000),
          expires_at: new Date(t0.getTime() + 3_600_000),
        },
      ])
      .execute();
  });

  it("lists each account with its role, its open sessions and its latest sign-in", async () => {
    const accounts = await deskAccounts(db, new Date(t0.getTime() + 120_000));
    expect(accounts.map((a) => [a.name, a.role, a.openSessions, a.lastSignInAt?.toISOString() ?? null])).toEqual([
      ["Asha (owner)", "owner", 0, null],
      ["Ravi", "reception", 2, "2026-12-02T08:01:00.000Z"],
    ]);
  });

  it("refuses to demote or disable the only owner, and changes nothing", async () => {
    expect(await changeRole(db, "owner-1", { role: "reception", doctorId: null }, asha, t0)).toMatchObject({
      kind: "refused",
    });
    expect(await setDisabled(db, "owner-1", true, asha, t0)).toMatchObject({ kind: "refused" });
    expect((await deskAccounts(db, t0))[0]).toMatchObject({ role: "owner", disabledAt: null });
    expect(await db.kysely.selectFrom("audit_events").selectAll().execute()).toEqual([]);
  });

  it("disables an account, ending its sessions at once, and enables it again, each in the audit", async () => {
    expect(await setDisabled(db, "rec-1", true, asha, t0)).toEqual({ kind: "done" });
    expect(await db.kysely.selectFrom("staff_sessions").selectAll().execute()).toEqual([]);
    expect(await setDisabled(db, "rec-1", false, asha, t0)).toEqual({ kind: "done" });
    expect(await changeRole(db, "rec-1", { role: "doctor", doctorId: "dr-one" }, asha, t0)).toEqual({ kind: "done" });
    expect(await changeRole(db, "nobody", { role: "owner", doctorId: null }, asha, t0)).toEqual({ kind: "missing" });
    const rows = await db.kysely
      .selectFrom("audit_events")
      .select(["action", "subject_id", "detail", "staff_name"])
      .orderBy("id")
      .execute();
    expect(rows).toEqual([
      { action: "staff.disabled", subject_id: "rec-1", detail: { sessionsEnded: 2 }, staff_name: "Asha (owner)" },
      { action: "staff.enabled", subject_id: "rec-1", detail: {}, staff_name: "Asha (owner)" },
      {
        action: "staff.role-changed",
        subject_id: "rec-1",
        detail: { from: "reception", to: "doctor", doctor: "dr-one" },
        staff_name: "Asha (owner)",
      },
    ]);
    expect(
      await db.kysely.selectFrom("staff").select(["role", "doctor_id"]).where("id", "=", "rec-1").executeTakeFirst(),
    ).toEqual({
      role: "doctor",
      doctor_id: "dr-one",
    });
  });

  it("removes a colleague's lost two-factor sign-in (secret, codes, sessions), never the owner's own", async () => {
    await db.kysely
      .updateTable("staff")
      .set({ totp_secret: "vault1:00000000:sealed", totp_enrolled_at: t0, totp_last_step: "1" })
      .where("id", "in", ["rec-1", "owner-1"])
      .execute();
    await db.kysely.insertInto("staff_recovery_codes").values({ staff_id: "rec-1", code_hash: "h1" }).execute();
    expect((await deskAccounts(db, t0)).map((a) => a.twoFactorSince)).toEqual([t0, t0]);

    expect(await removeTwoFactor(db, "owner-1", asha, t0)).toMatchObject({ kind: "refused" });
    expect(await removeTwoFactor(db, "rec-1", asha, t0)).toEqual({ kind: "done" });
    expect(await removeTwoFactor(db, "rec-1", asha, t0)).toEqual({ kind: "missing" });

    const [owner, ravi] = await deskAccounts(db, t0);
    expect([owner!.twoFactorSince, ravi!.twoFactorSince, ravi!.openSessions]).toEqual([t0, null, 0]);
    expect(
      await db.kysely.selectFrom("staff").select("totp_secret").where("id", "=", "rec-1").executeTakeFirstOrThrow(),
    ).toEqual({ totp_secret: null });
    expect(await db.kysely.selectFrom("staff_recovery_codes").selectAll().execute()).toEqual([]);
    expect(await db.kysely.selectFrom("audit_events").select(["action", "subject_id", "detail"]).execute()).toEqual([
      { action: "staff.two-factor-removed", subject_id: "rec-1", detail: { by: "owner", sessionsEnded: 2 } },
    ]);
  });
});
