import { describe, expect, it } from "vitest";
import { acceptedLanguages, defaultCountry } from "./default-country";

describe("the phone field's starting country", () => {
  it("comes from the visitor's zone first, in either spelling the browsers use", () => {
    expect(defaultCountry({ timeZone: "America/Los_Angeles", languages: ["en-GB"] })).toBe("US");
    expect(defaultCountry({ timeZone: "Europe/London" })).toBe("GB");
    expect(defaultCountry({ timeZone: "Australia/Sydney" })).toBe("AU");
    expect(defaultCountry({ timeZone: "Asia/Dubai", languages: ["en-US"] })).toBe("AE");
    expect(defaultCountry({ timeZone: "America/Toronto" })).toBe("CA");
    expect(defaultCountry({ timeZone: "Asia/Calcutta" })).toBe("IN");
    expect(defaultCountry({ timeZone: "Asia/Kolkata" })).toBe("IN");
  });

  it("then from the region of the preferred languages, then the United States", () => {
    expect(defaultCountry({ timeZone: "UTC", languages: ["en", "de-DE"] })).toBe("DE");
    expect(defaultCountry({ languages: ["en-GB", "en"] })).toBe("GB");
    expect(defaultCountry({ languages: ["fr"] })).toBe("US");
    expect(defaultCountry({ languages: ["not a tag!"] })).toBe("US");
    expect(defaultCountry({})).toBe("US");
  });

  it("reads Accept-Language in order of preference", () => {
    expect(acceptedLanguages("en-GB,en;q=0.8,fr-FR;q=0.9")).toEqual(["en-GB", "fr-FR", "en"]);
    expect(acceptedLanguages("*;q=0.5, de;q=0")).toEqual([]);
    expect(acceptedLanguages(null)).toEqual([]);
  });
});
