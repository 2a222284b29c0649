import { expect, test, type Locator } from "@playwright/test";
import { plans } from "@/content/plans";

/** The widths the site is drawn for (phone, tablet in portrait, small laptop, desktop). */
const widths = [360, 768, 1024, 1280];

/** How many lines a piece of text is laid out on. */
const lines = (text: Locator) =>
  text.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
  });

test.describe("the plans on Book My Diet", () => {
  for (const width of widths) {
    test(`at ${width} px every price stays inside its card, and '/ month' on one line`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/book-my-diet");
      const cards = page.locator("#plans article");
      await expect(cards).toHaveCount(3);
      for (const card of await cards.all()) {
        const box = (await card.boundingBox())!;
        const price = card.locator("p", { hasText: "$" }).first();
        for (const part of await price.locator("> *").all()) {
          const partBox = (await part.boundingBox())!;
          expect(partBox.x, `${await part.textContent()} starts inside its card`).toBeGreaterThanOrEqual(box.x);
          expect(partBox.x + partBox.width, `${await part.textContent()} ends inside its card`).toBeLessThanOrEqual(
            box.x + box.width,
          );
        }
        // A struck-through was-price only where the clinic has confirmed one (content/clinic-facts.ts).
        const heading = await card.getByRole("heading").textContent();
        const plan = plans.find((p) => p.name === heading);
        expect(plan, "each card is one of content/plans.ts").toBeDefined();
        await expect(card.locator("s")).toHaveCount(plan?.regularPrice ? 1 : 0);
        expect(await lines(price.getByText("/ month"))).toBe(1);
      }
    });
  }
});

test.describe("About", () => {
  for (const width of [360, 768, 1280]) {
    test(`at ${width} px 'Who we are' starts at the top of its card, with no empty band above it`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/about");
      const heading = page.getByRole("heading", { level: 2, name: "Who we are" });
      const card = page.locator(".prose-article", { has: heading });
      const cardTop = (await card.boundingBox())!.y;
      const padding = await card.evaluate((element) => parseFloat(getComputedStyle(element).paddingTop));
      // The heading's line box sits a few pixels above its letters; nothing more stands between.
      expect((await heading.boundingBox())!.y - cardTop - padding).toBeLessThanOrEqual(2);
    });
  }
});
