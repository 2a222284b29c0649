import { randomUUID } from "node:crypto";
import { beforeEach, describe, expect, it } from "vitest";
import { freshDatabase } from "@/tests/setup/test-database";
import { openStaffStore, type NewStaffAccount, type StaffStore } from "./store";

const hour = 3_600_000;

const account = (overrides: Partial<NewStaffAccount> = {}): NewStaffAccount => ({
  id: randomUUID(),
  name: "Priya Raman",
  email: `priya-${randomUUID().slice(0, 8)}@clinic.example`,
  passwordHash: "scrypt$test",
  role: "reception",
  doctorId: null,
  createdAt: "2026-11-20T08:00:00.000Z",
  disabledAt: null,
  ...overrides,
});

describe("the staff store", () => {
  let store: StaffStore;
  beforeEach(async () => {
    store = openStaffStore(await freshDatabase());
  });

  it("keeps staff accounts by lower-case e-mail, refuses a taken one, and updates them", async () => {
    const one = account({ email: "Front.Desk@Clinic.Example" });
    await store.addStaff(one);
    expect(await store.staffByEmail("front.desk@clinic.example ")).toMatchObject({
      id: one.id,
      email: "front.desk@clinic.example",
      disabledAt: null,
    });
    await expect(store.addStaff(account({ email: "front.desk@clinic.example" }))).rejects.toThrow();
    expect(await store.updateStaff(one.id, { passwordHash: "scrypt$new" })).toBe(true);
    expect((await store.staffByEmail(one.email))?.passwordHash).toBe("scrypt$new");
    expect(await store.updateStaff(randomUUID(), { disabledAt: null })).toBe(false);
    expect(await store.updateStaff(one.id, {})).toBe(false);
    expect((await store.listStaff()).map((s) => s.id)).toEqual([one.id]);
  });

  it("lists accounts by name, then e-mail, in byte order", async () => {
    const names = ["anand", "Zoya", "Asha", "Asha"];
    for (const [i, name] of names.entries())
      await store.addStaff(account({ name, email: `${String.fromCharCode(122 - i)}@clinic.example` }));
    expect((await store.listStaff()).map((s) => `${s.name} ${s.email}`)).toEqual([
      "Asha w@clinic.example",
      "Asha x@clinic.example",
      "Zoya y@clinic.example",
      "anand z@clinic.example",
    ]);
  });

  it("finds a session's account until it expires, is deleted, or the account is disabled", async () => {
    const one = account();
    await store.addStaff(one);
    const now = new Date("2026-11-22T09:00:00.000Z");
    const expiresAt = new Date(now.getTime() + 12 * hour);
    await store.createSession({ tokenHash: "hash-a", staffId: one.id, createdAt: now, expiresAt });
    await store.createSession({ tokenHash: "hash-b", staffId: one.id, createdAt: now, expiresAt });
    expect(await store.sessionStaff("hash-a", now)).toMatchObject({ id: one.id });
    expect(await store.sessionStaff("hash-a", new Date(expiresAt.getTime() - 1))).toMatchObject({ id: one.id });
    expect(await store.sessionStaff("hash-a", expiresAt)).toBeNull();
    expect(await store.sessionStaff("unknown", now)).toBeNull();
    await store.deleteSession("hash-a");
    expect(await store.sessionStaff("hash-a", now)).toBeNull();
    await store.updateStaff(one.id, { disabledAt: now.toISOString() });
    expect(await store.sessionStaff("hash-b", now)).toBeNull();
    await store.updateStaff(one.id, { disabledAt: null });
    expect(await store.deleteSessions({ staffId: one.id })).toBe(1);
    expect(await store.sessionStaff("hash-b", now)).toBeNull();
    await store.createSession({ tokenHash: "hash-c", staffId: one.id, createdAt: now, expiresAt: now });
    expect(await store.deleteSessions({ expiredBefore: now })).toBe(1);
  });
});
