import "server-only";
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { Transform, type TransformCallback } from "node:stream";
import { VaultError } from "./cipher";
import type { Vault } from "./vault";

/**
 * A stream sealed with the vault's current key (the backups): a header line, then frames.
 *
 *   {"format":"clinic-sealed-stream","version":1,"keyId":"1a2b3c4d","salt":"<base64, 32 bytes>"}\n
 *   frame: 4 bytes, big-endian: the last frame's flag (top bit) and the plain length (at most 64 KiB);
 *          the ciphertext; its 16-byte tag
 *
 * Each stream has a key of its own, derived from the data key and the header's random salt
 * (HKDF-SHA256), so frame nonces can simply count: the frame's number, and the last frame's flag,
 * which makes a stream cut after any frame fail to open. Every frame is authenticated with the
 * header line, and each frame's plain text is passed on only once its tag has checked out.
 */
const format = "clinic-sealed-stream";
const frameSize = 64 * 1024;
const tagLength = 16;
const lastFlag = 0x8000_0000;
const maxHeader = 1024;

type Header = { format: string; version: number; keyId: string; salt: string };

const streamKey = (key: Buffer, salt: Buffer) =>
  Buffer.from(hkdfSync("sha256", key, salt, `${format} 1`, 32) as ArrayBuffer);

const nonce = (counter: number, last: boolean) => {
  const n = Buffer.alloc(12);
  n.writeBigUInt64BE(BigInt(counter), 0);
  n[11] = last ? 1 : 0;
  return n;
};

export function sealStream(vault: Vault): Transform {
  const keyId = vault.currentKeyId();
  const salt = randomBytes(32);
  const key = streamKey(vault.key(keyId)!, salt);
  const header = Buffer.from(
    `${JSON.stringify({ format, version: 1, keyId, salt: salt.toString("base64") } satisfies Header)}\n`,
  );
  let pending = Buffer.alloc(0);
  let counter = 0;
  const frame = (plain: Buffer, last: boolean) => {
    const cipher = createCipheriv("aes-256-gcm", key, nonce(counter++, last), { authTagLength: tagLength });
    cipher.setAAD(header);
    const length = Buffer.alloc(4);
    length.writeUInt32BE((plain.length | (last ? lastFlag : 0)) >>> 0);
    return Buffer.concat([length, cipher.update(plain), cipher.final(), cipher.getAuthTag()]);
  };
  return new Transform({
    construct(callback) {
      this.push(header);
      callback();
    },
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      pending = Buffer.concat([pending, chunk]);
      // A full frame goes out only once more follows it: whatever is left at the end is the last frame.
      while (pending.length > frameSize) {
        this.push(frame(pending.subarray(0, frameSize), false));
        pending = pending.subarray(frameSize);
      }
      callback();
    },
    flush(callback) {
      this.push(frame(pending, true));
      callback();
    },
  });
}

/** Reads the header of a sealed stream from its first bytes; undefined when they are no such header. */
export function sealedStreamHeader(start: Buffer): Header | undefined {
  const end = start.indexOf(0x0a);
  if (end < 0 || end > maxHeader) return undefined;
  try {
    const header = JSON.parse(start.subarray(0, end).toString("utf8")) as Header;
    return header.format === format && header.version === 1 && typeof header.keyId === "string" ? header : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The plain bytes of a sealed stream. Fails with a VaultError: "unknown-key" (with the key's id)
 * when the vault lacks the key, "tampered" when a frame was changed, moved or cut off.
 */
export function openStream(vault: Vault): Transform {
  let buffered = Buffer.alloc(0);
  let header: Buffer | undefined;
  let key: Buffer | undefined;
  let counter = 0;
  let ended = false;
  const fail = (message: string) => new VaultError("tampered", message);
  return new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      buffered = Buffer.concat([buffered, chunk]);
      try {
        if (!header) {
          const end = buffered.indexOf(0x0a);
          if (end < 0 && buffered.length <= maxHeader) return callback();
          const parsed = sealedStreamHeader(buffered);
          if (!parsed) throw new VaultError("not-sealed", "this is not a sealed stream");
          const dataKey = vault.key(parsed.keyId);
          if (!dataKey)
            throw new VaultError("unknown-key", `sealed with key ${parsed.keyId}, which is not here`, parsed.keyId);
          header = buffered.subarray(0, end + 1);
          key = streamKey(dataKey, Buffer.from(parsed.salt, "base64"));
          buffered = buffered.subarray(end + 1);
        }
        while (buffered.length >= 4) {
          if (ended) throw fail("the stream goes on after its last frame");
          const word = buffered.readUInt32BE(0);
          const last = (word & lastFlag) !== 0;
          const length = word & ~lastFlag;
          if (length > frameSize) throw fail("a frame is longer than any this writes");
          if (buffered.length < 4 + length + tagLength) break;
          const decipher = createDecipheriv("aes-256-gcm", key!, nonce(counter++, last), { authTagLength: tagLength });
          decipher.setAAD(header);
          decipher.setAuthTag(buffered.subarray(4 + length, 4 + length + tagLength));
          let plain: Buffer;
          try {
            plain = Buffer.concat([decipher.update(buffered.subarray(4, 4 + length)), decipher.final()]);
          } catch {
            throw fail(`frame ${counter} does not open: the file was changed`);
          }
          buffered = buffered.subarray(4 + length + tagLength);
          ended = last;
          this.push(plain);
        }
        callback();
      } catch (error) {
        callback(error as Error);
      }
    },
    flush(callback) {
      if (!header) return callback(new VaultError("not-sealed", "this is not a sealed stream"));
      if (!ended || buffered.length) return callback(fail("the stream is cut short: its last frame is missing"));
      callback();
    },
  });
}
