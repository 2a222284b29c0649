import { expect, test, type Locator, type Page } from "@playwright/test";
import { agree, findLead, uniqueEmail } from "./leads";
import { hydrated } from "./helpers";

test.describe("while sending and when sending fails", () => {
  test("inputs, close and button are disabled and the button reads 'Submitting...'; a failure keeps the values", async ({
    page,
  }) => {
    // The promo strip's request popup (every "Book" button leads to the slot picker instead).
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    await hydrated(page);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let fail = false;
    // Server actions post to the page's own address with a Next-Action header.
    await page.route("**/*", async (route) => {
      if (route.request().method() !== "POST" || !route.request().headers()["next-action"]) return route.continue();
      await held;
      return fail ? route.abort("connectionreset") : route.continue();
    });

    await page.getByRole("link", { name: "Claim your free consultation" }).click();
    const dialog = page.getByRole("dialog", { name: "Get a Free Consultation" });
    const email = uniqueEmail("states");
    await dialog.getByLabel("Full Name").fill("Wei Chen");
    await dialog.getByLabel("Email Address").fill(email);
    // The browser's own country (Playwright's Chromium: en-US), as every form starts on.
    await expect(dialog.getByLabel("Country code")).toHaveValue("US");
    await dialog.getByLabel("Country code").selectOption("CN");
    await dialog.getByLabel("Phone Number").fill("13800138000");
    await dialog.getByLabel("Message").fill("Does the free call cover my mother's arthritis?");
    await agree(dialog);
    fail = true;
    await dialog.getByRole("button", { name: "Request Free Consultation" }).click();

    await expect(dialog.getByRole("button", { name: "Submitting..." })).toBeDisabled();
    await expect(dialog.getByLabel("Full Name")).toBeDisabled();
    await expect(dialog.getByRole("button", { name: "Close" })).toBeDisabled();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeVisible();

    release();
    // The strip's failure toast is the first site's homepage form's ("Error", lib/leads/texts.ts).
    // It looks like a failure, not like the success toast: marked in the danger red.
    const failure = page.locator("[data-sonner-toast]", { hasText: "There was an error submitting your request" });
    await expect(failure).toBeVisible();
    await expect(failure).toHaveAttribute("data-type", "error");
    await expect(failure).toHaveCSS("border-left-color", "rgb(180, 35, 24)");
    await expect(page.getByText("There was an error submitting your request. Please try again later.")).toBeVisible();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Full Name")).toHaveValue("Wei Chen");
    await expect(dialog.getByLabel("Phone Number")).toHaveValue("13800138000");

    fail = false;
    await dialog.getByRole("button", { name: "Request Free Consultation" }).click();
    await expect(dialog).toBeHidden();
    expect(await findLead({ email })).toMatchObject({
      form_type: "Banner Strip Consultation Form",
      phone_e164: "+8613800138000",
    });
  });
});

test.describe("a toast over an open dialog", () => {
  type Box = { x: number; y: number; width: number; height: number };
  const overlap = (a: Box, b: Box) =>
    a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

  /** Whether any toast on screen covers any part of the dialog, its heading first of all. */
  const covers = (page: Page, dialog: Locator) => async () => {
    const box = (await dialog.boundingBox())!;
    const toasts = await Promise.all(
      (await page.locator("[data-sonner-toast]").all()).map((toast) => toast.boundingBox()),
    );
    return toasts.some((toast) => toast && overlap(toast, box));
  };

  for (const viewport of [
    { width: 360, height: 740 },
    { width: 1280, height: 800 },
  ]) {
    test(`at ${viewport.width} px the failure toast of the consultation dialog leaves the whole dialog in view`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto("/");
      await page.waitForLoadState("networkidle");
      await hydrated(page);
      // The send fails: the server action's request is cut off.
      await page.route("**/*", (route) =>
        route.request().method() === "POST" && route.request().headers()["next-action"]
          ? route.abort("connectionreset")
          : route.continue(),
      );
      await page.getByRole("link", { name: "Claim your free consultation" }).click();
      const dialog = page.getByRole("dialog", { name: "Get a Free Consultation" });
      await dialog.getByLabel("Full Name").fill("Wei Chen");
      await dialog.getByLabel("Email Address").fill(uniqueEmail("toast"));
      await dialog.getByLabel("Country code").selectOption("IN");
      await dialog.getByLabel("Phone Number").fill("9876543210");
      await dialog.getByLabel("Message").fill("A question about shipping");
      await agree(dialog);
      await dialog.getByRole("button", { name: "Request Free Consultation" }).click();

      const failure = page.locator("[data-sonner-toast]", { hasText: "There was an error submitting your request" });
      await expect(failure).toBeVisible();
      await expect(failure).toBeInViewport({ ratio: 1 });
      // The dialog makes room in a moment (a 200 ms move), below the toast and still inside the window, and keeps it while the toast is up.
      await expect.poll(covers(page, dialog)).toBe(false);
      await expect(dialog).toBeInViewport({ ratio: 1 });
      // On a phone the dialog scrolls; the button just tapped stays in view as it makes room.
      await expect(dialog.getByRole("button", { name: "Request Free Consultation" })).toBeInViewport({ ratio: 1 });
      await page.waitForTimeout(1_000);
      expect(await covers(page, dialog)()).toBe(false);
      // Once the toast has gone (5 s), the dialog takes its whole height back.
      await expect(failure).toHaveCount(0, { timeout: 10_000 });
      await expect
        .poll(() => page.evaluate(() => document.documentElement.style.getPropertyValue("--toast-room")))
        .toBe("");
      await expect(dialog.getByRole("button", { name: "Request Free Consultation" })).toBeInViewport({ ratio: 1 });
    });
  }

  test("at 360 px 'Cart cleared' leaves the cart drawer in view", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto("/book-my-diet");
    await page.waitForLoadState("networkidle");
    await hydrated(page);
    await page.getByRole("button", { name: "Add $19 Intro Plan to cart" }).click();
    await page.getByRole("button", { name: /^Cart, / }).click();
    const drawer = page.getByRole("dialog", { name: "Your cart" });
    await drawer.getByRole("button", { name: "Clear Cart" }).click();
    await expect(page.locator("[data-sonner-toast]", { hasText: "Cart cleared" })).toBeVisible();
    await expect.poll(covers(page, drawer)).toBe(false);
    await expect(drawer.getByRole("heading", { name: "Your cart" })).toBeInViewport({ ratio: 1 });
  });
});

test("'Book your consultation today' on About and FAQ and 'Book a free consultation' on a condition without products lead to the slot picker, with JavaScript and without", async ({
  page,
  browser,
}) => {
  const noScript = await browser.newContext({ javaScriptEnabled: false, baseURL: test.info().project.use.baseURL });
  const plain = await noScript.newPage();
  const buttons = [
    ["/about", "Book your consultation today"],
    ["/faq", "Book your consultation today"],
    // A child's condition: herbs only in a consultation (components/consultation/withheld-products.tsx).
    ["/consultations/childrens-wellness/adhd-hyperactivity", "Book a free consultation"],
  ] as const;
  for (const [path, name] of buttons) {
    for (const [tab, js] of [
      [page, true],
      [plain, false],
    ] as const) {
      await tab.goto(path);
      if (js) {
        await tab.waitForLoadState("networkidle");
        await hydrated(tab);
      }
      await tab.getByRole("link", { name }).click();
      // A "Book" button promises a time: the picker (booking is on in the served build, playwright.config.ts), never a request popup.
      await expect(tab).toHaveURL(/\/book-consultation(\?tz=[^&]+)?$/);
      await expect(tab.getByRole("heading", { level: 1, name: "Book a Consultation" })).toBeVisible();
      await expect(tab.getByLabel("Your time zone")).toBeVisible();
      await expect(tab.getByRole("dialog")).toHaveCount(0);
    }
  }
  await noScript.close();
});

test("on a phone, the floating 'Book My Free Consultation' button scrolls to the diet form and then steps aside", async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/book-my-diet");
  await page.waitForLoadState("networkidle");
  await hydrated(page);
  const floating = page.getByRole("link", { name: "Book My Free Consultation" });
  await expect(floating).toBeVisible();
  await floating.click();
  await expect(page).toHaveURL(/#diet-form$/);
  await expect(page.locator("#diet-form").getByLabel("Full Name")).toBeInViewport();
  await expect(floating).toBeHidden();
});

test("Book My Diet: the form sits beside the plans on a wide screen, and the floating button covers no plan's button on first view", async ({
  page,
}) => {
  const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
    a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
  // The buttons compared at each width where the floating button shows: a run that compares none proves nothing.
  const compared: Record<number, number> = {};
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 768, height: 1024 },
    { width: 360, height: 740 },
  ]) {
    await page.setViewportSize(viewport);
    await page.goto("/book-my-diet");
    await page.waitForLoadState("networkidle");
    await hydrated(page);
    const form = page.locator("#diet-form");
    const plans = page.locator("#plans");
    if (viewport.width >= 1024) {
      const [f, p] = [(await form.boundingBox())!, (await plans.boundingBox())!];
      expect(f.x, "the form is to the right of the plans").toBeGreaterThan(p.x + p.width - 1);
      await expect(form.getByLabel("Full Name")).toBeInViewport();
    }
    const floating = page.getByRole("link", { name: "Book My Free Consultation" });
    if (!(await floating.isVisible())) continue;
    const f = (await floating.boundingBox())!;
    let count = 0;
    for (const button of await page.getByRole("button", { name: /^Add .* to cart$/ }).all()) {
      const b = await button.boundingBox();
      if (!b) continue;
      count += 1;
      expect(
        overlaps(f, b),
        `at ${viewport.width} px the floating button covers '${await button.innerText()}' on first view`,
      ).toBe(false);
    }
    compared[viewport.width] = count;
  }
  // On a phone the floating button shows (the test above), so there at least the plans' buttons were compared.
  expect(compared[360], "plan buttons compared at 360 px").toBeGreaterThan(0);
});

test("without JavaScript the cart says it needs it: no dead 'Add to cart', and the cart icon leads to the plans' Buy now links", async ({
  browser,
}) => {
  const noScript = await browser.newContext({ javaScriptEnabled: false, baseURL: test.info().project.use.baseURL });
  const page = await noScript.newPage();
  await page.goto("/book-my-diet");
  const plans = page.locator("#plans");
  await expect(plans.getByRole("button", { name: /^Add .* to cart$/ })).toHaveCount(0);
  await expect(
    plans
      .getByText("The cart needs JavaScript, which is off in this browser: Buy now takes this plan to checkout.")
      .first(),
  ).toBeVisible();
  const cart = page.getByRole("banner").getByRole("link", { name: /^Cart: needs JavaScript/ });
  await expect(cart).toBeVisible();
  await expect(page.getByRole("banner").getByRole("button", { name: /^Cart,/ })).toHaveCount(0);
  await cart.click();
  await expect(page).toHaveURL(/\/book-my-diet#plans$/);
  await page
    .locator("#plans")
    .getByRole("link", { name: /^Buy now:/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/checkout\?plans=/);
  await noScript.close();

  // With JavaScript the button and the cart are there, and the note is not.
  const withScript = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const scripted = await withScript.newPage();
  await scripted.goto("/book-my-diet");
  await expect(
    scripted
      .locator("#plans")
      .getByRole("button", { name: /^Add .* to cart$/ })
      .first(),
  ).toBeVisible();
  await expect(scripted.getByText("The cart needs JavaScript", { exact: false }).first()).toBeHidden();
  await expect(scripted.getByRole("banner").getByRole("button", { name: /^Cart,/ })).toBeVisible();
  await withScript.close();
});
