import { expect, test, type Locator, type Page } from "@playwright/test";

/** The placeholder's tint: --color-highlight-soft in app/globals.css. */
const tint = [0xee, 0xf4, 0xcc];

/**
 * How a picture's box looks on screen: whether the square near its top left corner, where
 * Chromium draws its broken-image icon, is the placeholder's tint throughout, and how many
 * pixels across its middle are dark enough to be letters.
 */
async function looks(page: Page, picture: Locator) {
  const png = (await picture.screenshot()).toString("base64");
  return page.evaluate(
    async ({ png, tint }) => {
      const image = new Image();
      image.src = `data:image/png;base64,${png}`;
      await image.decode();
      const canvas = new OffscreenCanvas(image.width, image.height);
      const context = canvas.getContext("2d")!;
      context.drawImage(image, 0, 0);
      const { data } = context.getImageData(0, 0, image.width, image.height);
      const pixel = (x: number, y: number) => [...data.slice((y * image.width + x) * 4, (y * image.width + x) * 4 + 3)];
      let cornerIsTint = true;
      // From 6 px in, inside a rounded card's corner.
      for (let y = 6; y < 26; y++)
        for (let x = 6; x < 26; x++) if (pixel(x, y).some((c, i) => Math.abs(c - tint[i]!) > 3)) cornerIsTint = false;
      let letters = 0;
      for (let x = 0; x < image.width; x++)
        for (let y = Math.floor(image.height * 0.3); y < image.height * 0.7; y++)
          if (pixel(x, y).every((c) => c < 160)) letters++;
      return { cornerIsTint, letters };
    },
    { png, tint },
  );
}

const drawingFile = "img[src^='/art/']";

/**
 * The cards whose drawing is an image file (the first cards draw theirs in the page), each
 * scrolled to so that its drawing is fetched, and has failed.
 */
async function cardsWithFailedDrawings(page: Page) {
  const cards = await page.locator("article", { has: page.locator(drawingFile) }).all();
  for (const card of cards) {
    const drawing = card.locator(drawingFile);
    await drawing.scrollIntoViewIfNeeded();
    await expect
      .poll(() => drawing.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth === 0))
      .toBe(true);
  }
  return cards;
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`drawings that fail to load, ${javaScriptEnabled ? "with" : "without"} JavaScript`, () => {
    test.use({ javaScriptEnabled });

    test("the consultation cards show a placeholder with the category's name, not a broken image", async ({ page }) => {
      await page.route("**/art/**", (route) => route.abort());
      await page.goto("/consultations");
      const cards = await cardsWithFailedDrawings(page);
      expect(cards).toHaveLength(9);
      for (const card of cards) {
        const drawing = card.locator(drawingFile);
        await expect(drawing).toHaveAttribute(
          "data-fallback",
          (await card.getByRole("heading", { level: 2 }).textContent())!,
        );
        const { cornerIsTint, letters } = await looks(page, drawing);
        expect(cornerIsTint, "no broken-image icon").toBe(true);
        expect(letters, "the name is written").toBeGreaterThan(30);
      }
    });

    test("the product categories show 'Image not available', not a broken image", async ({ page }) => {
      await page.route("**/art/**", (route) => route.abort());
      await page.goto("/products");
      const cards = await cardsWithFailedDrawings(page);
      expect(cards).toHaveLength(9);
      for (const card of cards) {
        const drawing = card.locator(drawingFile);
        await expect(drawing).toHaveAttribute("data-fallback", "Image not available");
        const { cornerIsTint, letters } = await looks(page, drawing);
        expect(cornerIsTint, "no broken-image icon").toBe(true);
        expect(letters, "'Image not available' is written").toBeGreaterThan(30);
      }
    });
  });
}
