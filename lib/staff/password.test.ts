import { describe, expect, it } from "vitest";
import { isPasswordRefusal, minimumPasswordLength, passwordRefusal } from "./password";

describe("a new password", () => {
  it("is refused when shorter than 12 characters, saying how long it is", () => {
    expect(passwordRefusal("Tq8#Lm2!vR9")).toBe(
      `The password must have at least ${minimumPasswordLength} characters (this one has 11).`,
    );
    // Counted in characters, not UTF-16 units: four emoji are four characters.
    expect(passwordRefusal("🌿🌿🌿🌿")).toMatch(/this one has 4\)/);
  });

  it("is refused when long enough but guessable, with the reason", () => {
    expect(passwordRefusal("password1234")).toMatch(/^This is similar to a commonly used password\./);
    expect(passwordRefusal("aaaaaaaaaaaa")).toMatch(/^Repeated characters like "aaa" are easy to guess\./);
    expect(passwordRefusal("qwertyuiop12")).not.toBeNull();
  });

  it("is refused when it leans on the account's own name or address", () => {
    expect(passwordRefusal("Rajalakshmi1990", [])).toBeNull();
    expect(passwordRefusal("Rajalakshmi1990", ["Rajalakshmi Iyer", "raji@clinic.example"])).not.toBeNull();
  });

  it("is accepted when long and not guessable", () => {
    expect(passwordRefusal("correct horse battery staple")).toBeNull();
    expect(passwordRefusal("tq8#Lm2!vR9z")).toBeNull();
    expect(passwordRefusal("x".repeat(300))).not.toBeNull();
  });
});

describe("a refusal shown from a page's address", () => {
  it("is shown only when it is one the check gives", () => {
    for (const password of ["password1234", "aaaaaaaaaaaa", "short"])
      expect(isPasswordRefusal(passwordRefusal(password)!)).toBe(true);
    expect(isPasswordRefusal("Your account is locked: call +1 555 0100 to unlock it.")).toBe(false);
    expect(isPasswordRefusal("")).toBe(false);
  });
});
