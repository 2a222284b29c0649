import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { holdScripts, hydrationMark } from "./helpers";

const wcag = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
const cardNames = (page: Page) => page.locator("main article h2").allInnerTexts();
const status = (page: Page) => page.getByRole("status").filter({ hasText: "Showing" });
const enhanced = (page: Page) => expect(page.locator("form[role=search][data-enhanced]")).toBeAttached();

test.describe("doctors search and filters", () => {
  test("search by name or specialization narrows the list as the visitor types, and the address follows", async ({
    page,
  }) => {
    await page.goto("/doctors");
    await enhanced(page);
    expect(await cardNames(page)).toHaveLength(6);
    const search = page.getByLabel("Search by name or specialization");

    await search.fill("priya");
    await expect(status(page)).toHaveText("Showing 1 of 6 doctors");
    expect(await cardNames(page)).toEqual(["Dr. Priya Sharma"]);
    await expect(page).toHaveURL(/\/doctors\?q=priya$/);

    await search.fill("joint");
    expect(await cardNames(page)).toEqual(["Dr. Vikram Patil"]);

    await search.fill("");
    await expect(page.locator("main article h2")).toHaveCount(6);
    await expect(status(page)).toHaveText("Showing all 6 doctors");
    await expect(page).toHaveURL(/\/doctors$/);
  });

  test("a search typed before the page's scripts arrived filters the list when they do", async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto("/doctors");
    await page.getByLabel("Search by name or specialization").fill("priya");
    await expect(hydrationMark(page)).not.toBeAttached();
    release();
    await enhanced(page);
    await expect(status(page)).toHaveText("Showing 1 of 6 doctors");
    await expect(page.getByLabel("Search by name or specialization")).toHaveValue("priya");
    expect(await cardNames(page)).toEqual(["Dr. Priya Sharma"]);
    await expect(page).toHaveURL(/\/doctors\?q=priya$/);
  });

  test("filters by specialization and location, shows a message when nobody matches, and clears", async ({ page }) => {
    await page.goto("/doctors");
    await enhanced(page);
    await page.getByLabel("Location").selectOption("Mumbai");
    expect(await cardNames(page)).toEqual(["Dr. Priya Sharma"]);
    await page.getByLabel("Specialization", { exact: true }).selectOption("Skin & Hair");
    await expect(page.getByRole("status").getByText("No doctors match your search.")).toBeVisible();
    await expect(page.locator("main article h2")).toHaveCount(0);
    await expect(page).toHaveURL(/specialization=Skin\+%26\+Hair&location=Mumbai/);

    await page.getByRole("link", { name: "Clear filters" }).click();
    await expect(page.locator("main article h2")).toHaveCount(6);
    await expect(page.getByLabel("Location")).toHaveValue("");
    await expect(page.getByLabel("Specialization", { exact: true })).toHaveValue("");
    await expect(page.getByRole("link", { name: "Clear filters" })).toHaveCount(0);
  });

  test("a shared address opens the same filtered view", async ({ page }) => {
    await page.goto("/doctors?specialization=Women%27s+Health");
    expect(await cardNames(page)).toEqual(["Dr. Anjali Menon"]);
    await expect(page.getByLabel("Specialization", { exact: true })).toHaveValue("Women's Health");
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the search form is answered by the server", async ({ page }) => {
      await page.goto("/doctors");
      await page.getByLabel("Search by name or specialization").fill("lakshmi");
      await page.getByRole("button", { name: "Search" }).click();
      await expect(page).toHaveURL(/\/doctors\?q=lakshmi/);
      expect(await cardNames(page)).toEqual(["Dr. Lakshmi Nair"]);
      await expect(page.getByLabel("Search by name or specialization")).toHaveValue("lakshmi");

      await page.getByLabel("Search by name or specialization").fill("");
      await page.getByLabel("Location").selectOption("Jaipur");
      await page.getByLabel("Specialization", { exact: true }).selectOption("Panchakarma");
      await page.getByRole("button", { name: "Search" }).click();
      await expect(page.getByText("No doctors match your search.")).toBeVisible();
    });

    // The served build books (BOOKING=on): a card opens the slot picker with its doctor chosen.
    test("a card's 'Book an appointment' opens the slot picker with that doctor", async ({ page }) => {
      await page.goto("/doctors");
      await page.getByRole("link", { name: "Book an appointment with Dr. Arjun Mehta" }).click();
      await expect(page).toHaveURL(/\/book-consultation\?doctor=dr-arjun-mehta$/);
      await expect(page.getByLabel("Doctor", { exact: true })).toHaveValue("dr-arjun-mehta");
    });
  });

  test("a card's 'Book an appointment' chooses that doctor in the slot picker", async ({ page }) => {
    await page.goto("/doctors");
    await enhanced(page);
    await page.getByRole("link", { name: "Book an appointment with Dr. Vikram Patil" }).click();
    await expect(page).toHaveURL(/\/book-consultation\?doctor=dr-vikram-patil/);
    await expect(page.getByLabel("Doctor", { exact: true })).toHaveValue("dr-vikram-patil");
  });

  test("sample profiles say so, carry no rating, and are not published as Physicians", async ({ page }) => {
    await page.goto("/doctors");
    await expect(page.getByRole("note")).toContainText("Sample profiles.");
    const cards = page.locator("main article");
    await expect(cards).toHaveCount(6);
    for (const card of await cards.all()) {
      await expect(card.getByText("Sample profile", { exact: true })).toBeVisible();
      await expect(card.getByText("Rating")).toHaveCount(0);
    }
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    type Thing = { "@type": string; name?: string };
    const physicians = blocks
      .flatMap((b) => JSON.parse(b) as Thing | Thing[])
      .filter((t) => t["@type"] === "Physician");
    expect(physicians).toEqual([]);
    expect(blocks.join("")).not.toMatch(/aggregateRating|ratingValue|"review"/);
    // The booking form's choices say it too.
    await expect(
      page.locator("#book-appointment select[name=doctorId] option", { hasText: "Dr. Priya Sharma" }),
    ).toHaveText(/sample profile/);
  });

  for (const width of [360, 1280]) {
    test(`no WCAG 2.2 A/AA violation with a search and with no result (${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/doctors?q=priya");
      let results = await new AxeBuilder({ page }).withTags(wcag).analyze();
      expect(results.violations.map((v) => v.id)).toEqual([]);
      await page.goto("/doctors?q=nobody");
      await expect(page.getByText("No doctors match your search.")).toBeVisible();
      results = await new AxeBuilder({ page }).withTags(wcag).analyze();
      expect(results.violations.map((v) => v.id)).toEqual([]);
    });
  }
});

test.describe("the booking form's days, for a visitor in Los Angeles on an evening when it is already tomorrow in UTC", () => {
  test.use({ timezoneId: "America/Los_Angeles" });

  test("offers their own today as the earliest day and a year from it as the last, and says so beside the field for a day outside", async ({
    page,
  }) => {
    // 19:30 on 26 November 2026 in Los Angeles; 03:30 on the 27th in UTC.
    await page.clock.setFixedTime(new Date("2026-11-27T03:30:00Z"));
    await page.goto("/doctors");
    await expect(hydrationMark(page)).toBeAttached({ timeout: 15_000 });
    const form = page.locator("#book-appointment form");
    const day = form.getByLabel("Preferred Date (optional)");
    await expect(day).toHaveAttribute("min", "2026-11-26");
    await expect(day).toHaveAttribute("max", "2027-11-26");

    await form.getByLabel("Full Name").fill("Maria Lopez");
    await form.getByLabel("Email Address").fill("maria@example.com");
    await form.getByLabel("Phone Number").fill("2015550123");
    await day.fill("2027-11-27");
    await form.getByRole("button", { name: "Book Appointment" }).click();
    await expect(form.getByText("Please choose a date within the next year")).toBeVisible();
    await expect(day).toBeFocused();
  });
});
