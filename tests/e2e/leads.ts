import { expect, type Locator, type Page } from "@playwright/test";
import { e2eStoreDir } from "../../playwright.config";
import { openedRow, storeQuery } from "./store";

export type LeadRow = Record<string, unknown> & { details: Record<string, unknown> };

/** Waits until a lead with this e-mail (or name) is in the served build's store, and returns it, its health details opened. */
export async function findLead(where: { email?: string; name?: string }): Promise<LeadRow> {
  let row: LeadRow | undefined;
  await expect
    .poll(
      async () => {
        [row] = where.email
          ? await storeQuery<LeadRow>(e2eStoreDir, "SELECT * FROM leads WHERE email = $1", [where.email])
          : await storeQuery<LeadRow>(e2eStoreDir, "SELECT * FROM leads WHERE name = $1", [where.name ?? ""]);
        return Boolean(row);
      },
      { message: `lead ${JSON.stringify(where)} in ${e2eStoreDir}`, timeout: 10_000 },
    )
    .toBe(true);
  return openedRow(e2eStoreDir, "leads", row!);
}

/** Counts leads matching the e-mail, to prove that something was not stored. */
export async function countLeads(email: string): Promise<number> {
  const [row] = await storeQuery<{ n: number }>(e2eStoreDir, "SELECT count(*)::int AS n FROM leads WHERE email = $1", [
    email,
  ]);
  return row?.n ?? 0;
}

/** An address no other test uses, so each test finds its own lead. */
export const uniqueEmail = (label: string) =>
  `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.com`;

/** The consent box every lead form carries (lib/leads/consent.ts), found by its words. */
export const consentBox = (scope: Page | Locator) =>
  scope.getByRole("checkbox", { name: /^I agree that .+ may use my contact details/ });

/** Ticks the consent box: no lead is stored without it. */
export const agree = (scope: Page | Locator) => consentBox(scope).check();
