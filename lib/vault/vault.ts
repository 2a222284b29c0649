import "server-only";
import { statSync } from "node:fs";
import { keyIdOf, openWith, parseKey, readKeyFile, sealedKeyId, sealWith, VaultError } from "./cipher";
import { createKeyFile } from "./key-file";

/**
 * Seals and opens the values a store keeps encrypted. Each value is bound to its `context`, the
 * place it is kept ("leads.message:<lead id>"): the same context opens it, any other fails.
 */
export type Vault = {
  /** Where the key that seals comes from: DATA_ENCRYPTION_KEY, or the embedded store's key file. */
  readonly source: "environment" | "file";
  /** The key file this vault reads, if any. */
  readonly keyFile: string | undefined;
  /** The id of the key new values are sealed with. */
  currentKeyId(): string;
  /** Every key id this vault can open, the current one first. */
  keyIds(): string[];
  sealText(text: string, context: string): string;
  openText(sealed: string, context: string): string;
  sealJson(value: unknown, context: string): string;
  openJson(sealed: string, context: string): unknown;
  /** The value sealed with the current key: the same text when it already is (rotation, restore). */
  reseal(sealed: string, context: string): string;
  /** The key with this id, for the sealed streams (stream.ts); undefined when this vault lacks it. */
  key(id: string): Buffer | undefined;
};

/** How often a vault looks whether its key file changed, unless told otherwise: a rotation waits longer than this. */
export const keyFileRecheckMs = 2_000;

export type KeySource = {
  /** DATA_ENCRYPTION_KEY: seals new values, and opens what it sealed. */
  key?: string;
  /** DATA_ENCRYPTION_KEY_PREVIOUS: keys that only open (what they sealed before a rotation). */
  previous?: readonly string[];
  /**
   * The embedded store's key file: its keys open, and its current key seals when `key` is not
   * given. Read again when it changes (`npm run keys -- rotate` while the site runs).
   */
  keyFile?: string;
  /** Make the key file, with a new key, when it is missing and `key` is not given. */
  createKeyFile?: boolean;
  /** How often a seal looks whether the key file changed; 2 s unless given. */
  recheckMs?: number;
};

/**
 * The vault of a store, from its keys. `created` names the key file when this call made it
 * (the caller says so in the log: the clinic must keep a copy of it). Throws a VaultError when a
 * key is malformed, two keys clash, or no key seals.
 */
export function loadVault(source: KeySource): { vault: Vault; created?: string } {
  const { keyFile, recheckMs = keyFileRecheckMs } = source;
  const created = keyFile && !source.key && source.createKeyFile && createKeyFile(keyFile) ? keyFile : undefined;
  const fixed = [...(source.key ? [parseKey(source.key)] : []), ...(source.previous ?? []).map((k) => parseKey(k))];

  let keys = new Map<string, Buffer>();
  let current: Buffer;
  let fileStamp = "";
  let checkedAt = 0;
  const stampOf = (path: string) => {
    const stat = statSync(path, { throwIfNoEntry: false });
    return stat ? `${stat.mtimeMs}:${stat.size}:${stat.ino}` : "";
  };
  const load = () => {
    const fromFile = keyFile ? stampOf(keyFile) : "";
    const file = fromFile ? readKeyFile(keyFile!) : undefined;
    const next = new Map<string, Buffer>();
    for (const key of [...fixed, ...(file ? [file.current, ...file.previous] : [])]) {
      const id = keyIdOf(key);
      const known = next.get(id);
      if (known && !known.equals(key))
        throw new VaultError("bad-key", `two different keys have the id ${id}: make another with npm run keys -- new`);
      next.set(id, key);
    }
    const sealing = source.key ? fixed[0] : file?.current;
    if (!sealing) {
      throw new VaultError(
        "bad-key",
        keyFile
          ? `no data encryption key: set DATA_ENCRYPTION_KEY, or let the store make ${keyFile}`
          : "no data encryption key: set DATA_ENCRYPTION_KEY (npm run keys -- new makes one)",
      );
    }
    keys = next;
    current = sealing;
    fileStamp = fromFile;
    checkedAt = Date.now();
  };
  load();
  /** The key file, read again if it changed: before sealing at most every `recheckMs`, or `now` (a key not known). */
  const refresh = (now: boolean) => {
    if (!keyFile || (!now && Date.now() - checkedAt < recheckMs)) return;
    checkedAt = Date.now();
    if (stampOf(keyFile) !== fileStamp) load();
  };
  const open = (sealed: string, context: string) => {
    const id = sealedKeyId(sealed);
    if (id && !keys.has(id)) refresh(true);
    return openWith(keys, sealed, context);
  };
  const seal = (text: string, context: string) => {
    refresh(false);
    return sealWith(current, text, context);
  };

  const vault: Vault = {
    source: source.key ? "environment" : "file",
    keyFile,
    currentKeyId: () => (refresh(false), keyIdOf(current)),
    keyIds: () => [keyIdOf(current), ...[...keys.keys()].filter((id) => id !== keyIdOf(current))],
    sealText: seal,
    openText: open,
    sealJson: (value, context) => seal(JSON.stringify(value), context),
    openJson: (sealed, context) => JSON.parse(open(sealed, context)) as unknown,
    reseal(sealed, context) {
      refresh(false);
      return sealedKeyId(sealed) === keyIdOf(current) ? sealed : sealWith(current, open(sealed, context), context);
    },
    key(id) {
      if (!keys.has(id)) refresh(true);
      return keys.get(id);
    },
  };
  return { vault, created };
}

/** A vault of fixed keys: the first seals, all open (tests, tools). */
export const vaultOfKeys = (key: string, ...previous: string[]): Vault => loadVault({ key, previous }).vault;
