import { describe, expect, it } from "vitest";
import { addressProblem, furtherReadingPublishers, furtherReadingSchema } from "./further-reading";

const page = (url: string) => [
  { title: "Definition & Facts for Constipation", publisher: "NIDDK", url, about: "condition" },
];
const messages = (url: string) => furtherReadingSchema.safeParse(page(url)).error?.issues.map((i) => i.message) ?? [];

describe("a further-reading address", () => {
  it("accepts an https page on a listed publisher's canonical host", () => {
    expect(
      messages("https://www.niddk.nih.gov/health-information/digestive-diseases/constipation/definition-facts"),
    ).toEqual([]);
  });

  it("refuses a tracking or any other query, and a fragment", () => {
    expect(messages("https://www.nccih.nih.gov/health/osteoarthritis-in-depth?nav=govd")).toEqual([
      expect.stringMatching(/remove the query "\?nav=govd"/),
    ]);
    expect(
      messages(
        "https://www.niddk.nih.gov/health-information/urologic-diseases/bladder-infection-uti-in-adults?dkrd=hiscr0045",
      ),
    ).toHaveLength(1);
    expect(messages("https://www.nhs.uk/conditions/constipation/#causes")).toEqual([
      expect.stringMatching(/remove the fragment "#causes"/),
    ]);
  });

  it("refuses plain http", () => {
    expect(
      messages("http://www.niddk.nih.gov/health-information/digestive-diseases/constipation/definition-facts"),
    ).toEqual([expect.stringMatching(/must start with https/)]);
  });

  it("names the canonical host when a page is written the other way", () => {
    expect(addressProblem("https://nccih.nih.gov/health/ashwagandha")).toBe(
      "write the host as www.nccih.nih.gov, not nccih.nih.gov",
    );
    expect(
      addressProblem(
        "https://www2.niddk.nih.gov/health-information/digestive-diseases/gas-digestive-tract/symptoms-causes",
      ),
    ).toMatch(/www\.niddk\.nih\.gov/);
  });

  it("refuses a host no one listed, and text that is not an address", () => {
    expect(
      addressProblem("https://www.mayoclinic.org/diseases-conditions/constipation/symptoms-causes/syc-20354253"),
    ).toMatch(/not a listed publisher/);
    expect(addressProblem("www.nhs.uk/conditions/constipation/")).toBe("is not an address");
  });

  it("lists each publisher once, by a host written as it is served", () => {
    const hosts = furtherReadingPublishers.map((p) => p.host);
    expect(new Set(hosts).size).toBe(hosts.length);
    for (const host of hosts) expect(host).toBe(new URL(`https://${host}`).hostname);
  });
});
