import { expect, test } from "@playwright/test";
import { catalogue } from "../../lib/catalogue";
import { herbsNamedIn } from "../../lib/catalogue/herbs";
import { clinicFacts } from "../../content/clinic-facts";
import { sitemapPaths } from "./helpers";

/**
 * What docs/product.md ("No invented authority", "Products and disease pages") and
 * docs/content-standard.md promise, checked on every built page, before any script runs.
 */
test.use({ javaScriptEnabled: false });
// One scan of every page, shared by the checks below, so they run in order in one worker.
test.describe.configure({ mode: "default" });

type Scan = {
  path: string;
  text: string;
  whole: string;
  covered: string[];
  reviewed: boolean;
  rating: boolean;
  productCards: number;
  statements: number;
};

/** Reads a page as a visitor sees it: its main text without the cautions themselves, and which herbs' cautions it shows. */
async function scan(page: import("@playwright/test").Page, path: string): Promise<Scan> {
  await page.goto(path);
  return page.evaluate((path) => {
    const main = document.querySelector("main")!;
    const covered = [...main.querySelectorAll("[data-cautions-for]")].flatMap((el) =>
      el.getAttribute("data-cautions-for")!.split(" ").filter(Boolean),
    );
    const copy = main.cloneNode(true) as HTMLElement;
    for (const el of copy.querySelectorAll("[data-cautions-for]")) el.remove();
    return {
      path,
      text: copy.innerText,
      whole: document.body.innerText,
      covered,
      reviewed: /medically reviewed by/i.test(main.innerText),
      rating: /\/ 5 from|★/.test(main.innerText),
      productCards: main.querySelectorAll("article[data-cautions-for]").length,
      statements: main.querySelectorAll("[data-supplement-statement]").length,
    };
  }, path);
}

const pages: Scan[] = [];

test.beforeAll(async ({ browser }) => {
  test.setTimeout(240_000);
  const page = await browser.newPage({ javaScriptEnabled: false });
  const paths = [...new Set([...(await sitemapPaths(page)), "/"])];
  for (const path of paths) pages.push(await scan(page, path));
  await page.close();
});

test("every page that names a herb with cautions shows those cautions", () => {
  expect(pages.length).toBeGreaterThan(100);
  const missing = pages.flatMap((p) =>
    herbsNamedIn(p.text, catalogue.herbs)
      .map((id) => catalogue.herb(id)!)
      .filter((herb) => herb.allCautions.length > 0 && !p.covered.includes(herb.id))
      .map((herb) => `${p.path}: ${herb.name}`),
  );
  expect(missing).toEqual([]);
});

test("no page states a claim the clinic has not confirmed: not in the header, the footer or the text", () => {
  // The claims short enough to be said in a word or two ("certified", "MOST POPULAR", the office's city).
  const unconfirmed = Object.values(clinicFacts)
    .filter((fact) => !("confirmed" in fact && fact.confirmed))
    .map((fact) => fact.value)
    .filter((value): value is string => typeof value === "string" && value.length < 30);
  expect(unconfirmed).toEqual(expect.arrayContaining(["certified", "MOST POPULAR", "BEST VALUE", "Ghaziabad"]));
  const found = pages.flatMap((p) =>
    unconfirmed
      .filter((claim) => p.whole.toLowerCase().includes(claim.toLowerCase()))
      .map((claim) => `${p.path}: ${claim}`),
  );
  expect(found).toEqual([]);
});

test("while the roster is sample, no page names a reviewer and no doctor shows a rating", () => {
  expect(catalogue.doctors.every((d) => d.registration.status === "sample")).toBe(true);
  expect(pages.filter((p) => p.reviewed).map((p) => p.path)).toEqual([]);
  expect(pages.filter((p) => p.rating).map((p) => p.path)).toEqual([]);
});

test("no product is shown on a serious disease's or a child's page, and each of them says why", async ({ page }) => {
  const withheld = [
    ...catalogue.conditions.filter((c) => c.productsWithheld).map((c) => c.href),
    ...catalogue.legacyPages.filter((p) => p.productsWithheld).map((p) => `/consultations/${p.slug}`),
  ];
  // The named examples of the content standard are among them.
  for (const path of [
    "/consultations/weight-metabolic-health/type2-diabetes-support",
    "/consultations/heart-circulatory-health/cardiac-weakness",
    "/consultations/heart-circulatory-health/high-blood-pressure",
    "/consultations/mental-health-sleep/depression",
    "/consultations/senior-elderly-care/memory-loss-dementia",
    "/consultations/immunity-respiratory-health/asthma-support",
    "/consultations/childrens-wellness/adhd-hyperactivity",
    "/consultations/diabetes",
    "/consultations/heart-circulatory-health/high-cholesterol",
    "/consultations/womens-health/fertility-support",
    "/consultations/womens-health/endometriosis",
    "/consultations/mens-health/prostate-health",
  ]) {
    expect(withheld).toContain(path);
  }
  for (const path of withheld) {
    const found = pages.find((p) => p.path === path)!;
    expect([path, found.productCards]).toEqual([path, 0]);
  }
  await page.goto("/consultations/childrens-wellness/adhd-hyperactivity");
  await expect(page.getByRole("heading", { name: "Why we suggest no products here" })).toBeVisible();
  await expect(page.getByText("A child's body is not a small adult's")).toBeVisible();
  await page.goto("/consultations/heart-circulatory-health/cardiac-weakness");
  await expect(page.getByText("This condition is usually treated with prescription medicines")).toBeVisible();
  // A page whose usual products their own cautions rule out says so, in its own words.
  await page.goto("/consultations/womens-health/endometriosis");
  await expect(
    page.getByText("herbs that may act on hormones, such as Shatavari and Kanchnar Guggulu, are to be avoided with it"),
  ).toBeVisible();
});

test("every list of products carries the supplement statement, and each product its ingredients", async ({ page }) => {
  const withProducts = pages.filter((p) => p.productCards > 0);
  // Decision 062 left 30 pages with product cards: a page shows none where the products' cautions rule out the readers it covers.
  expect(withProducts.length).toBeGreaterThan(25);
  expect(withProducts.filter((p) => p.statements === 0).map((p) => p.path)).toEqual([]);
  await page.goto("/consultations/mental-health-sleep/chronic-stress-burnout");
  const card = page.locator("article", { has: page.getByRole("heading", { name: "Ashwagandha Capsules" }) });
  await expect(card.getByText("Main ingredients: Ashwagandha (Withania somnifera)")).toBeVisible();
  await expect(card.getByText("you have liver disease")).toBeVisible();
  await expect(
    page.getByText("These statements have not been evaluated by the Food and Drug Administration.", { exact: false }),
  ).toBeVisible();
});

test("shilajit and mineral preparations are suggested nowhere, and giloy is not sold for the liver", () => {
  const cards = pages.map((p) => p.text);
  for (const text of cards) {
    expect(text).not.toMatch(/Shilajit Resin|Chandraprabha Vati\s*₹/);
  }
  expect(catalogue.product("giloy-tablets")!.use).not.toMatch(/liver/i);
});

test("every article and the footer link to the editorial policy", async ({ page }) => {
  for (const p of pages.filter((p) => /^\/consultations\/[^/]+\/[^/]+$|^\/blogs\/./.test(p.path))) {
    expect([p.path, p.text.includes("How we write and check our pages")]).toEqual([p.path, true]);
  }
  await page.goto("/");
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "Editorial Policy" })).toHaveAttribute(
    "href",
    "/editorial-policy",
  );
});
