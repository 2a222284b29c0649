import { describe, expect, it } from "vitest";
import { serializeJsonLd } from "./json-ld";

describe("serializeJsonLd", () => {
  it("cannot close the script element or open a comment, and still parses back", () => {
    const data = { "@type": "Thing", name: "</script><script>alert(1)</script> & <!--" };
    const out = serializeJsonLd(data);
    expect(out).not.toMatch(/<|>/);
    expect(JSON.parse(out)).toEqual(data);
  });
});
