import { describe, expect, it } from "vitest";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { copyContent } from "@/lib/content/copy-for-test";
import { countWords } from "@/lib/content/render";
import { catalogue, readCatalogueInput } from "./index";
import { buildCatalogue } from "./build";
import { checkArticleBody } from "./article-body";
import { sectionPatterns, WORDS_MAX, WORDS_MIN } from "./article-schema";

const section = (heading: string, words: number) =>
  `## ${heading}\n\n${"Balanced words support calm steady digestion. ".repeat(words / 6)}\n`;
const goodBody = [
  section("What it is, in plain words", 120),
  section("How Ayurveda sees it", 120),
  section("Signs to notice", 120),
  section("A gentle healing approach", 120),
  section("Benefits of Ayurvedic care", 60),
  section("Book a consultation", 60),
].join("\n");

describe("condition article rules", () => {
  it("accepts a body with the six sections in order and 600-1,000 words", () => {
    expect(checkArticleBody(goodBody, new Set())).toMatchObject({ errors: [] });
  });

  it("names each broken rule", () => {
    const bad =
      goodBody.replace("## Signs to notice", "## Herbs first").replace("calm", "guaranteed") + "\n[x](/nowhere)\n";
    const { errors } = checkArticleBody(bad, new Set());
    expect(errors).toContainEqual(expect.stringMatching(/section 3 "Herbs first" should be the symptoms/));
    expect(errors).toContainEqual(expect.stringMatching(/forbidden phrase "guaranteed"/));
    expect(errors).toContainEqual(expect.stringMatching(/link to unknown page "\/nowhere"/));
    expect(checkArticleBody(section("Only one", 60), new Set()).errors).toContainEqual(
      expect.stringMatching(/words; it must have 600-1000/),
    );
  });

  it("counts words, not Markdown punctuation or link targets", () => {
    expect(countWords("## Heading here\n\n- **Ashwagandha** (Withania somnifera) [see](/consultations/x/y)")).toBe(6);
  });
});

describe("every catalogued condition has its article", () => {
  it("renders each condition's Markdown with the six sections and 600-1,000 words", () => {
    expect(catalogue.conditions).toHaveLength(79);
    for (const condition of catalogue.conditions) {
      expect([condition.file, condition.html.match(/<h2[ >]/g)?.length]).toEqual([
        condition.file,
        sectionPatterns.length,
      ]);
      expect(condition.words).toBeGreaterThanOrEqual(WORDS_MIN);
      expect(condition.words).toBeLessThanOrEqual(WORDS_MAX);
    }
    const sorted = [...catalogue.conditions].sort((a, b) => a.words - b.words);
    const shortest = sorted[0]!;
    const longest = sorted[sorted.length - 1]!;
    console.log(
      `condition articles: ${catalogue.conditions.length} pages; ` +
        `shortest ${shortest.file} (${shortest.words} words); longest ${longest.file} (${longest.words} words)`,
    );
  });

  it("fails the build when a category lists a condition that has no Markdown file", () => {
    const { root, dir: conditions } = copyContent("content/conditions");
    rmSync(path.join(conditions, "womens-health", "menstrual-cramps.md"));
    expect(() => buildCatalogue(readCatalogueInput(root))).toThrow(
      /content\/categories\/womens-health\.ts: lists "menstrual-cramps", but content\/conditions\/womens-health\/menstrual-cramps\.md does not exist/,
    );
  });

  it("fails the build when a Markdown file is in no category's list, or in no category's folder", () => {
    const { root, dir: conditions } = copyContent("content/conditions");
    const source = readFileSync(path.join(conditions, "womens-health", "menstrual-cramps.md"), "utf8");
    writeFileSync(path.join(conditions, "womens-health", "period-pain.md"), source);
    mkdirSync(path.join(conditions, "eye-health"));
    writeFileSync(path.join(conditions, "eye-health", "dry-eyes.md"), source);
    const build = () => buildCatalogue(readCatalogueInput(root));
    expect(build).toThrow(
      /content\/conditions\/womens-health\/period-pain\.md: no category lists it; add "period-pain" to the conditions in content\/categories\/womens-health\.ts/,
    );
    expect(build).toThrow(/content\/conditions\/eye-health\/dry-eyes\.md: folder "eye-health" is not a category/);
  });
});

describe("a broken article stops the build", () => {
  it("throws an error that names the file and the rule", () => {
    const { root, dir: conditions } = copyContent("content/conditions");
    const file = path.join(conditions, "womens-health", "menstrual-cramps.md");
    writeFileSync(file, readFileSync(file, "utf8").replace(/^description: .*$/m, 'description: "Too short."'));
    expect(() => readCatalogueInput(root)).toThrow(
      /content\/conditions\/womens-health\/menstrual-cramps\.md: description: description must be 120-160 characters/,
    );
  });

  it("refuses a front-matter field that nothing reads", () => {
    const { root, dir: conditions } = copyContent("content/conditions");
    const file = path.join(conditions, "womens-health", "menstrual-cramps.md");
    writeFileSync(
      file,
      readFileSync(file, "utf8").replace(/^updated: .*$/m, '$&\nsymptoms: ["Cramping pain low in the tummy"]'),
    );
    expect(() => readCatalogueInput(root)).toThrow(
      /content\/conditions\/womens-health\/menstrual-cramps\.md: front matter: Unrecognized key: "symptoms"/,
    );
  });
});
