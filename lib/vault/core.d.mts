// Types for core.mjs, which the browser tests import as it is (they cannot import "server-only" modules).

export const keyLength: 32;

export type VaultErrorCode = "bad-key" | "not-sealed" | "unknown-key" | "tampered" | "key-file";

export class VaultError extends Error {
  constructor(code: VaultErrorCode, message: string, keyId?: string);
  readonly code: VaultErrorCode;
  /** The key a value or a file named, when that is what went wrong. */
  readonly keyId: string | undefined;
}

export function parseKey(text: string): Buffer;
export function keyIdOf(key: Buffer): string;
export function sealedKeyId(value: string): string | undefined;
export function sealWith(key: Buffer, text: string, context: string): string;
export function openWith(keys: ReadonlyMap<string, Buffer>, sealed: string, context: string): string;
export function readKeyFile(path: string): { current: Buffer; previous: Buffer[] };
