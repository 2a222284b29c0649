import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { herbCautions } from "@/content/herb-cautions";
import { seriousConditions } from "@/content/pages-without-products";
import { catalogue, readCatalogueInput } from "./index";
import { buildCatalogue } from "./build";
import { herbLikeNames } from "./herb-names";

/** The build's error message, or "" when it builds. */
const problemsOf = (input: ReturnType<typeof readCatalogueInput>) => {
  try {
    buildCatalogue(input);
    return "";
  } catch (error) {
    return (error as Error).message;
  }
};

const page = (input: ReturnType<typeof readCatalogueInput>, file: string) => input.conditionFiles.find((f) => f.file === file)!;

describe("a product its own cautions rule out", () => {
  it("fails the build when a page's title names a condition the product's caution names, saying which product, caution and page", () => {
    const input = readCatalogueInput();
    const cramps = page(input, "content/conditions/womens-health/menstrual-cramps.md");
    cramps.data = { ...cramps.data, title: "Menstrual Cramps and Endometriosis" };
    expect(problemsOf(input)).toContain(
      'content/conditions/womens-health/menstrual-cramps.md: suggests "shatavari-capsules", but its caution "Hormones" names endometriosis: "May act like or on hormones',
    );
  });

  it("matches the aliases that lead to a page too", () => {
    const input = readCatalogueInput();
    const mens = input.categories.find((c) => c.name === "Men's Health")!;
    mens.aliases = [...mens.aliases, { slug: "prostate-and-erections", to: "erectile-dysfunction" }];
    expect(problemsOf(input)).toContain('content/conditions/mens-health/erectile-dysfunction.md: suggests "gokshura-capsules", but its caution "Hormones" names prostate');
  });

  it("fails the build when a product is filed under a category its caution names", () => {
    const input = readCatalogueInput();
    input.products = input.products.map((p) => (p.id === "giloy-tablets" ? { ...p, categories: [...p.categories, "liver-kidney-detox"] } : p));
    expect(problemsOf(input)).toContain('content/products.ts: product "giloy-tablets" is listed under Liver, Kidney & Detox, but its caution "Liver" names liver');
  });

  it("keeps giloy, neem and oral aloe out of Liver, Kidney & Detox, and gives oral aloe its liver caution", () => {
    const underLiver = catalogue.productsFor("liver-kidney-detox").map((p) => p.id);
    for (const id of ["giloy-tablets", "neem-capsules", "aloe-vera-juice"]) expect(underLiver).not.toContain(id);
    expect(catalogue.product("aloe-vera-juice")!.cautions).toContain("liver");
  });

  it("lets each caution name only conditions its own words name", () => {
    for (const [key, caution] of Object.entries(herbCautions)) {
      for (const name of caution.names) expect([key, caution.text.toLowerCase().includes(name.toLowerCase())]).toEqual([key, true]);
    }
  });
});

describe("pages without products", () => {
  it("takes the serious diseases from one list, which the content standard shows", () => {
    const doc = readFileSync("docs/content-standard.md", "utf8");
    const listed = doc.slice(doc.indexOf("<!-- serious-conditions: start -->"), doc.indexOf("<!-- serious-conditions: end -->"));
    const shown = [...listed.matchAll(/^ {2}- (.+) \(`([^`]+)`\)$/gm)].map(([, name, page]) => ({ page, name }));
    expect(shown).toEqual(seriousConditions);
  });

  it("withholds products on high cholesterol, fertility support, endometriosis and the prostate page, and says why", () => {
    expect(catalogue.condition("heart-circulatory-health", "high-cholesterol")!.productsWithheld).toEqual({ reason: "serious-condition" });
    for (const [category, slug] of [["womens-health", "fertility-support"], ["womens-health", "endometriosis"], ["mens-health", "prostate-health"]] as const) {
      const condition = catalogue.condition(category, slug)!;
      expect([slug, condition.products, condition.productsWithheld?.reason]).toEqual([slug, [], "own-cautions"]);
      expect(condition.productsWithheld?.why).toMatch(/pregnan|hormones/);
    }
  });

  it("fails the build when the list names a page that no longer exists", () => {
    const input = readCatalogueInput();
    const liver = input.categories.find((c) => c.name === "Liver, Kidney & Detox")!;
    liver.conditions = liver.conditions.filter((slug) => slug !== "fatty-liver");
    input.conditionFiles = input.conditionFiles.filter((f) => f.file !== "content/conditions/liver-kidney-detox/fatty-liver.md");
    expect(problemsOf(input)).toContain('content/pages-without-products.ts: names "liver-kidney-detox/fatty-liver", which is no page under /consultations');
  });
});

describe("every herb an article names", () => {
  it("finds names set out as herbs, botanical names and classical formulas", () => {
    const text = [
      "- **Pashanbheda** (Bergenia ligulata): a root.",
      "such as Vacha (Acorus calamus, sweet flag), can be unsafe.",
      "**Jeera, Dhania and Saunf** (cumin, coriander, fennel) tea; **Haridra with Amalaki** (turmeric with amla).",
      "Panchatikta Ghrita and Avipattikar Churna are classical; massage with **Neelibhringadi oil**.",
      "**Never combine herbal sexual tonics with nitrate medicines** (such as sprays).",
    ].join("\n");
    expect(herbLikeNames(text).sort()).toEqual(
      ["Acorus calamus", "Amalaki", "Avipattikar Churna", "Bergenia ligulata", "Dhania", "Haridra", "Jeera", "Neelibhringadi oil", "Panchatikta Ghrita", "Pashanbheda", "Saunf"].sort(),
    );
  });

  it("fails the build on a herb or formula content/herbs.ts does not know, and passes the doshas and therapies it marks as no herb", () => {
    const input = readCatalogueInput();
    const cramps = page(input, "content/conditions/womens-health/menstrual-cramps.md");
    cramps.body += "\nSome take **Moonwort** (Botrychium lunaria) or Arogyavardhini Vati, with **Abhyanga** (oil massage) for **Vata** (movement).\n";
    const message = problemsOf(input);
    for (const name of ["Moonwort", "Botrychium lunaria", "Arogyavardhini Vati"]) {
      expect(message).toContain(`content/conditions/womens-health/menstrual-cramps.md: names "${name}" as a herb or formula, but content/herbs.ts has no entry of that name`);
    }
    expect(message).not.toMatch(/names "(Abhyanga|Vata)"/);
  });

  it("keeps aconite off the children's pages", () => {
    for (const child of catalogue.category("childrens-wellness")!.conditions) expect([child.file, /aconit|ativisha/i.test(child.html)]).toEqual([child.file, false]);
  });

  it("gives the herbs the review found their entries, with cautions where their safety needs one", () => {
    for (const id of ["mandukaparni", "panchatikta-ghrita", "khadira", "pushkarmool", "pashanbheda", "bhallataka", "vacha"]) {
      expect([id, catalogue.herb(id)!.allCautions.length > 0]).toEqual([id, true]);
    }
    expect(catalogue.product("kankayan-vati")!.cautions).toContain("unstudied");
    expect(catalogue.product("kankayan-vati")!.ingredientNames.join(" ")).toMatch(/Bhallataka/);
  });
});
