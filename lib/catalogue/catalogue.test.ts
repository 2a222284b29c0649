import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { catalogue, readCatalogueInput } from "./index";
import { buildCatalogue } from "./build";

/** The routes of the first site's route table, less the aliases docs/product.md folds into canonical pages. */
const expectedConditions: Record<string, number> = {
  "digestive-gut-health": 6,
  "mental-health-sleep": 6,
  "immunity-respiratory-health": 6,
  "hormonal-balance-endocrine-health": 5,
  "womens-health": 8,
  "mens-health": 7,
  "weight-metabolic-health": 5,
  "skin-hair-health": 6,
  "joint-bone-health": 9,
  "liver-kidney-detox": 5,
  "heart-circulatory-health": 6,
  "childrens-wellness": 5,
  "senior-elderly-care": 5,
};

const expectedAliases = [
  ["childrens-wellness/digestive-issues", "childrens-wellness/poor-appetite-weak-digestion"],
  ["childrens-wellness/hyperactivity-focus-challenges", "childrens-wellness/adhd-hyperactivity"],
  ["heart-circulatory-health/palpitations", "heart-circulatory-health/heart-palpitations"],
  ["joint-bone-health/weak-bones-osteoporosis", "joint-bone-health/osteoporosis-weak-bones"],
  ["mens-health/low-libido", "mens-health/low-testosterone"],
  ["mens-health/low-testosterone-energy", "mens-health/low-testosterone"],
  ["mens-health/stress-induced-sexual-fatigue", "mens-health/stress-management"],
  ["mens-health/fertility-low-sperm-count", "mens-health/male-infertility"],
  ["weight-metabolic-health/type-2-diabetes-support", "weight-metabolic-health/type2-diabetes-support"],
  ["weight-metabolic-health/high-cholesterol", "weight-metabolic-health/high-cholesterol-metabolic"],
].map(([from, to]) => ({ from: `/consultations/${from}`, to: `/consultations/${to}` }));

/** The repository's own content, parsed afresh so a test can break one part of it. */
const freshInput = () => readCatalogueInput();

describe("catalogue", () => {
  it("has the 13 categories in the first site's order, each slug derived from its name", () => {
    expect(catalogue.categories.map((c) => c.slug)).toEqual(Object.keys(expectedConditions));
  });

  it("has 79 condition pages, counted per category from the data", () => {
    expect(catalogue.conditions).toHaveLength(79);
    for (const category of catalogue.categories) {
      expect([category.slug, category.conditions.length]).toEqual([category.slug, expectedConditions[category.slug]]);
    }
  });

  it("keeps each category in content/categories/<its slug>.ts", () => {
    const files = readdirSync(path.join(process.cwd(), "content", "categories")).filter((f) => f !== "index.ts");
    expect(files.sort()).toEqual(catalogue.categories.map((c) => `${c.slug}.ts`).sort());
  });

  it("redirects exactly the ten alias slugs of docs/product.md, each to an existing page", () => {
    expect(catalogue.aliases).toEqual(expect.arrayContaining(expectedAliases));
    expect(catalogue.aliases).toHaveLength(expectedAliases.length);
    const pages = new Set(catalogue.conditions.map((c) => c.href));
    for (const alias of catalogue.aliases) {
      expect(pages.has(alias.to)).toBe(true);
      expect(pages.has(alias.from)).toBe(false);
    }
  });

  it("has the nine older simple pages with products that exist", () => {
    expect(catalogue.legacyPages.map((p) => p.slug)).toEqual([
      "bones-joints",
      "stress-anxiety",
      "sexual-wellness",
      "liver-health",
      "diabetes",
      "piles",
      "immunity-boost",
      "kidney-stones",
      "thyroid-health",
    ]);
  });

  it("rejects a duplicate condition slug", () => {
    const input = freshInput();
    const first = input.categories[0]!;
    first.conditions = [...first.conditions, first.conditions[0]!];
    expect(() => buildCatalogue(input)).toThrow(
      /content\/categories\/digestive-gut-health\.ts: duplicate condition slug "digestive-gut-health\/acid-reflux-gerd"/,
    );
  });

  it("rejects a duplicate category", () => {
    const input = freshInput();
    input.categories = [...input.categories, input.categories[0]!];
    expect(() => buildCatalogue(input)).toThrow(/duplicate category slug/);
  });

  it("rejects an alias that points nowhere", () => {
    const input = freshInput();
    input.categories[0]!.aliases = [{ slug: "heartburn", to: "no-such-page" }];
    expect(() => buildCatalogue(input)).toThrow(
      /alias "digestive-gut-health\/heartburn" points to missing "no-such-page"/,
    );
  });

  it("rejects an alias that would hide a real page", () => {
    const input = freshInput();
    input.categories[0]!.aliases = [{ slug: "ibs", to: "constipation" }];
    expect(() => buildCatalogue(input)).toThrow(/shadows a condition page/);
  });

  it("rejects a product in an unknown category and a page recommending an unknown product", () => {
    const input = freshInput();
    input.products = [...input.products, { ...input.products[0]!, id: "stray", categories: ["nowhere"] }];
    input.legacyPages = [
      { ...input.legacyPages[0]!, products: ["missing-product", ...input.legacyPages[0]!.products.slice(1)] },
    ];
    expect(() => buildCatalogue(input)).toThrow(/unknown category "nowhere"[\s\S]*unknown product "missing-product"/);
  });

  it("rejects a condition page naming an unknown product, related page or reviewing doctor, or another page's description", () => {
    const input = freshInput();
    const [first, second] = input.conditionFiles;
    first!.data = {
      ...first!.data,
      products: ["no-such-product", ...first!.data.products.slice(1)],
      related: ["womens-health/no-such-page", first!.data.related[1]!],
      reviewedBy: "dr-nobody",
    };
    second!.data = { ...second!.data, description: first!.data.description };
    expect(() => buildCatalogue(input)).toThrow(
      new RegExp(
        [
          `${first!.file}: unknown product "no-such-product"`,
          `${first!.file}: related page "womens-health/no-such-page" does not exist`,
          `${first!.file}: reviewedBy: unknown doctor "dr-nobody"`,
          `${second!.file}: description is the same as ${first!.file}'s`,
        ].join("[\\s\\S]*"),
      ),
    );
  });

  it("names a reviewer only when the clinic has confirmed the doctor and the doctor reviews that topic", () => {
    const input = freshInput();
    const page = input.conditionFiles.find((f) => f.file === "content/conditions/womens-health/menstrual-cramps.md")!;
    page.data = { ...page.data, reviewedBy: "dr-anjali-menon" };
    expect(() => buildCatalogue(input)).toThrow(
      /menstrual-cramps\.md: reviewedBy: "dr-anjali-menon" is a sample profile, not a doctor the clinic has confirmed/,
    );

    const confirmed = {
      status: "confirmed" as const,
      body: "Karnataka Ayurveda and Unani Practitioners' Board",
      number: "TEST-123",
      confirmedOn: "2026-11-20",
    };
    const doctors = input.doctors.map((d) =>
      d.id === "dr-anjali-menon" ? { ...d, registration: confirmed, reviews: ["joint-bone-health"] } : d,
    );
    expect(() => buildCatalogue({ ...input, doctors })).toThrow(
      /menstrual-cramps\.md: reviewedBy: "dr-anjali-menon" does not review "womens-health" pages/,
    );

    const reviewing = input.doctors.map((d) =>
      d.id === "dr-anjali-menon" ? { ...d, registration: confirmed, reviews: ["womens-health"] } : d,
    );
    expect(
      buildCatalogue({ ...input, doctors: reviewing }).condition("womens-health", "menstrual-cramps")?.reviewedBy,
    ).toBe("dr-anjali-menon");
  });

  it("rejects a herb id that does not exist, and a herb with cautions named but not listed", () => {
    const input = freshInput();
    const page = input.conditionFiles.find((f) => f.file === "content/conditions/womens-health/menstrual-cramps.md")!;
    page.data = { ...page.data, herbs: ["moon-dust", ...page.data.herbs.filter((id) => id !== "shatavari")] };
    page.body += "\nSome women also take **Ashwagandha** in the evening.\n";
    page.data.summary = `${page.data.summary} Shatavari may help.`;
    page.data.herbs = page.data.herbs.filter((id) => id !== "ashwagandha");
    expect(() => buildCatalogue(input)).toThrow(
      new RegExp(
        [
          `${page.file}: unknown herb "moon-dust"`,
          `${page.file}: names Ashwagandha, which carries cautions, but does not list "ashwagandha" under herbs`,
          `${page.file}: the title or summary names Shatavari, which carries cautions: they appear on cards and menus without them`,
        ].join("[\\s\\S]*"),
      ),
    );
  });

  it("suggests no products on a serious disease's or a child's page, and never a product withheld for heavy metals", () => {
    const input = freshInput();
    const serious = input.conditionFiles.find(
      (f) => f.file === "content/conditions/heart-circulatory-health/high-blood-pressure.md",
    )!;
    serious.data = { ...serious.data, products: ["arjuna-capsules", "lasuna-capsules", "triphala-tablets"] };
    const child = input.conditionFiles.find(
      (f) => f.file === "content/conditions/childrens-wellness/sleep-issues-restlessness.md",
    )!;
    child.data = { ...child.data, products: ["jatamansi-capsules", "brahmi-capsules", "tagara-tablets"] };
    const adult = input.conditionFiles.find((f) => f.file === "content/conditions/mens-health/low-testosterone.md")!;
    adult.data = { ...adult.data, products: [...adult.data.products, "shilajit-resin"] };
    const message = (() => {
      try {
        buildCatalogue(input);
        return "";
      } catch (error) {
        return (error as Error).message;
      }
    })();
    expect(message).toContain(
      `${serious.file}: a serious disease's, a child's or a page of content/pages-without-products.ts suggests no products`,
    );
    expect(message).toContain(
      `${child.file}: a serious disease's, a child's or a page of content/pages-without-products.ts suggests no products`,
    );
    expect(message).toContain(
      `${adult.file}: suggests "shilajit-resin", which no page may suggest: it contains minerals or shilajit and has no heavy-metal test results`,
    );
    const tested = input.products.map((p) =>
      p.id === "shilajit-resin" ? { ...p, labReport: "https://lab.example/report-123.pdf" } : p,
    );
    expect(() =>
      buildCatalogue({ ...input, products: tested, conditionFiles: freshInput().conditionFiles }),
    ).not.toThrow();
    expect(
      buildCatalogue({ ...input, products: tested, conditionFiles: freshInput().conditionFiles }).product(
        "shilajit-resin",
      )?.withheld,
    ).toBeUndefined();
  });

  it("rejects a product whose name names a herb with cautions that its ingredients do not list", () => {
    const input = freshInput();
    const products = input.products.map((p) => (p.id === "mulethi-powder" ? { ...p, ingredients: ["musta"] } : p));
    expect(() => buildCatalogue({ ...input, products })).toThrow(
      /product "mulethi-powder" names Yashtimadhu but does not list "yashtimadhu" in its ingredients/,
    );
  });

  it("rejects a condition page whose article breaks the content standard", () => {
    const input = freshInput();
    const first = input.conditionFiles[0]!;
    first.body = "## Only one section\n\nThis article is a cure.\n";
    expect(() => buildCatalogue(input)).toThrow(
      new RegExp(`${first.file}: body has 8 words[\\s\\S]*${first.file}: forbidden phrase "cure"`),
    );
  });

  it("keeps every price within the rupee range of docs/content-standard.md", () => {
    for (const p of catalogue.products) expect(p.price).toBeGreaterThanOrEqual(149);
    for (const p of catalogue.products) expect(p.price).toBeLessThanOrEqual(1499);
  });
});
