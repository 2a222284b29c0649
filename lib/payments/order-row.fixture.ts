import type { Insertable } from "kysely";
import type { Orders } from "@/lib/db/schema";

/** The $19 intro plan's line as an order stores it (lib/payments/process.ts). */
export const introOrderLine = {
  id: "intro-plan",
  name: "$19 Intro Plan",
  cents: 1900,
  currency: "USD",
  period: "one-time",
};

/**
 * An orders row as the webhook's processing writes a paid one, for the tests that need an order
 * in the store without a checkout: the intro plan's $19, paid, at `at`; `overrides` for the rest.
 */
export function orderRow(
  n: number,
  at: Date,
  overrides: Omit<Partial<Insertable<Orders>>, "lines"> & { lines?: unknown[] } = {},
): Insertable<Orders> {
  const { lines = [introOrderLine], ...rest } = overrides;
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`,
    checkout_session_id: `cs_test_${n}`,
    lines: JSON.stringify(lines),
    amount_cents: 1900,
    currency: "USD",
    payment: "paid",
    status: "paid",
    created_at: at,
    updated_at: at,
    ...rest,
  };
}
