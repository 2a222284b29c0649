import "server-only";
import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from "node:crypto";
import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import { adjacencyGraphs, dictionary as commonWords } from "@zxcvbn-ts/language-common";
import { dictionary as englishWords, translations } from "@zxcvbn-ts/language-en";

/**
 * Staff passwords are kept as scrypt hashes (node:crypto: built in, memory-hard, no native
 * addon to build; docs/decisions/035). The stored text names its parameters, so they can be
 * raised later without locking anyone out: `scrypt$N$r$p$salt$hash`, salt and hash in base64.
 */
const defaults = { N: 2 ** 15, r: 8, p: 1 } as const;
const keyLength = 64;

/** The shortest password accepted anywhere (the command, every form): long enough to survive an offline guess. */
export const minimumPasswordLength = 12;

/** The least zxcvbn score accepted: 3 is "safely unguessable", about 10^8 guesses or more (docs/decisions/089). */
const minimumPasswordScore = 3;

/** The estimator's time grows with length: it judges the first this many characters. */
const estimatedLength = 256;

let estimator: ZxcvbnFactory | undefined;
// Built on first use: its word lists take about a tenth of a second and some megabytes.
const strength = () =>
  (estimator ??= new ZxcvbnFactory({
    translations,
    graphs: adjacencyGraphs,
    dictionary: { ...commonWords, ...englishWords },
  }));

const fallbackWarning = "This password would be guessed too easily.";

/**
 * Whether a text is one passwordRefusal gives: a form's page shows the reason from its address
 * only then, so a link cannot put words of its own on the clinic's page.
 */
export function isPasswordRefusal(text: string): boolean {
  if (/^The password must have at least \d+ characters \(this one has \d+\)\.$/.test(text)) return true;
  const warnings = [fallbackWarning, ...Object.values(translations.warnings)];
  const suggestions = Object.values(translations.suggestions);
  return warnings.some((w) => text === w || suggestions.some((s) => text === `${w} ${s}`));
}

/**
 * Why a new password is refused, in words for the person choosing it, or null when it is
 * accepted: at least 12 characters, and a strength score of 3 or more from zxcvbn with its
 * common-passwords and English word lists. `personal` are words the password must not lean on
 * (the account's name and e-mail address).
 */
export function passwordRefusal(password: string, personal: readonly string[] = []): string | null {
  const length = [...password].length;
  if (length < minimumPasswordLength)
    return `The password must have at least ${minimumPasswordLength} characters (this one has ${length}).`;
  const inputs = personal.flatMap((word) => [word, ...word.split(/[^\p{L}\p{N}]+/u)]).filter((w) => w.length > 2);
  const { score, feedback } = strength().check(
    [...password.normalize("NFC")].slice(0, estimatedLength).join(""),
    inputs,
  );
  if (score >= minimumPasswordScore) return null;
  const why = feedback.warning ?? fallbackWarning;
  const hint = feedback.suggestions[0];
  return hint ? `${why} ${hint}` : why;
}

function scrypt(password: string, salt: Buffer, params: { N: number; r: number; p: number }): Promise<Buffer> {
  // 128 · N · r bytes of memory (32 MB at the defaults); maxmem leaves room above it.
  const options: ScryptOptions = { ...params, maxmem: 256 * params.N * params.r };
  return new Promise((resolve, reject) =>
    scryptCallback(password.normalize("NFC"), salt, keyLength, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

export async function hashPassword(
  password: string,
  params: { N: number; r: number; p: number } = defaults,
): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, params);
  return ["scrypt", params.N, params.r, params.p, salt.toString("base64"), key.toString("base64")].join("$");
}

/** True when the password is the one hashed; false for any other, and for a stored value it cannot read. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !hash) return false;
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  if (![params.N, params.r, params.p].every((v) => Number.isSafeInteger(v) && v > 0)) return false;
  const expected = Buffer.from(hash, "base64");
  const actual = await scrypt(password, Buffer.from(salt, "base64"), params);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/**
 * A hash of no one's password, checked when the e-mail names no account, so that a wrong
 * address costs the same time as a wrong password and does not tell a guesser which is which.
 */
let decoy: Promise<string> | undefined;
export const decoyHash = () => (decoy ??= hashPassword(randomBytes(16).toString("hex")));
