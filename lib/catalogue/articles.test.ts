import { describe, expect, it } from "vitest";
import { catalogue } from "./index";
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { allArticles, loadArticles } from "./articles";
import { checkArticleBody, countWords } from "./markdown";

const section = (heading: string, words: number) => `## ${heading}\n\n${"Balanced words support calm steady digestion. ".repeat(words / 6)}\n`;
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
    const bad = goodBody.replace("## Signs to notice", "## Herbs first").replace("calm", "guaranteed") + "\n[x](/nowhere)\n";
    const { errors } = checkArticleBody(bad, new Set());
    expect(errors).toContainEqual(expect.stringMatching(/section 3 "Herbs first" should be the symptoms/));
    expect(errors).toContainEqual(expect.stringMatching(/forbidden phrase "guaranteed"/));
    expect(errors).toContainEqual(expect.stringMatching(/link to unknown page "\/nowhere"/));
    expect(checkArticleBody(section("Only one", 60), new Set()).errors).toContainEqual(expect.stringMatching(/words; it must have 600-1000/));
  });

  it("counts words, not Markdown punctuation or link targets", () => {
    expect(countWords("## Heading here\n\n- **Ashwagandha** (Withania somnifera) [see](/consultations/x/y)")).toBe(6);
  });

  it("loads every condition article in the repository without a problem", () => {
    const articles = allArticles();
    expect(articles.size).toBeGreaterThanOrEqual(8);
    for (const slug of ["endometriosis", "fertility-support", "hormonal-acne", "irregular-painful-periods", "menopause-support", "menstrual-cramps", "pcos-pcod", "vaginal-dryness-ph-imbalance"]) {
      expect(articles.get(`womens-health/${slug}`)?.html).toContain("<h2");
    }
    for (const article of articles.values()) {
      expect(catalogue.condition(article.category, article.slug)).toBeDefined();
    }
    const sorted = [...articles.values()].sort((a, b) => a.words - b.words);
    const shortest = sorted[0]!;
    const longest = sorted[sorted.length - 1]!;
    console.log(
      `condition articles: ${articles.size} of ${catalogue.conditions.length} pages; ` +
        `shortest ${shortest.file} (${shortest.words} words); longest ${longest.file} (${longest.words} words)`,
    );
  });
});

describe("a broken article stops the build", () => {
  it("throws an error that names the file and the rule", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "articles-"));
    const source = path.join(process.cwd(), "content", "conditions", "womens-health");
    cpSync(source, path.join(dir, "womens-health"), { recursive: true });
    const file = path.join(dir, "womens-health", "menstrual-cramps.md");
    writeFileSync(file, readFileSync(file, "utf8").replace(/^description: .*$/m, 'description: "Too short."'));
    expect(() => loadArticles(dir)).toThrow(/content\/conditions\/womens-health\/menstrual-cramps\.md: description: description must be 120-160 characters/);
  });
});
