import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { addKeyToFile, keyFileName, loadVault, newKey, sealedKeyId, vaultOfKeys, VaultError } from "./index";

const dirs: string[] = [];
const freshDir = () => {
  const dir = mkdtempSync(join(tmpdir(), "clinic-vault-"));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const medicine = "I take Metformin 500 mg twice a day";
const context = "leads.message:lead-1";

describe("sealing a field", () => {
  it("keeps none of the text, names its key, and opens only in its own place", () => {
    const key = newKey();
    const vault = vaultOfKeys(key);
    const sealed = vault.sealText(medicine, context);
    expect(sealed).toMatch(/^vault1:[0-9a-f]{8}:[A-Za-z0-9_-]+$/);
    expect(sealed).not.toContain("Metformin");
    expect(Buffer.from(sealed.split(":")[2]!, "base64url").toString("latin1")).not.toContain("Metformin");
    expect(sealedKeyId(sealed)).toBe(vault.currentKeyId());
    // A fresh IV each time: the same text twice is two different values.
    expect(vault.sealText(medicine, context)).not.toBe(sealed);
    expect(vault.openText(sealed, context)).toBe(medicine);
    // Moved to another lead's row, or another column, it does not open.
    expect(() => vault.openText(sealed, "leads.message:lead-2")).toThrow(/leads.message:lead-2 does not open/);
    expect(() => vault.openText(sealed, "leads.details:lead-1")).toThrow(VaultError);
  });

  it("refuses a changed value, another key's value and plain text, without showing them", () => {
    const vault = vaultOfKeys(newKey());
    const sealed = vault.sealText(medicine, context);
    const flipped = sealed.slice(0, -2) + (sealed.at(-2) === "A" ? "B" : "A") + sealed.at(-1);
    expect(() => vault.openText(flipped, context)).toThrow(expect.objectContaining({ code: "tampered" }));
    const other = vaultOfKeys(newKey()).sealText(medicine, context);
    expect(() => vault.openText(other, context)).toThrow(
      expect.objectContaining({ code: "unknown-key", keyId: sealedKeyId(other) }),
    );
    let message = "";
    try {
      vault.openText(medicine, context);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toBe("the value kept as leads.message:lead-1 is not sealed");
  });

  it("seals JSON and empty text like any other", () => {
    const vault = vaultOfKeys(newKey());
    const details = { healthIssue: "pcos", currentMedicine: "yes", age: 34 };
    const sealed = vault.sealJson(details, "leads.details:lead-1");
    expect(sealed).not.toContain("pcos");
    expect(vault.openJson(sealed, "leads.details:lead-1")).toEqual(details);
    expect(vault.openText(vault.sealText("", context), context)).toBe("");
  });

  it("opens with a previous key and reseals with the current one", () => {
    const [old, current] = [newKey(), newKey()];
    const sealedBefore = vaultOfKeys(old).sealText(medicine, context);
    const rotated = vaultOfKeys(current, old);
    expect(rotated.openText(sealedBefore, context)).toBe(medicine);
    const resealed = rotated.reseal(sealedBefore, context);
    expect(sealedKeyId(resealed)).toBe(rotated.currentKeyId());
    expect(rotated.reseal(resealed, context)).toBe(resealed);
    expect(vaultOfKeys(current).openText(resealed, context)).toBe(medicine);
    expect(rotated.keyIds()).toEqual([rotated.currentKeyId(), sealedKeyId(sealedBefore)]);
  });

  it("refuses a key that is not 32 bytes of base64, and says what one is", () => {
    for (const bad of ["short", Buffer.alloc(16).toString("base64"), `${newKey()}x`, newKey().replace(/=$/, "")])
      expect(() => vaultOfKeys(bad)).toThrow(/32 random bytes in base64/);
    expect(() => loadVault({})).toThrow(/set DATA_ENCRYPTION_KEY/);
  });
});

describe("the embedded store's key file", () => {
  it("is made once, readable by its owner only, and every later load seals with its key", () => {
    const file = join(freshDir(), keyFileName);
    const first = loadVault({ keyFile: file, createKeyFile: true });
    expect(first.created).toBe(file);
    expect(first.vault.source).toBe("file");
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(file, "utf8"))).toMatchObject({ about: expect.stringContaining("keep a copy") });
    const again = loadVault({ keyFile: file, createKeyFile: true });
    expect(again.created).toBeUndefined();
    expect(again.vault.currentKeyId()).toBe(first.vault.currentKeyId());
    expect(again.vault.openText(first.vault.sealText(medicine, context), context)).toBe(medicine);
  });

  it("is not made where DATA_ENCRYPTION_KEY is set; an existing file's keys still open", () => {
    const dir = freshDir();
    const file = join(dir, keyFileName);
    const { vault: before } = loadVault({ keyFile: file, createKeyFile: true });
    const sealedWithFile = before.sealText(medicine, context);
    const key = newKey();
    const { vault, created } = loadVault({ key, keyFile: file, createKeyFile: true });
    expect(created).toBeUndefined();
    expect(vault.source).toBe("environment");
    expect(vault.currentKeyId()).toBe(vaultOfKeys(key).currentKeyId());
    expect(vault.openText(sealedWithFile, context)).toBe(medicine);
    expect(loadVault({ key, keyFile: join(freshDir(), keyFileName), createKeyFile: true }).created).toBeUndefined();
  });

  it("is read again when a rotation adds a key, by a vault that was loaded before it", () => {
    const file = join(freshDir(), keyFileName);
    const { vault: running } = loadVault({ keyFile: file, createKeyFile: true, recheckMs: 0 });
    const oldId = running.currentKeyId();
    // Another process (npm run keys -- rotate) adds a key and seals with it.
    const newId = addKeyToFile(file);
    const { vault: rotating } = loadVault({ keyFile: file });
    expect(rotating.currentKeyId()).toBe(newId);
    const sealedByRotation = rotating.sealText(medicine, context);
    expect(running.openText(sealedByRotation, context)).toBe(medicine);
    expect(sealedKeyId(running.sealText(medicine, context))).toBe(newId);
    expect(running.keyIds()).toEqual([newId, oldId]);
  });

  it("names a file that is not a key file", () => {
    const file = join(freshDir(), keyFileName);
    writeFileSync(file, JSON.stringify({ current: "nope" }));
    expect(() => loadVault({ keyFile: file })).toThrow(`${file} holds a key that is not one`);
  });
});
