import type { DB } from "./schema";

/**
 * Every column whose values are sealed by the vault (lib/vault, docs/decisions/093): what
 * `npm run keys -- rotate` re-encrypts, `npm run keys -- status` counts, and a restore re-seals
 * with the store's key. Each is text holding `vault1:<key id>:<sealed bytes>`, which a CHECK
 * constraint of its migration holds to (NULL where the column allows it), bound to the context
 * `<table>.<column>:<id>` (sealedContext). A column added to a migration with that constraint
 * is added here too: sealed-columns.test.ts compares the list with the migrated schema.
 *
 * `json`: the plain value is JSON (sealJson and openJson); `id`: the row's primary key column.
 */
export type SealedColumn = { table: keyof DB; column: string; id: "id"; json?: true };

export const sealedColumns: readonly SealedColumn[] = [
  // What the visitor wrote and answered, what they asked about, and the pages and search words that brought them.
  { table: "leads", column: "message", id: "id" },
  { table: "leads", column: "details", id: "id", json: true },
  { table: "leads", column: "consultation_type", id: "id" },
  { table: "leads", column: "page_url", id: "id" },
  { table: "leads", column: "landing_page", id: "id" },
  { table: "leads", column: "utm_term", id: "id" },
  // What staff write about a lead.
  { table: "lead_events", column: "note", id: "id" },
  // What a person wrote with a request for their details.
  { table: "privacy_requests", column: "note", id: "id" },
  // A member of staff's second factor: whoever holds it makes their sign-in codes.
  { table: "staff", column: "totp_secret", id: "id" },
  // An order's booking link: whoever holds it books the consultation the order paid for.
  { table: "orders", column: "booking_token", id: "id" },
];

/** Where a sealed value is kept, which it is bound to: a value moved to another row or column does not open. */
export const sealedContext = (table: keyof DB, column: string, id: string | number) => `${table}.${column}:${id}`;

/** The pattern of a sealed value, as the CHECK constraints write it (lib/vault/core.mjs makes them). */
export const sealedPattern = "^vault1:[0-9a-f]{8}:[A-Za-z0-9_-]+$";
