import { expect, test, type Locator, type Page } from "@playwright/test";
import { axeClean, hydrated } from "./helpers";
import { agree, consentBox, findLead, uniqueEmail } from "./leads";

// After every consultation request, while booking is on (playwright.config.ts serves the build
// with BOOKING=on), the visitor is offered to pick a time now; with JavaScript, the booking form
// that offer leads to starts with the details they just sent (docs/booking.md, Entry points).

const la = "America/Los_Angeles";

/** A British number, while the browser is in Los Angeles: a prefilled country can only be the request's. */
async function fillRequest(form: Locator, name: string, email: string) {
  await form.getByLabel("Full Name").fill(name);
  await form.getByLabel("Email Address").fill(email);
  await form.getByLabel("Country code").selectOption("GB");
  await form.getByLabel("Phone Number").fill("07911 123456");
  await agree(form);
}

/** The homepage's request, sent: with JavaScript or, without it, posted. */
async function sendHomepageRequest(page: Page, email: string) {
  const form = page.locator("#home-consultation form");
  await fillRequest(form, "Priya Raman", email);
  await form.getByLabel("Message").fill("Joint pain in the mornings");
  await form.getByRole("button", { name: "Send My Request" }).click();
  return form;
}

/** From the offer's link: the picker with the free first call, then its first free time, to the booking form. */
async function followOfferToBookingForm(page: Page, offer: Locator) {
  await offer.click();
  await expect(page.getByRole("heading", { level: 1, name: "Book a Consultation" })).toBeVisible();
  await expect(page.getByLabel("Consultation type", { exact: true })).toHaveValue("free-first-call");
  await expect(page.getByLabel("Your time zone")).toHaveValue(la);
  await page
    .getByRole("region", { name: /Free times on/ })
    .getByRole("link")
    .first()
    .click();
  await expect(page.getByRole("heading", { name: "Your details" })).toBeVisible();
  return page.locator("#your-details form");
}

async function expectPrefilled(form: Locator, name: string, email: string) {
  await expect(form.getByLabel("Full Name")).toHaveValue(name);
  await expect(form.getByLabel("Email Address")).toHaveValue(email);
  await expect(form.getByLabel("Country code")).toHaveValue("GB");
  await expect(form.getByLabel("Phone Number")).toHaveValue("07911123456");
  // Consent is the visitor's to give for the booking itself.
  await expect(consentBox(form)).not.toBeChecked();
}

test.describe("with JavaScript", () => {
  test.use({ timezoneId: la });

  test("the homepage form: the offer under the form, and the booking form starts with the details just sent", async ({
    page,
  }) => {
    await page.goto("/");
    await hydrated(page);
    const email = uniqueEmail("offer-home");
    const form = await sendHomepageRequest(page, email);

    const offer = form.getByRole("status").filter({ hasText: "Request sent. Rather choose the time yourself?" });
    await expect(offer).toBeVisible();
    await findLead({ email });
    // The form is ready for another request, empty.
    await expect(form.getByLabel("Email Address")).toHaveValue("");
    await axeClean(page);

    const booking = await followOfferToBookingForm(page, offer.getByRole("link", { name: "Pick a time now" }));
    await expectPrefilled(booking, "Priya Raman", email);
  });

  test("choosing another doctor on the picker keeps the booking form's details from the request", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    const email = uniqueEmail("offer-choices");
    const form = await sendHomepageRequest(page, email);
    await form.getByRole("status").getByRole("link", { name: "Pick a time now" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Book a Consultation" })).toBeVisible();

    // The picker's choices are a GET form (it works without JavaScript); with it, they must not
    // reload the page, which would forget the request the booking form starts with.
    await page.getByLabel("Doctor", { exact: true }).selectOption("dr-anjali-menon");
    await page.getByRole("button", { name: "Show times" }).click();
    await expect(page).toHaveURL(/doctor=dr-anjali-menon/);
    await expect(page.getByLabel("Consultation type", { exact: true })).toHaveValue("free-first-call");
    await expect(page.getByLabel("Your time zone")).toHaveValue(la);
    await page
      .getByRole("region", { name: /Free times on/ })
      .getByRole("link")
      .first()
      .click();
    await expect(page.getByRole("heading", { name: "Your details" })).toBeVisible();
    await expectPrefilled(page.locator("#your-details form"), "Priya Raman", email);
  });

  test("a request popup closes, the offer stays in a card, and the booking form starts with the details just sent", async ({
    page,
  }) => {
    // The promo strip's: no "Book" button opens a request popup (they lead to the picker).
    await page.goto("/");
    await hydrated(page);
    await page.getByRole("link", { name: "Claim your free consultation" }).click();
    const dialog = page.getByRole("dialog", { name: "Get a Free Consultation" });
    const form = dialog.locator("form");
    const email = uniqueEmail("offer-popup");
    await fillRequest(form, "Maria Lopez", email);
    await form.getByLabel("Message").fill("Knee pain after walking");
    await form.getByRole("button", { name: "Request Free Consultation" }).click();

    await expect(dialog).toBeHidden();
    const card = page.getByRole("status", { name: "Pick a time" });
    await expect(card).toBeVisible();
    await expect(card).toContainText("Request sent. Rather choose the time yourself?");
    // Not modal: the page stays usable beside it.
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await axeClean(page);

    const booking = await followOfferToBookingForm(page, card.getByRole("link", { name: "Pick a time now" }));
    // Followed, the card has done its work.
    await expect(card).toBeHidden();
    await expectPrefilled(booking, "Maria Lopez", email);
  });

  test("on a 360 px phone the strip popup's card fits at the foot of the window, and closes from the keyboard", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto("/");
    await hydrated(page);
    await page.getByRole("link", { name: "Claim your free consultation" }).click();
    const dialog = page.getByRole("dialog", { name: "Get a Free Consultation" });
    const form = dialog.locator("form");
    await fillRequest(form, "Priya Raman", uniqueEmail("offer-strip"));
    await form.getByLabel("Message").fill("A question about shipping");
    await form.locator("button[type=submit]").click();
    await expect(dialog).toBeHidden();

    const card = page.getByRole("status", { name: "Pick a time" });
    await expect(card).toBeVisible();
    const box = (await card.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(360);
    expect(box.y + box.height).toBeLessThanOrEqual(740);
    expect(box.height).toBeLessThan(740 / 3);

    const close = card.getByRole("button", { name: "Close" });
    await close.focus();
    await page.keyboard.press("Enter");
    await expect(card).toBeHidden();
  });
});

test("without JavaScript the homepage's confirmation has the link, and it opens the picker in the clinic's zone", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  await page.goto("/");
  const email = uniqueEmail("offer-nojs");
  await sendHomepageRequest(page, email);

  const confirmation = page.getByRole("status").filter({ hasText: "Consultation request submitted!" });
  await expect(confirmation).toContainText("Rather choose the time yourself?");
  const offer = confirmation.getByRole("link", { name: "Pick a time now" });
  await expect(offer).toHaveAttribute("href", "/book-consultation?type=free-first-call");
  await findLead({ email });
  await offer.click();
  await expect(page.getByRole("heading", { level: 1, name: "Book a Consultation" })).toBeVisible();
  await expect(page.getByLabel("Consultation type", { exact: true })).toHaveValue("free-first-call");
  await expect(page.getByText("the clinic's zone: choose yours above")).toBeVisible();
  await expect(
    page
      .getByRole("region", { name: /Free times on/ })
      .getByRole("link")
      .first(),
  ).toBeVisible();
  await context.close();
});
