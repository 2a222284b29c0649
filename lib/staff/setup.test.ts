import { expect, it } from "vitest";
import { freshDatabase } from "@/tests/setup/test-database";
import { codeMatches, createFirstOwner, newSetUpCode, setUpCodeState } from "./setup";

it("draws a code of twelve unambiguous characters, read back whatever the case or dashes", () => {
  const code = newSetUpCode();
  expect(code).toMatch(/^[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/);
  const state = setUpCodeState(code);
  expect(codeMatches(state, code.toLowerCase().replaceAll("-", " "))).toBe(true);
  expect(codeMatches(state, newSetUpCode())).toBe(false);
  expect(codeMatches(state, "")).toBe(false);
  expect(codeMatches(undefined, code)).toBe(false);
  expect(codeMatches({ ...state, used: true }, code)).toBe(false);
});

it("makes the first owner once: a second set-up finds an account and makes nothing", async () => {
  const db = await freshDatabase();
  const now = new Date("2026-12-02T08:00:00.000Z");
  const [a, b] = await Promise.all([
    createFirstOwner(db, { name: "Asha", email: "Asha@Clinic.example", passwordHash: "h1" }, now),
    createFirstOwner(db, { name: "Mallory", email: "m@example.com", passwordHash: "h2" }, now),
  ]);
  expect([a, b].filter(Boolean)).toHaveLength(1);
  const staff = await db.kysely.selectFrom("staff").select(["email", "role"]).execute();
  expect(staff).toHaveLength(1);
  expect(staff[0]!.role).toBe("owner");
  expect((await db.kysely.selectFrom("audit_events").select("action").execute()).map((r) => r.action)).toEqual([
    "staff.owner-set-up",
  ]);
});
