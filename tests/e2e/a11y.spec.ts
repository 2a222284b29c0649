import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { hydrated } from "./helpers";

const layouts = {
  home: "/",
  "consultations index": "/consultations",
  category: "/consultations/womens-health",
  condition: "/consultations/womens-health/menopause-support",
  "condition without products": "/consultations/mens-health/hair-loss-baldness",
  "older simple page": "/consultations/thyroid-health",
  policy: "/refund",
  faq: "/faq",
  doctors: "/doctors",
  blog: "/blogs",
  "diet plans": "/book-my-diet",
  products: "/products",
  contact: "/contact",
  "book a consultation": "/book-consultation",
};

const wcag = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

for (const [layout, path] of Object.entries(layouts)) {
  test(`no WCAG 2.2 A/AA violation: ${layout} (${path})`, async ({ page }) => {
    await page.goto(path);
    const results = await new AxeBuilder({ page }).withTags(wcag).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  });
}

test("no WCAG 2.2 A/AA violation with the DISEASE menu, dialpad and cart open", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/");
  await hydrated(page);
  await page.getByRole("button", { name: "Disease" }).click();
  await expect(page.getByRole("button", { name: "Disease" })).toHaveAttribute("aria-expanded", "true");
  let results = await new AxeBuilder({ page }).withTags(wcag).analyze();
  expect(results.violations.map((v) => v.id)).toEqual([]);
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: "Open dialpad" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  results = await new AxeBuilder({ page }).withTags(wcag).analyze();
  expect(results.violations.map((v) => v.id)).toEqual([]);
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: /^Cart, / }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  results = await new AxeBuilder({ page }).withTags(wcag).analyze();
  expect(results.violations.map((v) => v.id)).toEqual([]);
});

test("no WCAG 2.2 A/AA violation in the lead dialogs, the checkout and forms showing errors", async ({ page }) => {
  const check = async (label: string) => {
    const results = await new AxeBuilder({ page }).withTags(wcag).analyze();
    expect(
      results.violations.map((v) => `${label}: ${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
    ).toEqual([]);
  };
  // The promo strip is the home page's; its dialog is the lead dialog every popup uses.
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  await hydrated(page);
  await page.getByRole("link", { name: "Claim your free consultation" }).click();
  const strip = page.getByRole("dialog", { name: "Get a Free Consultation" });
  await expect(strip).toBeVisible();
  await check("strip dialog");
  await strip.getByRole("button", { name: "Request Free Consultation" }).click();
  await expect(strip.getByText("Name is required")).toBeVisible();
  await check("strip dialog with errors");
  await page.keyboard.press("Escape");

  await page.goto("/book-my-diet");
  await page.waitForLoadState("networkidle");
  await hydrated(page);
  // The health questions are optional, but an answer given is checked: an age of 0 shows its message.
  await page.locator("#diet-form").getByLabel("Age (optional)", { exact: true }).fill("0");
  await page.locator("#diet-form").getByRole("button", { name: "Book My Free Consultation" }).click();
  await expect(page.locator("#diet-form").getByText("Name is required")).toBeVisible();
  await expect(page.locator("#diet-form").getByText("Please enter your age in years (1-120)")).toBeVisible();
  // Wherever the visitor has scrolled, a field can pass under the sticky header; axe would
  // count that as an obscured target. Check the form where it sits below the header.
  await page
    .locator("#diet-form h2")
    .evaluate((h) => window.scrollTo(0, h.getBoundingClientRect().top + scrollY - 100));
  await check("diet form with errors");
  await page.getByRole("button", { name: "Add Starter Care Plan to cart" }).click();
  await page.getByRole("button", { name: /^Cart, / }).click();
  await page.getByRole("link", { name: "Proceed to Checkout" }).click();
  await expect(page.getByRole("heading", { name: "Your plans" })).toBeVisible();
  await hydrated(page);
  // The checkout page with the messages beside its fields (docs/payments.md).
  await page.getByRole("button", { name: "Continue to Payment" }).click();
  await expect(page.getByText("Name is required")).toBeVisible();
  await check("checkout");
});

test.describe("the automatic popup", () => {
  test.use({ storageState: { cookies: [], origins: [] } });
  test("no WCAG 2.2 A/AA violation when it is open", async ({ page }) => {
    await page.clock.install();
    await page.goto("/faq");
    await page.waitForLoadState("networkidle");
    await hydrated(page);
    await page.clock.runFor(7_100);
    await expect(page.getByRole("dialog", { name: "Get Your FREE Ayurvedic Consultation!" })).toBeVisible();
    const results = await new AxeBuilder({ page }).withTags(wcag).analyze();
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });
});
