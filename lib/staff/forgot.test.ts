import { beforeEach, describe, expect, it } from "vitest";
import type { Database } from "@/lib/db";
import { databaseCounter } from "@/lib/limits/window-counter";
import { freshDatabase } from "@/tests/setup/test-database";
import { requestReset, type ResetCounters } from "./forgot";

const t0 = new Date("2026-12-02T08:00:00.000Z");
let db: Database;
let counters: ResetCounters;

beforeEach(async () => {
  db = await freshDatabase();
  const at = () => t0.getTime();
  counters = {
    address: databaseCounter({ db: async () => db, name: "t-address", windowMs: 15 * 60_000, now: at }),
    account: databaseCounter({ db: async () => db, name: "t-account", windowMs: 15 * 60_000, now: at }),
  };
  await db.kysely
    .insertInto("staff")
    .values({ id: "s1", name: "Asha", email: "asha@clinic.example", password_hash: "x", role: "owner", created_at: t0 })
    .execute();
});

const ask = (email: string, address = "203.0.113.5", delivery: "email" | "screen" = "email") =>
  requestReset({ email, address }, { db, counters, now: () => t0, delivery });

const links = () => db.kysely.selectFrom("staff_links").select(["email", "purpose", "token_hash"]).execute();

describe("forgot your password", () => {
  it("answers the same for a known and an unknown address, and makes a link only for the known one", async () => {
    expect(await ask("nobody@clinic.example")).toEqual({ kind: "answered" });
    expect(await ask(" Asha@Clinic.example ")).toEqual({ kind: "answered" });
    // The link's token is made when its e-mail is sent, so none is stored yet.
    expect(await links()).toEqual([{ email: "asha@clinic.example", purpose: "reset", token_hash: null }]);
  });

  it("makes no link when the server sends no e-mail: it could only be shown to whoever typed the address", async () => {
    expect(await ask("asha@clinic.example", undefined, "screen")).toEqual({ kind: "answered" });
    expect(await links()).toEqual([]);
  });

  it("limits one asker to five requests and one e-mail to three in the window, with a wait", async () => {
    for (let i = 0; i < 5; i++) expect((await ask(`n${i}@clinic.example`)).kind).toBe("answered");
    expect(await ask("n5@clinic.example")).toMatchObject({ kind: "limited", retryAfterSeconds: 900 });
    for (let i = 0; i < 3; i++) expect((await ask("asha@clinic.example", `198.51.100.${i}`)).kind).toBe("answered");
    expect((await ask("asha@clinic.example", "198.51.100.9")).kind).toBe("limited");
  });
});
