import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { herbCautions } from "@/content/herb-cautions";
import { seriousConditions } from "@/content/pages-without-products";
import { catalogue, readCatalogueInput } from "./index";
import { buildCatalogue } from "./build";
import { herbLikeNames } from "./herb-names";
import { conditionFrontMatterSchema } from "./article-schema";
import { coverageTerms, type CoverageTerm } from "./coverage";

/** The build's error message, or "" when it builds. */
const problemsOf = (input: ReturnType<typeof readCatalogueInput>) => {
  try {
    buildCatalogue(input);
    return "";
  } catch (error) {
    return (error as Error).message;
  }
};

const page = (input: ReturnType<typeof readCatalogueInput>, file: string) =>
  input.conditionFiles.find((f) => f.file === file)!;

/**
 * The pages an independent review found selling products their own cautions rule out, with the
 * products they showed then: put back, each must fail the build naming the page, a product and its caution.
 */
const clashesFound = [
  {
    file: "content/conditions/womens-health/pcos-pcod.md",
    products: ["kanchnar-guggulu-tablets", "shatavari-capsules", "lodhra-tablets", "manjistha-capsules"],
    product: "shatavari-capsules",
    caution: "Pregnancy and breastfeeding",
  },
  {
    file: "content/conditions/hormonal-balance-endocrine-health/pcos-pcod.md",
    products: ["kanchnar-guggulu-tablets", "gudmar-tablets", "methi-powder"],
    product: "gudmar-tablets",
    caution: "Blood sugar",
  },
  {
    file: "content/conditions/liver-kidney-detox/urinary-incontinence.md",
    products: ["varuna-capsules", "gokshura-capsules", "punarnava-tablets"],
    product: "gokshura-capsules",
    caution: "Hormones",
  },
  {
    file: "content/conditions/heart-circulatory-health/poor-circulation.md",
    products: ["arjuna-capsules", "lasuna-capsules", "mahanarayan-oil"],
    product: "lasuna-capsules",
    caution: "Bleeding and blood thinners",
  },
  {
    file: "content/conditions/joint-bone-health/arthritis.md",
    products: ["yograj-guggulu-tablets", "mahanarayan-oil", "maharasnadi-kwath", "joint-support-kit"],
    product: "joint-support-kit",
    caution: "Immune system",
  },
  {
    file: "content/conditions/womens-health/irregular-painful-periods.md",
    products: ["ashoka-tablets", "lodhra-tablets", "dashmool-syrup", "shatavari-capsules"],
    product: "shatavari-capsules",
    caution: "Hormones",
  },
  {
    file: "content/conditions/womens-health/menstrual-cramps.md",
    products: ["dashmool-syrup", "ashoka-tablets", "shatavari-capsules"],
    product: "shatavari-capsules",
    caution: "Hormones",
  },
  {
    file: "content/conditions/skin-hair-health/psoriasis-eczema.md",
    products: ["manjistha-capsules", "neem-capsules", "aloe-vera-juice"],
    product: "neem-capsules",
    caution: "Children",
  },
];

describe("a product its own cautions rule out", () => {
  it.each(clashesFound)(
    "fails the build when $file shows $product again, naming the page, the product and its caution",
    ({ file, products, product, caution }) => {
      const input = readCatalogueInput();
      const clash = page(input, file);
      clash.data = { ...clash.data, products };
      expect(problemsOf(input)).toContain(
        `${file}: suggests "${product}", but its caution "${caution}" rules out readers the page covers (`,
      );
    },
  );

  it("builds with those pages showing fewer products or none", () => {
    for (const { file, product } of clashesFound) {
      const shown = catalogue.conditions.find((c) => c.file === file)!;
      expect([file, shown.products.includes(product)]).toEqual([file, false]);
    }
  });

  it("fails the build when a product is filed under a category whose readers its caution rules out", () => {
    const input = readCatalogueInput();
    input.products = input.products.map((p) =>
      p.id === "giloy-tablets" ? { ...p, categories: [...p.categories, "liver-kidney-detox"] } : p,
    );
    expect(problemsOf(input)).toContain(
      'content/products.ts: product "giloy-tablets" is listed under Liver, Kidney & Detox, but its caution "Liver" rules out readers the category covers (liver disease)',
    );
  });

  it("keeps giloy, neem and oral aloe out of Liver, Kidney & Detox, and gives oral aloe its liver caution", () => {
    const underLiver = catalogue.productsFor("liver-kidney-detox").map((p) => p.id);
    for (const id of ["giloy-tablets", "neem-capsules", "aloe-vera-juice"]) expect(underLiver).not.toContain(id);
    expect(catalogue.product("aloe-vera-juice")!.cautions).toContain("liver");
  });

  it("makes every condition page say what it covers, in the vocabulary's terms only", () => {
    const { covers: _covers, ...withoutCovers } = page(
      readCatalogueInput(),
      "content/conditions/womens-health/menstrual-cramps.md",
    ).data;
    expect(conditionFrontMatterSchema.safeParse(withoutCovers).success).toBe(false);
    const unknown = conditionFrontMatterSchema.safeParse({ ...withoutCovers, covers: ["period pain"] });
    expect(unknown.error?.issues[0]?.message).toBe('"period pain" is not a term of lib/catalogue/coverage.ts');
  });

  it("names, in each caution's own words, every reader it rules out", () => {
    for (const [key, caution] of Object.entries(herbCautions)) {
      for (const term of caution.rulesOut as readonly CoverageTerm[]) {
        const said = coverageTerms[term].words.some((word) => caution.text.toLowerCase().includes(word.toLowerCase()));
        expect([key, term, said]).toEqual([key, term, true]);
      }
    }
  });
});

describe("pages without products", () => {
  it("takes the serious diseases from one list, which the content standard shows", () => {
    const doc = readFileSync("docs/content-standard.md", "utf8");
    const listed = doc.slice(
      doc.indexOf("<!-- serious-conditions: start -->"),
      doc.indexOf("<!-- serious-conditions: end -->"),
    );
    const shown = [...listed.matchAll(/^ {2}- (.+) \(`([^`]+)`\)$/gm)].map(([, name, page]) => ({ page, name }));
    expect(shown).toEqual(seriousConditions);
  });

  it("withholds products on high cholesterol, fertility support, endometriosis and the prostate page, and says why", () => {
    expect(catalogue.condition("heart-circulatory-health", "high-cholesterol")!.productsWithheld).toEqual({
      reason: "serious-condition",
    });
    for (const [category, slug] of [
      ["womens-health", "fertility-support"],
      ["womens-health", "endometriosis"],
      ["mens-health", "prostate-health"],
    ] as const) {
      const condition = catalogue.condition(category, slug)!;
      expect([slug, condition.products, condition.productsWithheld?.reason]).toEqual([slug, [], "own-cautions"]);
      expect(condition.productsWithheld?.why).toMatch(/pregnan|hormones/);
    }
  });

  it("fails the build when the list names a page that no longer exists", () => {
    const input = readCatalogueInput();
    const liver = input.categories.find((c) => c.name === "Liver, Kidney & Detox")!;
    liver.conditions = liver.conditions.filter((slug) => slug !== "fatty-liver");
    input.conditionFiles = input.conditionFiles.filter(
      (f) => f.file !== "content/conditions/liver-kidney-detox/fatty-liver.md",
    );
    expect(problemsOf(input)).toContain(
      'content/pages-without-products.ts: names "liver-kidney-detox/fatty-liver", which is no page under /consultations',
    );
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
      [
        "Acorus calamus",
        "Amalaki",
        "Avipattikar Churna",
        "Bergenia ligulata",
        "Dhania",
        "Haridra",
        "Jeera",
        "Neelibhringadi oil",
        "Panchatikta Ghrita",
        "Pashanbheda",
        "Saunf",
      ].sort(),
    );
  });

  it("fails the build on a herb or formula content/herbs.ts does not know, and passes the doshas and therapies it marks as no herb", () => {
    const input = readCatalogueInput();
    const cramps = page(input, "content/conditions/womens-health/menstrual-cramps.md");
    cramps.body +=
      "\nSome take **Moonwort** (Botrychium lunaria) or Arogyavardhini Vati, with **Abhyanga** (oil massage) for **Vata** (movement).\n";
    const message = problemsOf(input);
    for (const name of ["Moonwort", "Botrychium lunaria", "Arogyavardhini Vati"]) {
      expect(message).toContain(
        `content/conditions/womens-health/menstrual-cramps.md: names "${name}" as a herb or formula, but content/herbs.ts has no entry of that name`,
      );
    }
    expect(message).not.toMatch(/names "(Abhyanga|Vata)"/);
  });

  it("keeps aconite off the children's pages", () => {
    for (const child of catalogue.category("childrens-wellness")!.conditions)
      expect([child.file, /aconit|ativisha/i.test(child.html)]).toEqual([child.file, false]);
  });

  it("gives the herbs the review found their entries, with cautions where their safety needs one", () => {
    for (const id of [
      "mandukaparni",
      "panchatikta-ghrita",
      "khadira",
      "pushkarmool",
      "pashanbheda",
      "bhallataka",
      "vacha",
    ]) {
      expect([id, catalogue.herb(id)!.allCautions.length > 0]).toEqual([id, true]);
    }
    expect(catalogue.product("kankayan-vati")!.cautions).toContain("unstudied");
    expect(catalogue.herb("hingu")!.allCautions).toContain("children");
    expect(catalogue.herb("isabgol")!.allCautions).toContain("choking");
  });

  it("fails the build on a herb entry that neither warns nor says why it need not", () => {
    const input = readCatalogueInput();
    input.herbs = input.herbs.map((h) =>
      h.id === "jeeraka"
        ? { ...h, noCaution: undefined }
        : h.id === "tulsi"
          ? { ...h, noCaution: "A sacred basil whose tea is drunk daily across India, so it needs none." }
          : h,
    );
    const message = problemsOf(input);
    expect(message).toContain(
      'content/herbs.ts: "jeeraka" has no caution; give it one, or say in noCaution why it needs none',
    );
    expect(message).toContain('content/herbs.ts: "tulsi" has cautions and a noCaution; keep one');
    expect(catalogue.product("kankayan-vati")!.ingredientNames.join(" ")).toMatch(/Bhallataka/);
  });
});
