import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { copyContent } from "@/lib/content/copy-for-test";
import { buildCatalogue } from "./build";
import { furtherReadingProblems } from "./further-reading";
import { readCatalogueInput } from "./index";

const niddk = {
  title: "Definition & Facts for Constipation",
  publisher: "NIDDK",
  url: "https://www.niddk.nih.gov/health-information/digestive-diseases/constipation/definition-facts",
};
const ginger = { title: "Ginger", publisher: "NCCIH", url: "https://www.nccih.nih.gov/health/ginger" };

describe("a condition page's further reading", () => {
  it("passes with a mainstream page about the condition beside herb pages", () => {
    expect(furtherReadingProblems([{ ...niddk, about: "condition" }, ginger])).toEqual([]);
  });

  it("fails with herb pages only, or nothing", () => {
    expect(furtherReadingProblems([ginger, niddk])).toEqual([
      expect.stringMatching(/cite at least one mainstream medical page about this condition/),
    ]);
    expect(furtherReadingProblems([])).toHaveLength(1);
  });

  it("fails when a herb page is made to count for the condition", () => {
    expect(furtherReadingProblems([{ ...ginger, about: "condition" }])).toContainEqual(
      expect.stringMatching(/NCCIH is not a mainstream medical publisher/),
    );
  });

  it("fails when the publisher is written otherwise than the list names it", () => {
    expect(furtherReadingProblems([{ ...niddk, publisher: "NIDDK (NIH)", about: "condition" }])).toEqual([
      expect.stringMatching(/published by "NIDDK", not "NIDDK \(NIH\)"/),
    ]);
  });
});

describe("the build", () => {
  const endometriosis = path.join("womens-health", "endometriosis.md");

  it("stops, naming the file, when an article loses its condition source", () => {
    const { root, dir } = copyContent("content/conditions");
    const file = path.join(dir, endometriosis);
    writeFileSync(file, readFileSync(file, "utf8").replaceAll("    about: condition\n", ""));
    expect(() => buildCatalogue(readCatalogueInput(root))).toThrow(
      /content\/conditions\/womens-health\/endometriosis\.md: furtherReading: cite at least one mainstream medical page about this condition/,
    );
  });

  // The loader reads each folder once per process, so each broken copy gets its own root.
  const breakFirstAddress = (rewrite: (address: string) => string) => {
    const { root, dir } = copyContent("content/conditions");
    const file = path.join(dir, endometriosis);
    const source = readFileSync(file, "utf8");
    const first = /url: "([^"]+)"/.exec(source)![1]!;
    writeFileSync(file, source.replace(first, rewrite(first)));
    return () => readCatalogueInput(root);
  };

  it("stops, naming the file, on a plain-http address or a tracking parameter", () => {
    expect(breakFirstAddress((a) => a.replace("https://", "http://"))).toThrow(
      /content\/conditions\/womens-health\/endometriosis\.md: furtherReading\.0\.url: http:\/\/\S+ must start with https/,
    );
    expect(breakFirstAddress((a) => `${a}?nav=govd`)).toThrow(
      /endometriosis\.md: furtherReading\.0\.url: \S+ remove the query "\?nav=govd"/,
    );
  });
});
