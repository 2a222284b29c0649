import "server-only";
/**
 * The vault's cipher: one value sealed with AES-256-GCM from node:crypto, and the key file of the
 * embedded store.
 *
 * A sealed value is text:
 *
 *   vault1:<key id>:<base64url of IV (12 bytes) ‖ ciphertext ‖ tag (16 bytes)>
 *
 * The key id is the first 4 bytes of SHA-256 over the key, in hex: it names the key, so that a
 * value sealed before a rotation still finds its key, and says nothing of it. The authenticated
 * data is the prefix with the key id and the value's context (where it is kept, such as
 * "leads.message:<lead id>"), so a value copied into another row or column does not open.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";

export const keyLength = 32;

/** The embedded store's key file, in the store's directory beside its data (LEAD_DB_PATH). */
export const keyFileName = "data-encryption-key.json";
const ivLength = 12;
const tagLength = 16;
const version = "vault1";

type VaultErrorCode = "bad-key" | "not-sealed" | "unknown-key" | "tampered" | "key-file";

/** What went wrong opening or sealing, by code; the message never holds a value or a key. */
export class VaultError extends Error {
  override name = "VaultError";
  constructor(
    readonly code: VaultErrorCode,
    message: string,
    /** The key a value or a file named, when that is what went wrong. */
    readonly keyId?: string,
  ) {
    super(message);
  }
}

/** A key as an operator writes it (32 random bytes in base64), or a VaultError saying what is wrong with it. */
export function parseKey(text: unknown): Buffer {
  const trimmed = String(text ?? "").trim();
  const key = /^[A-Za-z0-9+/]+={0,2}$/.test(trimmed) ? Buffer.from(trimmed, "base64") : Buffer.alloc(0);
  if (key.length !== keyLength || key.toString("base64") !== trimmed) {
    throw new VaultError(
      "bad-key",
      `a data encryption key is ${keyLength} random bytes in base64 (44 characters, as npm run keys -- new prints)`,
    );
  }
  return key;
}

/** The key's id: 8 hex digits of its SHA-256. */
export const keyIdOf = (key: Buffer) => createHash("sha256").update(key).digest("hex").slice(0, 8);

/** The id of the key a sealed value names, or undefined when the text is not a sealed value. */
export function sealedKeyId(value: string): string | undefined {
  const match = /^vault1:([0-9a-f]{8}):[A-Za-z0-9_-]+$/.exec(String(value));
  return match?.[1];
}

const aad = (keyId: string, context: string) => Buffer.from(`${version}:${keyId}:${context}`, "utf8");

/** `text` sealed with `key`, bound to `context`. */
export function sealWith(key: Buffer, text: string, context: string): string {
  const keyId = keyIdOf(key);
  const iv = randomBytes(ivLength);
  const cipher = createCipheriv("aes-256-gcm", key, iv, { authTagLength: tagLength });
  cipher.setAAD(aad(keyId, context));
  const sealed = Buffer.concat([iv, cipher.update(text, "utf8"), cipher.final(), cipher.getAuthTag()]);
  return `${version}:${keyId}:${sealed.toString("base64url")}`;
}

/** The text of a sealed value, with whichever of `keys` (a Map of id to key) sealed it. */
export function openWith(keys: ReadonlyMap<string, Buffer>, sealed: string, context: string): string {
  const keyId = sealedKeyId(sealed);
  if (!keyId) throw new VaultError("not-sealed", `the value kept as ${context} is not sealed`);
  const key = keys.get(keyId);
  if (!key)
    throw new VaultError(
      "unknown-key",
      `the value kept as ${context} is sealed with key ${keyId}, which is not here`,
      keyId,
    );
  const bytes = Buffer.from(sealed.slice(version.length + keyId.length + 2), "base64url");
  if (bytes.length < ivLength + tagLength)
    throw new VaultError("tampered", `the value kept as ${context} is cut short`);
  const decipher = createDecipheriv("aes-256-gcm", key, bytes.subarray(0, ivLength), { authTagLength: tagLength });
  decipher.setAAD(aad(keyId, context));
  decipher.setAuthTag(bytes.subarray(bytes.length - tagLength));
  try {
    return Buffer.concat([
      decipher.update(bytes.subarray(ivLength, bytes.length - tagLength)),
      decipher.final(),
    ]).toString("utf8");
  } catch {
    throw new VaultError(
      "tampered",
      `the value kept as ${context} does not open with key ${keyId}: it was changed, or belongs elsewhere`,
      keyId,
    );
  }
}

/**
 * The keys in an embedded store's key file: `current` seals, `previous` only open. The file is
 * JSON, {"about": ..., "current": "<base64>", "previous": ["<base64>", ...]}, readable by its owner only.
 */
export function readKeyFile(path: string): { current: Buffer; previous: Buffer[] } {
  let parsed: { current?: unknown; previous?: unknown };
  try {
    parsed = JSON.parse(readFileSync(path, "utf8")) as typeof parsed;
  } catch (error) {
    const { code, message } = error as NodeJS.ErrnoException;
    throw new VaultError("key-file", `${path} cannot be read as the store's key file (${code ?? message})`);
  }
  try {
    return {
      current: parseKey(parsed.current),
      previous: (Array.isArray(parsed.previous) ? (parsed.previous as unknown[]) : []).map((key) => parseKey(key)),
    };
  } catch (error) {
    throw new VaultError("key-file", `${path} holds a key that is not one: ${(error as Error).message}`);
  }
}
