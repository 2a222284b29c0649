import "server-only";
import { existsSync, linkSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { randomBytes } from "node:crypto";
import { keyIdOf, keyLength, readKeyFile, VaultError } from "./cipher";

const about =
  "The key that encrypts the health details in this store and its backups (lib/vault). Without it neither can be read: keep a copy apart from the store and its backups (docs/deploy.md, The data encryption key).";

/** A new key: 32 random bytes, in base64 as DATA_ENCRYPTION_KEY and the key file take it. */
export const newKey = () => randomBytes(keyLength).toString("base64");

/** Writes the keys whole, owner-readable only, and only then under the file's name: a reader never sees half. */
function writeKeyFile(path: string, keys: { current: Buffer; previous: readonly Buffer[] }) {
  const ids = new Set([keyIdOf(keys.current)]);
  const previous = keys.previous.filter((key) => !ids.has(keyIdOf(key)) && ids.add(keyIdOf(key)));
  const partial = `${path}.partial`;
  writeFileSync(
    partial,
    `${JSON.stringify(
      { about, current: keys.current.toString("base64"), previous: previous.map((key) => key.toString("base64")) },
      null,
      2,
    )}\n`,
    { mode: 0o600 },
  );
  renameSync(partial, path);
}

/**
 * Makes the key file with a new key, unless another process made one first (two commands
 * starting a new store together): the file is linked into place, which fails if it exists, so
 * the first key written is the one every process uses. True when this call made it.
 */
export function createKeyFile(path: string): boolean {
  if (existsSync(path)) return false;
  const partial = `${path}.${process.pid}.new`;
  writeKeyFile(partial, { current: randomBytes(keyLength), previous: [] });
  try {
    linkSync(partial, path);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw new VaultError("key-file", `${path} could not be written (${(error as NodeJS.ErrnoException).code})`);
  } finally {
    rmSync(partial, { force: true });
  }
}

/**
 * Puts a new key first in the file and keeps the others to open what they sealed (and the
 * backups taken with them); returns the new key's id. `npm run keys -- rotate` on the embedded store.
 */
export function addKeyToFile(path: string): string {
  const keys = readKeyFile(path);
  const current = randomBytes(keyLength);
  writeKeyFile(path, { current, previous: [keys.current, ...keys.previous] });
  return keyIdOf(current);
}
