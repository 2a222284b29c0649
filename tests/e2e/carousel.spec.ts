import { expect, test } from "@playwright/test";
import { holdScripts, hydrated, hydrationMark } from "./helpers";

const page4 = "/consultations/womens-health/menopause-support"; // four featured products

test.describe("the Featured Products carousel on condition pages", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("advances every 3000 ms, pauses on hover, and stops for good once the visitor takes over", async ({ page }) => {
    await page.clock.install();
    await page.goto(page4);
    const region = page.getByRole("group", { name: "Featured Products" });
    const position = region.getByTestId("carousel-position");
    await region.scrollIntoViewIfNeeded();
    await expect(position).toHaveText("1 / 4");

    await page.clock.runFor(3100);
    await expect(position).toHaveText("2 / 4");

    await region.getByRole("list", { name: "Featured Products" }).hover();
    await page.clock.runFor(6500);
    await expect(position).toHaveText("2 / 4");
    await page.mouse.move(5, 5);
    await page.clock.runFor(3100);
    await expect(position).toHaveText("3 / 4");

    await region.getByRole("button", { name: "Previous products" }).click();
    await expect(position).toHaveText("2 / 4");
    await page.mouse.move(5, 5);
    await page.clock.runFor(9500);
    await expect(position).toHaveText("2 / 4");
    await expect(region.getByRole("button", { name: "Play automatic scrolling" })).toBeVisible();
  });

  test("swiped before the page's scripts arrived, it counts from where it is and does not move on its own", async ({
    page,
  }) => {
    const release = await holdScripts(page);
    await page.goto(page4);
    const list = page.getByRole("list", { name: "Featured Products" });
    await list.scrollIntoViewIfNeeded();
    await list.evaluate((row) =>
      row.scrollTo({ left: (row.children[2] as HTMLElement).offsetLeft - (row.children[0] as HTMLElement).offsetLeft }),
    );
    await expect(hydrationMark(page)).not.toBeAttached();
    release();
    await hydrated(page);
    const region = page.getByRole("group", { name: "Featured Products" });
    await expect(region.getByTestId("carousel-position")).toHaveText("3 / 4");
    await expect(region.getByRole("button", { name: "Play automatic scrolling" })).toBeVisible();
  });

  test("wraps around from the last product to the first, and back", async ({ page }) => {
    await page.goto(page4);
    const region = page.getByRole("group", { name: "Featured Products" });
    const position = region.getByTestId("carousel-position");
    await region.getByRole("button", { name: "Previous products" }).click();
    await expect(position).toHaveText("4 / 4");
    await region.getByRole("button", { name: "Next products" }).click();
    await expect(position).toHaveText("1 / 4");
  });

  test("the pause control stops it", async ({ page }) => {
    await page.clock.install();
    await page.goto(page4);
    const region = page.getByRole("group", { name: "Featured Products" });
    await region.getByRole("button", { name: "Pause automatic scrolling" }).click();
    await page.mouse.move(5, 5);
    await page.clock.runFor(7000);
    await expect(region.getByTestId("carousel-position")).toHaveText("1 / 4");
  });

  test("does not move for a visitor who asks for reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.clock.install();
    await page.goto(page4);
    await page.clock.runFor(7000);
    const region = page.getByRole("group", { name: "Featured Products" });
    await expect(region.getByTestId("carousel-position")).toHaveText("1 / 4");
    await expect(region.getByRole("button", { name: "Play automatic scrolling" })).toBeVisible();
  });
});

test("an older page's carousel, two products in view: three stops, and the last dot shows the last two", async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/consultations/piles");
  await page.waitForLoadState("networkidle");
  await hydrated(page);
  const region = page.getByRole("group", { name: "Recommended Products" });
  const dots = region.getByRole("button", { name: /^Show products \d+ to \d+$/ });
  await expect(dots).toHaveCount(3);
  await dots.last().click();
  await expect(region.getByTestId("carousel-position")).toHaveText("3–4 / 4");
  await expect(dots.last()).toHaveAttribute("aria-current", "true");
});

test("pages that docs/content-standard.md leaves without products show no carousel", async ({ page }) => {
  for (const path of [
    "/consultations/joint-bone-health/osteoporosis-weak-bones",
    "/consultations/mens-health/hair-loss-baldness",
  ]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { name: "Featured Products" })).toHaveCount(0);
  }
  await page.goto("/consultations/joint-bone-health/osteoarthritis");
  for (const price of ["₹349", "₹799", "₹899", "₹299"])
    await expect(page.getByText(new RegExp(`^${price} /`))).toBeVisible();
});
