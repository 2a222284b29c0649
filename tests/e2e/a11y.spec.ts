import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";

const layouts = {
  home: "/",
  "consultations index": "/consultations",
  category: "/consultations/womens-health",
  condition: "/consultations/womens-health/pcos-pcod",
  "condition without article yet": "/consultations/digestive-gut-health/ibs",
  "older simple page": "/consultations/thyroid-health",
  policy: "/refund",
  faq: "/faq",
  doctors: "/doctors",
  blog: "/blogs",
  "diet plans": "/book-my-diet",
  products: "/products",
  contact: "/contact",
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
  await expect(page.locator(".dm[data-enhanced]")).toBeAttached();
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
