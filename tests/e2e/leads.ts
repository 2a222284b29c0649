import { DatabaseSync } from "node:sqlite";
import { expect } from "@playwright/test";
import { e2eLeadDb } from "../../playwright.config";

export type LeadRow = Record<string, string | null>;

/** Waits until a lead with this e-mail (or name) is in the served build's store, and returns it. */
export async function findLead(where: { email?: string; name?: string }): Promise<LeadRow> {
  let row: LeadRow | undefined;
  await expect
    .poll(
      () => {
        const db = new DatabaseSync(e2eLeadDb, { readOnly: true });
        try {
          row = (
            where.email
              ? db.prepare("SELECT * FROM leads WHERE email = ?").get(where.email)
              : db.prepare("SELECT * FROM leads WHERE name = ?").get(where.name ?? "")
          ) as LeadRow | undefined;
        } finally {
          db.close();
        }
        return Boolean(row);
      },
      { message: `lead ${JSON.stringify(where)} in ${e2eLeadDb}`, timeout: 10_000 },
    )
    .toBe(true);
  return row!;
}

/** Counts leads matching the e-mail, to prove that something was not stored. */
export function countLeads(email: string): number {
  const db = new DatabaseSync(e2eLeadDb, { readOnly: true });
  try {
    return Number((db.prepare("SELECT count(*) AS n FROM leads WHERE email = ?").get(email) as { n: number }).n);
  } finally {
    db.close();
  }
}

/** An address no other test uses, so each test finds its own lead. */
export const uniqueEmail = (label: string) =>
  `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.com`;
