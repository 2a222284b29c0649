import { expect, it } from "vitest";
import { freshDatabase } from "@/tests/setup/test-database";
import { openPaymentStore } from "./store";

it("lists subscriptions past due first (the clinic is owed a payment), then the most recently changed; a status filter keeps only that status", async () => {
  const db = await freshDatabase();
  const at = (minutes: number) => new Date(Date.UTC(2026, 10, 28, 4, minutes));
  const rows = [
    { id: "sub_active_new", status: "active", updated_at: at(30) },
    { id: "sub_late", status: "past_due", updated_at: at(1), last_failed_at: at(1) },
    { id: "sub_cancelled", status: "cancelled", updated_at: at(20) },
    { id: "sub_late_newer", status: "past_due", updated_at: at(10), last_failed_at: at(10) },
  ];
  await db.kysely
    .insertInto("subscriptions")
    .values(rows.map((row) => ({ ...row, status_state_at: row.updated_at, created_at: at(0) })))
    .execute();
  const store = openPaymentStore(db);
  expect((await store.subscriptions({ limit: 10 })).map((s) => s.id)).toEqual([
    "sub_late_newer",
    "sub_late",
    "sub_active_new",
    "sub_cancelled",
  ]);
  expect((await store.subscriptions({ status: "cancelled", limit: 10 })).map((s) => s.id)).toEqual(["sub_cancelled"]);
  expect((await store.failedRenewals()).map((s) => s.id)).toEqual(["sub_late_newer", "sub_late"]);
});
