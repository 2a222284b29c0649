import "server-only";

/**
 * The vault: what the site keeps encrypted at rest, sealed and opened with AES-256-GCM from
 * node:crypto (docs/decisions/092). It imports no other domain; lib/db gives each database its
 * vault (`db.vault`), from DATA_ENCRYPTION_KEY or the embedded store's key file.
 *
 * Sealing a field, where a store writes it, and opening it where the store reads it:
 *
 *   const sealed = db.vault.sealText(secret, `staff.totp_secret:${staffId}`);   // "vault1:1a2b3c4d:…"
 *   const secret = db.vault.openText(sealed, `staff.totp_secret:${staffId}`);
 *   db.vault.sealJson(answers, `intake.answers:${id}`); db.vault.openJson(sealed, `intake.answers:${id}`);
 *
 * - The context names where the value is kept (table.column:row key): the same context opens it,
 *   so a value moved to another row or column fails to open instead of showing the wrong person's.
 * - The sealed text names its key by id, so values sealed before a rotation still open; a column
 *   that holds sealed values is listed in lib/db/sealed-columns.ts, so that rotation
 *   (`npm run keys -- rotate`), the restore and `npm run keys -- status` reach it.
 * - Opening throws a VaultError (`code`: not-sealed, unknown-key, tampered); its message names the
 *   context and the key id, never the value.
 * - `sealStream` and `openStream` seal a whole stream (the backups), `newKey` makes a key,
 *   `addKeyToFile` rotates the embedded store's key file (scripts/keys.ts).
 */
export { keyFileName, VaultError, sealedKeyId } from "./cipher";
export { newKey, addKeyToFile } from "./key-file";
export { keyFileRecheckMs, loadVault, vaultOfKeys, type Vault } from "./vault";
export { openStream, sealStream, sealedStreamHeader } from "./stream";
