import { adminQuery } from "./test-database";

/**
 * Removes from a fresh schema what the migrations after the release that recorded migrations by
 * position (0008 onwards) made, so a test can rebuild that release's store and bring it forward.
 * Each later migration adds its undoing here, once for every test that rebuilds the old store.
 */
export async function dropWhatCameAfterThePositionalRelease(schema: string) {
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
}
