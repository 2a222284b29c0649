import { describe, expect, it } from "vitest";
import {
  looksLikeRecoveryCode,
  matchingStep,
  newTotpSecret,
  recoveryCodeHash,
  recoveryCodesOf,
  totpCode,
  totpSecretText,
  totpStep,
  totpUri,
  qrCodeSvg,
} from "./two-factor";

// RFC 6238, appendix B: the SHA-1 key, whose code at T = 59 s is 94287082 (eight digits; six: 287082).
const rfcKey = new TextEncoder().encode("12345678901234567890");

describe("time-based codes (RFC 6238)", () => {
  it("makes the RFC's own test codes", () => {
    expect(totpStep(new Date(59_000))).toBe(1);
    expect(totpCode(rfcKey, 1)).toBe("287082");
    expect(totpCode(rfcKey, totpStep(new Date(1111111109_000)))).toBe("081804");
    expect(totpCode(rfcKey, totpStep(new Date(2000000000_000)))).toBe("279037");
  });

  it("takes the current code and its neighbours, typed with spaces too, and names the step it was made for", () => {
    const at = new Date(1111111109_000);
    const step = totpStep(at);
    expect(matchingStep(rfcKey, "081804", at, null)).toBe(step);
    expect(matchingStep(rfcKey, "081 804", at, null)).toBe(step);
    expect(matchingStep(rfcKey, totpCode(rfcKey, step - 1), at, null)).toBe(step - 1);
    expect(matchingStep(rfcKey, totpCode(rfcKey, step + 1), at, null)).toBe(step + 1);
    expect(matchingStep(rfcKey, totpCode(rfcKey, step - 2), at, null)).toBeNull();
    expect(matchingStep(rfcKey, totpCode(rfcKey, step + 2), at, null)).toBeNull();
  });

  it("refuses a code of a step already used, or earlier, in its window (a replay)", () => {
    const at = new Date(1111111109_000);
    const step = totpStep(at);
    expect(matchingStep(rfcKey, "081804", at, step)).toBeNull();
    expect(matchingStep(rfcKey, totpCode(rfcKey, step - 1), at, step)).toBeNull();
    expect(matchingStep(rfcKey, totpCode(rfcKey, step + 1), at, step)).toBe(step + 1);
  });

  it("refuses a wrong code, another secret's, and anything that is not six digits", () => {
    const at = new Date();
    const other = newTotpSecret();
    const mine = newTotpSecret();
    expect(matchingStep(mine, totpCode(other, totpStep(at)), at, null)).toBeNull();
    for (const typed of ["", "12345", "1234567", "abcdef", "12345a"])
      expect(matchingStep(mine, typed, at, null)).toBeNull();
  });

  it("spells the secret into an otpauth:// address an app reads, and draws its QR code as SVG", () => {
    const uri = totpUri(rfcKey, "Clinic & Co", "priya@clinic.example");
    expect(uri).toMatch(/^otpauth:\/\/totp\/Clinic%20%26%20Co:priya%40clinic\.example\?/);
    const params = new URL(uri).searchParams;
    expect(Object.fromEntries(params)).toMatchObject({
      issuer: "Clinic & Co",
      algorithm: "SHA1",
      period: "30",
      digits: "6",
    });
    expect(totpSecretText(uri)).toBe("GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ");
    const svg = qrCodeSvg(uri);
    expect(svg).toMatch(/^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svg).not.toMatch(/<script|on\w+=/i);
  });
});

describe("recovery codes", () => {
  it("are ten distinct codes of the secret, the same each time it is asked, others for another secret", () => {
    const secret = newTotpSecret();
    const codes = recoveryCodesOf(secret);
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) {
      expect(code).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);
      expect(looksLikeRecoveryCode(code)).toBe(true);
    }
    expect(recoveryCodesOf(secret)).toEqual(codes);
    expect(recoveryCodesOf(newTotpSecret())).not.toContain(codes[0]);
    expect(looksLikeRecoveryCode("123456")).toBe(false);
  });

  it("are kept as hashes bound to the account, whatever case or spacing they are typed in", () => {
    const [code] = recoveryCodesOf(newTotpSecret());
    const hash = recoveryCodeHash("s1", code!);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain(code!.replaceAll("-", ""));
    expect(recoveryCodeHash("s1", ` ${code!.toUpperCase().replaceAll("-", " ")} `)).toBe(hash);
    expect(recoveryCodeHash("s2", code!)).not.toBe(hash);
  });
});
