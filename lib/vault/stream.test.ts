import { randomBytes } from "node:crypto";
import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import { pipeline } from "node:stream/promises";
import { describe, expect, it } from "vitest";
import { newKey, openStream, sealedStreamHeader, sealStream, vaultOfKeys, type Vault } from "./index";

const seal = (vault: Vault, plain: Buffer) => buffer(Readable.from([plain]).pipe(sealStream(vault)));
const open = async (vault: Vault, sealed: Buffer) => {
  const chunks: Buffer[] = [];
  await pipeline(Readable.from([sealed]), openStream(vault), async function* (source) {
    for await (const chunk of source) chunks.push(chunk as Buffer);
  });
  return Buffer.concat(chunks);
};

describe("a sealed stream", () => {
  it("holds none of the plain bytes, names its key and opens whole, small or across many frames", async () => {
    const vault = vaultOfKeys(newKey());
    for (const plain of [
      Buffer.alloc(0),
      Buffer.from("Metformin 500 mg"),
      Buffer.concat([randomBytes(200_000), Buffer.from("Metformin 500 mg")]),
      randomBytes(64 * 1024),
    ]) {
      const sealed = await seal(vault, plain);
      expect(sealed.includes("Metformin")).toBe(false);
      expect(sealedStreamHeader(sealed)?.keyId).toBe(vault.currentKeyId());
      expect((await open(vault, sealed)).equals(plain)).toBe(true);
    }
  });

  it("refuses to open without its key, naming the key", async () => {
    const sealed = await seal(vaultOfKeys(newKey()), Buffer.from("Metformin"));
    const keyId = sealedStreamHeader(sealed)!.keyId;
    await expect(open(vaultOfKeys(newKey()), sealed)).rejects.toMatchObject({
      code: "unknown-key",
      keyId,
      message: `sealed with key ${keyId}, which is not here`,
    });
  });

  it("refuses a stream changed anywhere, cut after a frame, or with its frames swapped", async () => {
    const vault = vaultOfKeys(newKey());
    const sealed = await seal(vault, randomBytes(3 * 64 * 1024 + 10));
    const headerEnd = sealed.indexOf(0x0a) + 1;
    const frame = 4 + 64 * 1024 + 16;
    const changed = Buffer.from(sealed);
    changed[headerEnd + frame + 100]! ^= 1;
    await expect(open(vault, changed)).rejects.toThrow(/frame 2 does not open/);
    await expect(open(vault, sealed.subarray(0, headerEnd + 2 * frame))).rejects.toThrow(/cut short/);
    const swapped = Buffer.concat([
      sealed.subarray(0, headerEnd),
      sealed.subarray(headerEnd + frame, headerEnd + 2 * frame),
      sealed.subarray(headerEnd, headerEnd + frame),
      sealed.subarray(headerEnd + 2 * frame),
    ]);
    await expect(open(vault, swapped)).rejects.toThrow(/does not open/);
    // The header is authenticated too: naming another salt opens nothing.
    const header = JSON.parse(sealed.subarray(0, headerEnd - 1).toString()) as Record<string, string>;
    const otherSalt = Buffer.from(`${JSON.stringify({ ...header, salt: randomBytes(32).toString("base64") })}\n`);
    await expect(open(vault, Buffer.concat([otherSalt, sealed.subarray(headerEnd)]))).rejects.toThrow(/does not open/);
    await expect(open(vault, Buffer.from("plain text\n"))).rejects.toMatchObject({ code: "not-sealed" });
  });
});
