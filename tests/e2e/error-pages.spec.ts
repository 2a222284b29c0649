import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { signInContext } from "./staff";

/**
 * The error pages, against the pages that always throw. Those exist only in a build made with
 * ERROR_DRILL=on (scripts/test.sh builds so; next.config.ts); in any other build they are not found.
 */
const drill = async (page: Page, path: string) => {
  const response = await page.goto(path);
  expect(response?.status(), `${path} answers 500 only in a build made with ERROR_DRILL=on`).toBe(500);
};

test("a public page that throws shows the site's error page in the site's frame, with a way back", async ({ page }) => {
  await drill(page, "/drill/error");
  await expect(page.getByRole("heading", { level: 1, name: "Something went wrong" })).toBeVisible();
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze();
  expect(results.violations).toEqual([]);

  // Trying again asks the server for the page afresh (and it fails again).
  const asked = page.waitForRequest((request) => new URL(request.url()).pathname === "/drill/error");
  await page.getByRole("button", { name: "Try again" }).click();
  await asked;
  await expect(page.getByRole("heading", { level: 1, name: "Something went wrong" })).toBeVisible();

  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("Something went wrong");
});

test("an inbox page that throws shows the inbox's error page in the inbox's frame, with the way back to the leads", async ({
  page,
  context,
}) => {
  await signInContext(context);
  await drill(page, "/inbox/drill/error");
  await expect(
    page.getByRole("heading", { level: 1, name: "This page of the inbox could not be shown" }),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Open the website" })).toBeVisible();
  // Not the public site's frame.
  await expect(page.getByRole("contentinfo")).toHaveCount(0);
  await page.getByRole("link", { name: "Back to the leads" }).click();
  await expect(page).toHaveURL(/\/inbox$/);
});

test("a failure outside both frames shows the whole-document error page, with a way back", async ({ page }) => {
  await drill(page, "/drill/frame");
  await expect(page.getByRole("heading", { level: 1, name: "Something went wrong" })).toBeVisible();
  await expect(page).toHaveTitle("Something went wrong");
  await expect(page.getByRole("banner")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Try again" })).toBeVisible();
  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL(/\/$/);
});
