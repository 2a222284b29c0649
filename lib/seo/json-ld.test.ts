import { describe, expect, it } from "vitest";
import { catalogue } from "@/lib/catalogue";
import { physicianJsonLd, serializeJsonLd } from "./json-ld";

describe("serializeJsonLd", () => {
  it("cannot close the script element or open a comment, and still parses back", () => {
    const data = { "@type": "Thing", name: "</script><script>alert(1)</script> & <!--" };
    const out = serializeJsonLd(data);
    expect(out).not.toMatch(/<|>/);
    expect(JSON.parse(out)).toEqual(data);
  });
});

describe("physicianJsonLd", () => {
  it("describes each doctor as a Physician of the clinic, with no review stars", () => {
    for (const doctor of catalogue.doctors) {
      const data = physicianJsonLd(doctor);
      expect(data["@type"]).toBe("Physician");
      expect(data.name).toBe(doctor.name);
      expect(data.knowsLanguage).toEqual(doctor.languages);
      expect(JSON.stringify(data)).not.toMatch(/aggregateRating|"review"|ratingValue/);
    }
  });
});
