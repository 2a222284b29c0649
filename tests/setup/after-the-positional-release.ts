import type { Vault } from "@/lib/vault";
import { adminQuery } from "./test-database";

/** The columns migration 0016 sealed, with the defaults they had before it. */
const sealedBy0016 = [
  ["leads", "message", "''"],
  ["leads", "details", "'{}'"],
  ["leads", "consultation_type", "''"],
  ["leads", "page_url", "''"],
  ["leads", "landing_page", "''"],
  ["leads", "utm_term", "''"],
  ["lead_events", "note", "''"],
  ["privacy_requests", "note", "''"],
] as const;

/**
 * Undoes migration 0016 on a fresh schema: its rows' health details opened back to plain text
 * (`details` to jsonb), the constraints dropped and the defaults back, as the release before it
 * kept them. The rows were sealed with `vault`.
 */
async function unsealAsTheReleaseBefore(schema: string, vault: Vault) {
  for (const [table, column, fallback] of sealedBy0016) {
    await adminQuery(`ALTER TABLE ${schema}.${table} DROP CONSTRAINT ${table}_${column}_sealed`);
    const { rows } = await adminQuery<{ id: string; value: string }>(
      `SELECT id::text AS id, ${column} AS value FROM ${schema}.${table}`,
    );
    for (const { id, value } of rows)
      await adminQuery(`UPDATE ${schema}.${table} SET ${column} = $2 WHERE id::text = $1`, [
        id,
        vault.openText(value, `${table}.${column}:${id}`),
      ]);
    // details gets its default back once it is jsonb again.
    if (column !== "details")
      await adminQuery(`ALTER TABLE ${schema}.${table} ALTER COLUMN ${column} SET DEFAULT ${fallback}`);
  }
  await adminQuery(`ALTER TABLE ${schema}.leads ALTER COLUMN details TYPE jsonb USING details::jsonb`);
  await adminQuery(`ALTER TABLE ${schema}.leads ALTER COLUMN details SET DEFAULT '{}'`);
}

/**
 * Removes from a fresh schema what the migrations after the release that recorded migrations by
 * position (0008 onwards) made, so a test can rebuild that release's store and bring it forward.
 * Each later migration adds its undoing here, once for every test that rebuilds the old store.
 */
export async function dropWhatCameAfterThePositionalRelease(schema: string, vault: Vault) {
  await unsealAsTheReleaseBefore(schema, vault);
  await adminQuery(
    `DROP TABLE ${schema}.messages, ${schema}.message_contacts, ${schema}.message_stops, ${schema}.message_receipts`,
  );
  await adminQuery(
    `DROP TABLE ${schema}.privacy_requests, ${schema}.payment_events, ${schema}.orders, ${schema}.subscriptions`,
  );
  await adminQuery(`DROP TABLE ${schema}.vitals_views, ${schema}.vitals_samples`);
  await adminQuery(`ALTER TABLE ${schema}.bookings DROP COLUMN visitor_clock`);
  await adminQuery(`DROP TABLE ${schema}.plan_links; DROP TRIGGER leads_erase_payment_details ON ${schema}.leads`);
  await adminQuery(
    `DROP FUNCTION ${schema}.erase_lead_payment_details, ${schema}.redact_erased_buyers_event, ${schema}.payment_event_redacted, ${schema}.payment_event_keys`,
  );
  await adminQuery(
    `DROP TABLE ${schema}.audit_events; DROP FUNCTION ${schema}.audit_events_append_only; ALTER TABLE ${schema}.staff DROP COLUMN role, DROP COLUMN doctor_id`,
  );
  await adminQuery(
    `DROP TABLE IF EXISTS ${schema}.staff_recovery_codes, ${schema}.staff_links, ${schema}.patient_links, ${schema}.refund_requests, ${schema}.checkout_owners`,
  );
  await adminQuery(
    `ALTER TABLE ${schema}.staff DROP COLUMN totp_secret, DROP COLUMN totp_enrolled_at, DROP COLUMN totp_last_step`,
  );
  await adminQuery(
    `ALTER TABLE ${schema}.staff_sessions DROP COLUMN id, DROP COLUMN last_used_at, DROP COLUMN browser; DROP INDEX IF EXISTS ${schema}.staff_sessions_staff`,
  );
  await adminQuery(`ALTER TABLE ${schema}.bookings DROP COLUMN attention_at, DROP COLUMN attention_reason`);
  await adminQuery(
    `DROP TRIGGER leads_erase_raw_payment_events ON ${schema}.leads; DROP FUNCTION ${schema}.erase_lead_raw_payment_events`,
  );
  await adminQuery(`DROP INDEX ${schema}.leads_email_normalised, ${schema}.leads_phone_e164`);
  // 0024 only replaces a function 0013 made, whose DROP is above; 0025 adds the site's facts.
  await adminQuery(`DROP TABLE ${schema}.site_fact_versions, ${schema}.site_facts`);
  await adminQuery(
    `ALTER TABLE ${schema}.leads DROP CONSTRAINT leads_status; ALTER TABLE ${schema}.lead_events DROP CONSTRAINT lead_events_from_status, DROP CONSTRAINT lead_events_to_status; ALTER TABLE ${schema}.erasures DROP CONSTRAINT erasures_reason; ALTER TABLE ${schema}.outbox DROP CONSTRAINT outbox_target, DROP CONSTRAINT outbox_status`,
  );
  // 0031: the intro plan's consultation booked by its order (the orders table went above).
  await adminQuery(
    `DROP TRIGGER orders_follow_their_booking ON ${schema}.bookings; DROP FUNCTION ${schema}.orders_follow_their_booking; ALTER TABLE ${schema}.bookings DROP COLUMN order_id; ALTER TABLE ${schema}.consultation_types DROP COLUMN by_order`,
  );
  // 0033: the desk's doctors and their photographs.
  await adminQuery(`DROP TABLE ${schema}.site_doctor_versions, ${schema}.site_doctors, ${schema}.site_photos`);
  await adminQuery(`ALTER TABLE ${schema}.lead_events DROP CONSTRAINT lead_events_kind`);
}
