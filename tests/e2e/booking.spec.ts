import { expect, test, type Locator } from "@playwright/test";
import { axeClean, hydrated, postedStatus } from "./helpers";
import { agree, findLead, uniqueEmail } from "./leads";

// The served build runs with BOOKING=on (playwright.config.ts): the sample roster on its sample
// hours, India time (content/booking-sample-hours.ts). Tests run side by side on one store, so
// each books a doctor of its own.

const la = "America/Los_Angeles";

async function fillDetails(form: Locator, name: string, email: string) {
  await form.getByLabel("Full Name").fill(name);
  await form.getByLabel("Email Address").fill(email);
  await form.getByLabel("Country code").selectOption("US");
  await form.getByLabel("Phone Number").fill("2015550123");
  await form.getByLabel(/Anything the doctor should know/).fill("Knee pain in the mornings");
  await agree(form);
}

/** The `at` (an instant) and `day` of a time link. */
const choiceOf = async (link: Locator) => {
  const url = new URL((await link.getAttribute("href"))!, "http://x");
  return { at: url.searchParams.get("at")!, day: url.searchParams.get("day")! };
};

for (const javaScriptEnabled of [true, false]) {
  const doctor = javaScriptEnabled
    ? { id: "dr-anjali-menon", name: "Anjali Menon" }
    : { id: "dr-vikram-patil", name: "Vikram Patil" };

  test(`${javaScriptEnabled ? "with" : "without"} JavaScript: pick a time in Los Angeles, book it, see it in LA time and IST, move it, cancel it, and the time is free again`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled, baseURL: test.info().project.use.baseURL });
    const page = await context.newPage();
    await page.goto(`/book-consultation?tz=${la}`);
    await expect(page.getByText(/Times shown in America\/Los Angeles \(UTC-0[78]:00\)/)).toBeVisible();

    // The choices are a plain GET form.
    const controls = page.getByRole("group", { name: "Your consultation" });
    await controls.getByLabel("Consultation type", { exact: true }).selectOption("free-first-call");
    await controls.getByLabel("Doctor").selectOption(doctor.id);
    await controls.getByRole("button", { name: "Show times" }).click();
    await expect(page).toHaveURL(new RegExp(`doctor=${doctor.id}`));
    await expect(controls.getByLabel("Your time zone")).toHaveValue(la);

    // A day with several free times (so another is left to move to), then its first time.
    const days = page.getByRole("navigation", { name: "Days with free times" }).getByRole("link");
    const busy = (await days.allTextContents()).findIndex((text) => Number(/(\d+) times/.exec(text)?.[1] ?? 0) >= 8);
    expect(busy).toBeGreaterThanOrEqual(0);
    await days.nth(busy).click();
    await expect(days.nth(busy)).toHaveAttribute("aria-current", "date");
    const firstTime = page
      .getByRole("region", { name: /Free times on/ })
      .getByRole("link")
      .first();
    const time = (await firstTime.textContent())!.trim();
    const booked = await choiceOf(firstTime);
    await firstTime.click();
    await expect(page.getByRole("heading", { name: "Your details" })).toBeVisible();
    await expect(
      page.getByText(new RegExp(`${time} Pacific (Standard|Daylight) Time \\(America/Los_Angeles\\)`)),
    ).toBeVisible();
    // axe runs in the page's JavaScript: the run with it checks these same server-rendered pages.
    if (javaScriptEnabled) await axeClean(page);

    const email = uniqueEmail(`booking-${javaScriptEnabled ? "js" : "nojs"}`);
    const form = page.locator("#your-details form");
    await fillDetails(form, "Maria Lopez", email);
    await form.getByRole("button", { name: "Book this time" }).click();

    await expect(page.getByRole("heading", { level: 1, name: "Your consultation is booked" })).toBeVisible();
    await expect(page.getByTestId("visitor-time")).toContainText(`, ${time} Pacific`);
    await expect(page.getByTestId("visitor-time")).toContainText("(America/Los_Angeles)");
    await expect(page.getByTestId("clinic-time")).toContainText("India Standard Time (Asia/Kolkata)");
    await expect(page.getByText(`Dr. ${doctor.name}`).first()).toBeVisible();
    await expect(page.getByText(/By phone: .* will call you on \+12015550123/)).toBeVisible();
    const lead = await findLead({ email });
    expect(lead).toMatchObject({ form_type: "Consultation Booking", status: "booked" });
    // axe runs in the page's JavaScript: the run with it checks these same server-rendered pages.
    if (javaScriptEnabled) await axeClean(page);

    // The invitation to download.
    const calendar = page.getByRole("link", { name: "Add to your calendar (.ics)" });
    const ics = await page.request.get((await calendar.getAttribute("href"))!);
    expect(ics.status()).toBe(200);
    expect(ics.headers()["content-type"]).toContain("text/calendar");
    expect(await ics.text()).toContain(`DTSTART:${booked.at.replace(/[-:]/g, "").replace(/\.\d+Z$/, "Z")}`);

    // Manage: move to another time on the same day.
    await page.getByRole("link", { name: "Reschedule or cancel this booking" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Your consultation" })).toBeVisible();
    // The title arrives with the page's metadata, after its body when the page is reached by a link.
    await expect(page).toHaveTitle(/Your consultation/);
    // axe runs in the page's JavaScript: the run with it checks these same server-rendered pages.
    if (javaScriptEnabled) await axeClean(page);
    const bookedDay = page
      .getByRole("navigation", { name: "Days with free times" })
      .locator(`a[href*="day=${booked.day}"]`);
    await bookedDay.click();
    await expect(bookedDay).toHaveAttribute("aria-current", "date");
    const radios = page.getByRole("group", { name: /Free times on/ }).getByRole("radio");
    // No time is chosen for the visitor: "Move to this time" moves only to one they ticked.
    expect(await radios.evaluateAll((all) => all.filter((radio) => (radio as HTMLInputElement).checked).length)).toBe(
      0,
    );
    const other = radios.nth(3);
    const movedTo = (await other.getAttribute("value"))!;
    await other.check();
    await page.getByRole("button", { name: "Move to this time" }).click();
    await expect(page.getByRole("status").filter({ hasText: "has moved to the new time" })).toBeVisible();
    await expect(page.getByTestId("visitor-time")).not.toContainText(`, ${time} Pacific`);

    // Cancel, with a confirming step.
    await page.getByRole("link", { name: "Cancel this consultation" }).click();
    await page.getByRole("button", { name: "Yes, cancel my consultation" }).click();
    await expect(page.getByRole("status").filter({ hasText: "is cancelled" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Move to this time" })).toHaveCount(0);

    // Both times are free again in the picker.
    await page.goto(`/book-consultation?type=free-first-call&doctor=${doctor.id}&tz=${la}&day=${booked.day}`);
    const region = page.getByRole("region", { name: /Free times on/ });
    await expect(region.locator(`a[href*="at=${encodeURIComponent(movedTo)}"]`)).toHaveCount(1);
    await expect(region.locator(`a[href*="at=${encodeURIComponent(booked.at)}"]`)).toHaveCount(1);
    await context.close();
  });
}

test("two visitors book the same time: the second hears it was just taken, is offered the nearest times, and keeps what they typed", async ({
  browser,
}) => {
  const context = await browser.newContext();
  const [first, second] = [await context.newPage(), await context.newPage()];
  const picker = `/book-consultation?type=follow-up&doctor=dr-arjun-mehta&tz=${la}`;
  await first.goto(picker);
  const days = first.getByRole("navigation", { name: "Days with free times" }).getByRole("link");
  await days.nth(3).click();
  const slot = first
    .getByRole("region", { name: /Free times on/ })
    .getByRole("link")
    .first();
  const href = (await slot.getAttribute("href"))!;
  await first.goto(href);
  await second.goto(href);

  const secondEmail = uniqueEmail("booking-race-second");
  for (const [page, name, email] of [
    [first, "First Visitor", uniqueEmail("booking-race-first")],
    [second, "Second Visitor", secondEmail],
  ] as const) {
    await fillDetails(page.locator("#your-details form"), name, email);
  }
  await first.locator("#your-details form").getByRole("button", { name: "Book this time" }).click();
  await expect(first.getByRole("heading", { level: 1, name: "Your consultation is booked" })).toBeVisible();

  const form = second.locator("#your-details form");
  await form.getByRole("button", { name: "Book this time" }).click();
  await expect(form.getByRole("alert")).toContainText("that time was just taken");
  const nearest = form.getByRole("group", { name: /Nearest free times/ }).getByRole("radio");
  await expect(nearest.first()).toBeChecked();
  expect(await nearest.count()).toBeGreaterThan(0);
  await expect(form.getByLabel("Full Name")).toHaveValue("Second Visitor");
  await expect(form.getByLabel("Email Address")).toHaveValue(secondEmail);
  await expect(form.getByLabel("Phone Number")).toHaveValue("2015550123");
  await axeClean(second);

  // The nearest time offered books at once.
  await form.getByRole("button", { name: "Book the chosen time" }).click();
  await expect(second.getByRole("heading", { level: 1, name: "Your consultation is booked" })).toBeVisible();
  await context.close();
});

test("without a zone in the address, the picker turns to the browser's own zone, and its lists follow", async ({
  browser,
}) => {
  const context = await browser.newContext({
    timezoneId: "Australia/Sydney",
    baseURL: test.info().project.use.baseURL,
  });
  const page = await context.newPage();
  await page.goto("/book-consultation");
  await expect(page).toHaveURL(/tz=Australia%2FSydney/);
  await expect(page.getByText(/Times shown in Australia\/Sydney \(UTC\+1[01]:00\)/)).toBeVisible();
  // The page shown again in the visitor's zone keeps one title, description and canonical link.
  await page.waitForLoadState("networkidle");
  await expect(page.locator("head title")).toHaveCount(1);
  await expect(page.locator('head meta[name="description"]')).toHaveCount(1);
  await expect(page.locator('head link[rel="canonical"]')).toHaveCount(1);
  // The zone list says what the page shows, and changing the type keeps the zone.
  await expect(page.getByLabel("Your time zone")).toHaveValue("Australia/Sydney");
  await page.getByLabel("Consultation type", { exact: true }).selectOption("follow-up");
  await page.getByRole("button", { name: "Show times" }).click();
  await expect(page).toHaveURL(/type=follow-up/);
  await expect(page).toHaveURL(/tz=Australia%2FSydney/);
  await expect(page.getByText(/Times shown in Australia\/Sydney/)).toBeVisible();
  await axeClean(page);
  await context.close();
});

test("a browser in India, which names its zone Asia/Calcutta, stays on the clinic's Asia/Kolkata", async ({
  browser,
}) => {
  const context = await browser.newContext({ timezoneId: "Asia/Kolkata", baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  await page.goto("/book-consultation");
  await hydrated(page);
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(1500);
  expect(new URL(page.url()).searchParams.get("tz")).toBeNull();
  await expect(page.getByText(/Times shown in Asia\/Kolkata/)).toBeVisible();
  await context.close();
});

test("without JavaScript and without a zone in the address, the times are in the clinic's zone, named as such", async ({
  browser,
}) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    timezoneId: "Australia/Sydney",
    baseURL: test.info().project.use.baseURL,
  });
  const page = await context.newPage();
  await page.goto("/book-consultation");
  await expect(
    page.getByText(/Times shown in Asia\/Kolkata \(UTC\+05:30\), the clinic's zone: choose yours above/),
  ).toBeVisible();
  await expect(page.getByLabel("Your time zone")).toHaveValue("Asia/Kolkata");
  await context.close();
});

test("times are on the visitor's clock: 12-hour for en-US, 24-hour for en-GB, with JavaScript and without", async ({
  browser,
}) => {
  for (const [locale, pattern] of [
    ["en-US", /^\d{1,2}:\d{2} (AM|PM)$/],
    ["en-GB", /^\d{2}:\d{2}$/],
  ] as const) {
    for (const javaScriptEnabled of [true, false]) {
      const context = await browser.newContext({ locale, javaScriptEnabled, baseURL: test.info().project.use.baseURL });
      const page = await context.newPage();
      await page.goto(`/book-consultation?tz=${la}&doctor=dr-anjali-menon`);
      const times = page.getByRole("region", { name: /Free times on/ }).getByRole("link");
      await expect(times.first()).toBeVisible();
      for (const text of await times.allTextContents())
        expect(text.trim(), `${locale}, ${javaScriptEnabled ? "with" : "without"} JavaScript`).toMatch(pattern);
      // The chosen time in the details' heading, on the same clock.
      const first = (await times.first().textContent())!.trim();
      await times.first().click();
      await expect(page.locator("#your-details")).toContainText(`, ${first} Pacific`);
      await context.close();
    }
  }
});

test("a wrong manage link is a clear 'not valid' page with 404, and its calendar file too", async ({ page }) => {
  const response = await page.goto(`/book-consultation/manage/${"A".repeat(43)}`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "This link is not valid" })).toBeVisible();
  await axeClean(page);
  const ics = await page.request.get(`/book-consultation/manage/${"A".repeat(43)}/invitation.ics`);
  expect(ics.status()).toBe(404);
});

test("without JavaScript, a wrong confirmation or manage link still shows its 'not valid' page", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  for (const kind of ["manage", "confirmed"]) {
    const response = await page.goto(`/book-consultation/${kind}/${"A".repeat(43)}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "This link is not valid" })).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "Book a consultation", exact: true })).toBeVisible();
  }
  await context.close();
});

test("invalid details are answered beside the fields, nothing is booked, and the typed values stay (without JavaScript)", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  await page.goto(`/book-consultation?type=free-first-call&doctor=dr-lakshmi-nair&tz=${la}`);
  await page
    .getByRole("region", { name: /Free times on/ })
    .getByRole("link")
    .first()
    .click();
  const form = page.locator("#your-details form");
  await form.getByLabel("Full Name").fill("Maria Lopez");
  await form.getByLabel("Email Address").fill("maria@");
  expect(await postedStatus(page, () => form.getByRole("button", { name: "Book this time" }).click())).toBe(422);
  await expect(form.getByText("Please enter a valid email address")).toBeVisible();
  await expect(form.getByLabel("Full Name")).toHaveValue("Maria Lopez");
  await expect(form.getByLabel("Email Address")).toHaveValue("maria@");
  await context.close();
});

test("after a consultation request, the visitor is offered to pick a time now, in the picker with their zone", async ({
  page,
}) => {
  await page.goto("/consultations/womens-health/pcos-pcod");
  await hydrated(page);
  const form = page.locator("aside form");
  await form.getByLabel("Full Name").fill("Maria Lopez");
  await form.getByLabel("Email Address").fill(uniqueEmail("booking-offer"));
  await form.getByLabel("Country code").selectOption("US");
  await form.getByLabel("Phone Number").fill("2015550123");
  await agree(form);
  await form.getByRole("button", { name: "Request Free Consultation" }).click();
  const offer = page.getByRole("link", { name: "Pick a time now" });
  await expect(offer).toHaveAttribute("href", /^\/book-consultation\?type=free-first-call&tz=/);
  await offer.click();
  await expect(page.getByRole("heading", { level: 1, name: "Book a Consultation" })).toBeVisible();
  await expect(page.getByLabel("Consultation type", { exact: true })).toHaveValue("free-first-call");
});
