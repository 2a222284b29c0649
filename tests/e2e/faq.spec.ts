import { expect, test, type Page } from "@playwright/test";

const questions = (page: Page) => page.locator("main details");

for (const javaScriptEnabled of [true, false]) {
  test.describe(`the FAQ accordion (JavaScript ${javaScriptEnabled ? "on" : "off"})`, () => {
    test.use({ javaScriptEnabled });

    test("holds 20 questions, opens one at a time, and closes the open one when it is clicked again", async ({
      page,
    }) => {
      await page.goto("/faq");
      await expect(questions(page)).toHaveCount(20);
      await expect(page.locator("main details[open]")).toHaveCount(0);

      const first = questions(page).nth(0);
      const second = questions(page).nth(1);
      await first.locator("summary").click();
      await expect(first).toHaveAttribute("open", "");
      await expect(first.locator("p")).toBeVisible();

      await second.locator("summary").click();
      await expect(second).toHaveAttribute("open", "");
      await expect(first).not.toHaveAttribute("open", "");
      await expect(page.locator("main details[open]")).toHaveCount(1);

      await second.locator("summary").click();
      await expect(page.locator("main details[open]")).toHaveCount(0);
    });
  });
}

test("the keyboard opens and closes an answer", async ({ page }) => {
  await page.goto("/faq");
  const third = questions(page).nth(2);
  await third.locator("summary").focus();
  await page.keyboard.press("Enter");
  await expect(third).toHaveAttribute("open", "");
  await page.keyboard.press("Space");
  await expect(third).not.toHaveAttribute("open", "");
});

test("FAQPage structured data carries the same 20 questions and answers", async ({ page }) => {
  await page.goto("/faq");
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  type Faq = { "@type": string; mainEntity: { name: string; acceptedAnswer: { text: string } }[] };
  const faq = blocks.map((b) => JSON.parse(b) as Faq).find((d) => d["@type"] === "FAQPage");
  expect(faq?.mainEntity).toHaveLength(20);
  const shown = await questions(page).locator("summary").allInnerTexts();
  expect(faq!.mainEntity.map((q) => q.name)).toEqual(shown.map((s) => s.trim()));
  expect(faq!.mainEntity.every((q) => q.acceptedAnswer.text.length > 20)).toBe(true);
  expect(blocks.join("")).not.toContain("{{");
});
