import { expect, test, type Page } from "@playwright/test";
import { agree, uniqueEmail } from "./leads";

/**
 * The booking pages' drop-downs (the picker's and the manage page's choices) show each choice whole on a phone, a tablet and a desktop: a
 * select cuts the text of the option it shows at its own width ("America/Los Angeles (UTC-08:"
 * at 360 px, "Free first call (20 mir" at 768 px before). Measured in Chromium: for every option
 * of every select on the page, the width a copy of the select holding only that option takes
 * at its natural size (text, padding and arrow), against the select's own width.
 */
async function cutLabels(page: Page) {
  return page
    .getByRole("group", { name: "Your consultation" })
    .locator("select")
    .evaluateAll((selects) =>
      (selects as HTMLSelectElement[]).flatMap((select) =>
        [...select.options].flatMap((option) => {
          const copy = select.cloneNode(false) as HTMLSelectElement;
          copy.removeAttribute("id");
          copy.removeAttribute("name");
          copy.append(option.cloneNode(true));
          // Absolutely placed, a box takes its natural width; the copy keeps the select's font, padding and border.
          copy.style.cssText =
            "position: absolute; visibility: hidden; width: auto; min-width: 0; max-width: none; left: 0; top: 0";
          select.parentElement!.append(copy);
          const needed = copy.getBoundingClientRect().width;
          copy.remove();
          const has = select.getBoundingClientRect().width;
          return needed > has + 0.5
            ? [`${select.id}: "${option.text}" needs ${Math.ceil(needed)} px, has ${Math.floor(has)} px`]
            : [];
        }),
      ),
    );
}

const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

const widths = [360, 768, 1280];

test("the picker's type, doctor and zone lists show every choice whole at 360, 768 and 1280 px, without JavaScript too", async ({
  browser,
}) => {
  for (const javaScriptEnabled of [true, false]) {
    const context = await browser.newContext({ javaScriptEnabled, baseURL: test.info().project.use.baseURL });
    const page = await context.newPage();
    for (const width of widths) {
      await page.setViewportSize({ width, height: 900 });
      // Los Angeles and Toronto were cut; a zone from outside the list joins it under its city's name.
      for (const zone of ["America/Los_Angeles", "America/Toronto", "America/Argentina/Buenos_Aires"]) {
        await page.goto(`/book-consultation?tz=${zone}`);
        await expect(page.getByLabel("Your time zone")).toHaveValue(zone);
        expect(await cutLabels(page), `${width} px, ${zone}, JavaScript ${javaScriptEnabled ? "on" : "off"}`).toEqual(
          [],
        );
        expect(await sideways(page)).toBe(0);
      }
    }
    await context.close();
  }
});

test("the manage page's zone list shows every zone whole at 360, 768 and 1280 px", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  await page.setViewportSize({ width: 360, height: 900 });
  // The last free time on offer, any doctor: far from the times the other tests book.
  await page.goto("/book-consultation?tz=America/Los_Angeles&type=free-first-call");
  await page.getByRole("navigation", { name: "Days with free times" }).getByRole("link").last().click();
  await page
    .getByRole("region", { name: /Free times on/ })
    .getByRole("link")
    .last()
    .click();
  const form = page.locator("#your-details form");
  await form.getByLabel("Full Name").fill("Dana Whitfield");
  await form.getByLabel("Email Address").fill(uniqueEmail("select-labels"));
  await form.getByLabel("Country code").selectOption("US");
  await form.getByLabel("Phone Number").fill("2015550143");
  await agree(form);
  await form.getByRole("button", { name: "Book this time" }).click();
  await page.getByRole("link", { name: "Reschedule or cancel this booking" }).click();
  await expect(page.getByRole("heading", { name: "Move to another time" })).toBeVisible();
  const manage = page.url();
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(manage);
    await expect(page.getByLabel("Your time zone")).toHaveValue("America/Los_Angeles");
    expect(await cutLabels(page), `${width} px`).toEqual([]);
    expect(await sideways(page)).toBe(0);
  }
  await context.close();
});
