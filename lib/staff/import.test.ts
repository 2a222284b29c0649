import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { freshDatabase } from "@/tests/setup/test-database";
import { copyStaffAccount } from "./import";
import { openStaffStore, type NewStaffAccount } from "./store";

const account = (overrides: Partial<NewStaffAccount> = {}): NewStaffAccount => ({
  id: randomUUID(),
  name: "Priya Raman",
  email: "Front.Desk@Clinic.Example",
  passwordHash: "scrypt$copied",
  role: "owner",
  doctorId: null,
  createdAt: "2026-10-01T08:00:00.000Z",
  disabledAt: null,
  ...overrides,
});

describe("copying a staff account from another store", () => {
  it("adds it in the caller's transaction with its hash as it was, once, and never over a taken e-mail", async () => {
    const db = await freshDatabase();
    const one = account();
    expect(await db.transaction((trx) => copyStaffAccount(trx, one))).toBe(1);
    expect(await db.transaction((trx) => copyStaffAccount(trx, one))).toBe(0);
    expect(await db.transaction((trx) => copyStaffAccount(trx, account({ email: "front.desk@clinic.example" })))).toBe(
      0,
    );
    const listed = await openStaffStore(db).listStaff();
    expect(listed).toEqual([{ ...one, email: "front.desk@clinic.example", twoFactorAt: null }]);
  });

  it("adds nothing when the transaction is rolled back", async () => {
    const db = await freshDatabase();
    await expect(
      db.transaction(async (trx) => {
        await copyStaffAccount(trx, account());
        throw new Error("the import failed later");
      }),
    ).rejects.toThrow("the import failed later");
    expect(await openStaffStore(db).listStaff()).toEqual([]);
  });
});
