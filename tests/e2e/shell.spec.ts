import { expect, test, type Page } from "@playwright/test";
import { holdScripts, hydrated, hydrationMark } from "./helpers";

/** Click and arrow keys are the hydrated menu's; before that, CSS opens it on hover and focus. */
const menuHydrated = hydrated;

/** Marks the document, so that a test can tell a navigation within it from a new one. */
const markDocument = (page: Page) => page.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true));
const sameDocument = (page: Page) => page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument === true);

test.describe("the site's links", () => {
  test("navigate within the page once it has hydrated, but a click with a modifier key is the browser's", async ({
    page,
    context,
  }) => {
    await page.goto("/about");
    await hydrated(page);
    await markDocument(page);
    const footer = page.getByRole("contentinfo");
    await footer.getByRole("link", { name: "FAQ" }).click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await sameDocument(page)).toBe(true);

    const opened = context.waitForEvent("page");
    await footer.getByRole("link", { name: "About Us" }).click({ modifiers: ["ControlOrMeta"] });
    await (await opened).close();
    await expect(page).toHaveURL(/\/faq$/);
  });
});

test.describe("the DISEASE menu", () => {
  test("opens and walks two levels by keyboard, and Escape closes it", async ({ page }) => {
    await page.goto("/about");
    await menuHydrated(page);
    const trigger = page.getByRole("button", { name: "Disease" });
    await trigger.focus();
    await page.keyboard.press("Enter");
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    const panel = page.locator("#disease-menu-panel");
    await expect(panel).toBeVisible();

    await page.keyboard.press("ArrowDown");
    await expect(panel.getByRole("link", { name: "Digestive & Gut Health", exact: true })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(panel.getByRole("link", { name: "Mental Health & Sleep", exact: true })).toBeFocused();
    await page.keyboard.press("ArrowUp");
    await page.keyboard.press("ArrowUp");
    await expect(panel.getByRole("link", { name: "Senior & Elderly Care", exact: true })).toBeFocused();
    await page.keyboard.press("Home");
    await page.keyboard.press("ArrowRight");
    await expect(panel.getByRole("link", { name: /Acid Reflux/ })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(panel.getByRole("link", { name: /Bloating/ })).toBeFocused();
    await page.keyboard.press("ArrowLeft");
    await expect(panel.getByRole("link", { name: "Digestive & Gut Health", exact: true })).toBeFocused();

    await page.keyboard.press("Escape");
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    await expect(trigger).toBeFocused();
    await expect(panel).toBeHidden();
  });

  test("Enter on a condition follows the link", async ({ page }) => {
    await page.goto("/");
    await menuHydrated(page);
    await page.getByRole("button", { name: "Disease" }).focus();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("End");
    await page.keyboard.press("ArrowRight");
    await expect(page.locator("#disease-menu-panel").getByRole("link", { name: "Chronic Pain" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/consultations\/senior-elderly-care\/chronic-pain$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  // Deliberately not waiting for hydration: a pointer that arrives before the scripts (CSS opens
  // the menu then) must find it still open, and working, after they have run.
  test("opens on hover and shows the hovered category's conditions", async ({ page }) => {
    await page.goto("/about");
    await page.getByRole("button", { name: "Disease" }).hover();
    const panel = page.locator("#disease-menu-panel");
    await expect(panel).toBeVisible();
    await panel.getByRole("link", { name: "Women's Health", exact: true }).hover();
    await expect(panel.getByRole("link", { name: "Endometriosis" })).toBeVisible();
    await page.mouse.move(5, 700);
    await expect(panel).toBeHidden();
  });

  test("a diagonal move from a category to its conditions keeps that category, across the others on the way", async ({
    page,
  }) => {
    await page.goto("/about");
    await menuHydrated(page);
    await page.getByRole("button", { name: "Disease" }).hover();
    const panel = page.locator("#disease-menu-panel");
    await expect(panel).toBeVisible();
    const center = async (name: string) => {
      const box = (await panel.getByRole("link", { name, exact: true }).boundingBox())!;
      return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    };
    const from = await center("Skin & Hair Health");
    await page.mouse.move(from.x, from.y);
    const firstCondition = panel.getByRole("link", { name: "Acne & Pimples" });
    await expect(firstCondition).toBeVisible();
    // Up and to the right at a hand's pace, over five other categories (about 100 ms on each).
    const to = await center("Acne & Pimples");
    for (let step = 1; step <= 24; step++) {
      await page.mouse.move(from.x + ((to.x - from.x) * step) / 24, from.y + ((to.y - from.y) * step) / 24);
      await page.waitForTimeout(25);
    }
    await expect(firstCondition).toBeVisible();
    await firstCondition.click();
    await expect(page).toHaveURL(/\/consultations\/skin-hair-health\/acne-pimples$/);
  });

  test("moving down the list and stopping on a category shows its conditions", async ({ page }) => {
    await page.goto("/about");
    await menuHydrated(page);
    await page.getByRole("button", { name: "Disease" }).hover();
    const panel = page.locator("#disease-menu-panel");
    const box = async (name: string) => (await panel.getByRole("link", { name, exact: true }).boundingBox())!;
    const from = await box("Skin & Hair Health");
    const to = await box("Liver, Kidney & Detox");
    await page.mouse.move(from.x + 40, from.y + from.height / 2);
    await page.mouse.move(to.x + 40, to.y + to.height / 2, { steps: 10 });
    await expect(panel.getByRole("link", { name: "Fatty Liver" })).toBeVisible();
  });

  test("opens by click and closes on a click outside", async ({ page }) => {
    await page.goto("/about");
    await menuHydrated(page);
    const trigger = page.getByRole("button", { name: "Disease" });
    await trigger.dispatchEvent("click");
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await page.mouse.click(5, 700);
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  test("the menu opens, reaches a condition, and closes when a link is followed", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    const toggle = page.getByLabel("Menu", { exact: true });
    await toggle.click();
    const nav = page.getByRole("navigation", { name: "Mobile" });
    await expect(nav).toBeVisible();
    await nav.getByText("Disease", { exact: true }).click();
    await nav.getByText("Skin & Hair Health", { exact: true }).click();
    // The menu's links are plain HTML (components/shell/menu-data.ts); following one still
    // navigates within the page, as every link of the site does, rather than loading a new document.
    await markDocument(page);
    await nav.getByRole("link", { name: "Psoriasis & Eczema" }).click();
    await expect(page).toHaveURL(/\/consultations\/skin-hair-health\/psoriasis-eczema$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Psoriasis/);
    expect(await sameDocument(page)).toBe(true);
    await expect(nav).toBeHidden();
    await toggle.click();
    await expect(nav).toBeVisible();
    await toggle.click();
    await expect(nav).toBeHidden();
  });

  test("a menu opened before the page's scripts arrived stays open when they do", async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto("/");
    await page.getByLabel("Menu", { exact: true }).click();
    const nav = page.getByRole("navigation", { name: "Mobile" });
    await expect(nav).toBeVisible();
    await expect(hydrationMark(page)).not.toBeAttached();
    release();
    await hydrated(page);
    await page.waitForLoadState("networkidle");
    await expect(nav).toBeVisible();
    // Still the hydrated menu: following a link closes it.
    await nav.getByRole("link", { name: "About Us" }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(nav).toBeHidden();
  });

  test("the 'Added to cart' toast never covers the cart drawer: opening the cart clears it", async ({ page }) => {
    await page.goto("/book-my-diet");
    await hydrated(page);
    await page.getByRole("button", { name: "Add Starter Care Plan to cart" }).click();
    const toast = page.locator("[data-sonner-toast]", { hasText: "Added to cart" });
    await expect(toast).toBeVisible();
    await page.getByRole("button", { name: /^Cart, / }).click();
    const drawer = page.getByRole("dialog", { name: "Your cart" });
    await expect(drawer).toBeVisible();
    await expect(toast).toHaveCount(0);
    await expect(drawer.getByRole("listitem")).toHaveText(/Starter Care Plan/);
  });

  test("the phone button is a telephone link", async ({ page }) => {
    await page.goto("/");
    const phone = page.getByRole("link", { name: /^Call / }).first();
    await expect(phone).toHaveAttribute("href", /^tel:\+\d+$/);
  });

  test("nothing overflows sideways", async ({ page }) => {
    for (const path of [
      "/",
      "/consultations",
      "/consultations/womens-health",
      "/consultations/womens-health/pcos-pcod",
      "/consultations/piles",
      "/book-my-diet",
    ]) {
      await page.goto(path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});

test("the header's controls fit the screen without overlapping, from 320 to 1440 px", async ({ page }) => {
  for (const width of [320, 360, 414, 768, 1024, 1280, 1440]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/consultations/womens-health/pcos-pcod");
    const problems = await page.evaluate(() => {
      // checkVisibility leaves out what a closed <details> holds (the phone menu, the search box), which Chromium still lays out.
      const controls = [...document.querySelectorAll<HTMLElement>("header a, header button, header summary")].filter(
        (el) => el.checkVisibility({ visibilityProperty: true }) && !el.closest(".sr-only"),
      );
      const rects = controls.map((el) => ({
        name: el.getAttribute("aria-label") ?? el.textContent?.trim() ?? "",
        r: el.getBoundingClientRect(),
      }));
      const out: string[] = [];
      for (const { name, r } of rects) if (r.right > window.innerWidth || r.left < 0) out.push(`${name} is off screen`);
      for (let i = 0; i < rects.length; i++)
        for (let j = i + 1; j < rects.length; j++) {
          const a = rects[i]!.r;
          const b = rects[j]!.r;
          if (a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1)
            out.push(`${rects[i]!.name} overlaps ${rects[j]!.name}`);
        }
      return out;
    });
    expect(problems, `${width} px`).toEqual([]);
  }
});

test.describe("phone button and dialpad on a desktop", () => {
  test("a click copies the number and says 'Copied' for about two seconds", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto("/");
    await hydrated(page);
    const phone = page.getByRole("banner").getByRole("link", { name: /^Call / });
    const href = await phone.getAttribute("href");
    await phone.click();
    const toast = page.getByText("Copied", { exact: true });
    await expect(toast).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(href!.replace("tel:", ""));
    await expect(page).toHaveURL(/\/$/);
    await expect(toast).toBeHidden({ timeout: 4000 });
  });

  test("the dialpad enters digits, deletes, clears, and only calls with an entry", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/");
    await hydrated(page);
    await page.getByRole("button", { name: "Open dialpad" }).click();
    const dialog = page.getByRole("dialog", { name: "Dialpad" });
    await expect(dialog).toBeVisible();
    const call = dialog.getByRole("button", { name: "Call" });
    const entry = dialog.getByLabel("Number to call");
    await expect(call).toBeDisabled();
    for (const key of ["4", "4", "2", "0"]) await dialog.getByRole("button", { name: key, exact: true }).click();
    await expect(entry).toHaveValue("4420");
    await expect(call).toBeEnabled();
    await dialog.getByRole("button", { name: "Backspace" }).click();
    await expect(entry).toHaveValue("442");
    await dialog.getByRole("button", { name: "Clear" }).click();
    await expect(entry).toHaveValue("");
    await expect(call).toBeDisabled();
    await dialog.getByRole("button", { name: "Use this number" }).click();
    await expect(entry).toHaveValue(/^\+\d+$/);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });
});

test.describe("the cart", () => {
  test("a plan added before the page's scripts arrived is added when they do, once", async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto("/book-my-diet");
    await page.getByRole("button", { name: "Add Complete Healing Plan to cart" }).click();
    await expect(hydrationMark(page)).not.toBeAttached();
    release();
    await hydrated(page);
    await expect(page.getByText("Complete Healing Plan added to your cart.")).toBeVisible();
    await expect(page.getByTestId("cart-count")).toHaveText("1");
    // A tap after hydration is React's alone: it is not carried out twice.
    await page.getByRole("button", { name: "Add $19 Intro Plan to cart" }).click();
    await expect(page.getByTestId("cart-count")).toHaveText("2");
    await expect(page.getByText("Already in your cart", { exact: true })).toHaveCount(0);
  });

  test("the cart opened before the page's scripts arrived opens when they do", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const release = await holdScripts(page);
    await page.goto("/faq");
    await page.getByRole("button", { name: /^Cart, / }).click();
    await expect(hydrationMark(page)).not.toBeAttached();
    release();
    await hydrated(page);
    await expect(page.getByRole("dialog", { name: "Your cart" })).toBeVisible();
  });

  test("adds plans once, counts them, survives a reload, closes three ways and clears", async ({ page }) => {
    await page.goto("/book-my-diet");
    await hydrated(page);
    const count = page.getByTestId("cart-count");
    await expect(count).toHaveText("0");
    await page.getByRole("button", { name: "Add Starter Care Plan to cart" }).click();
    await expect(page.getByText("Added to cart", { exact: true })).toBeVisible();
    await expect(page.getByText("Starter Care Plan added to your cart.")).toBeVisible();
    await page.getByRole("button", { name: "Add Starter Care Plan to cart" }).click();
    // A second time it says so, instead of claiming to add it again.
    await expect(page.getByText("Already in your cart", { exact: true })).toBeVisible();
    await expect(count).toHaveText("1");
    // One monthly plan at a time: a second tier takes the first one's place, and says so.
    await page.getByRole("button", { name: "Add Complete Healing Plan to cart" }).click();
    await expect(page.getByText("Complete Healing Plan replaces Starter Care Plan", { exact: false })).toBeVisible();
    await expect(count).toHaveText("1");
    await page.getByRole("button", { name: "Add $19 Intro Plan to cart" }).click();
    await expect(count).toHaveText("2");

    await page.reload();
    await hydrated(page);
    await expect(count).toHaveText("2");

    const drawer = page.getByRole("dialog", { name: "Your cart" });
    // As a visitor would, each way of closing starts once the drawer is open: painted, and its
    // effects run (focus moved into it; Radix listens for a press outside from the same moment).
    // On a loaded machine a press made in the frame it first appears in was lost.
    const open = async () => {
      await page.getByRole("button", { name: /^Cart, / }).click();
      await expect(drawer).toBeVisible();
      await expect
        .poll(() => page.evaluate(() => Boolean(document.activeElement?.closest("[role=dialog]"))))
        .toBe(true);
    };
    await open();
    await expect(drawer.getByRole("listitem")).toHaveCount(2);
    // The intro plan is credited against the monthly plan's first month, as the terms say.
    await expect(drawer.getByTestId("cart-credit")).toHaveText("−$19");
    await expect(drawer.getByTestId("cart-total")).toHaveText("$349");
    await drawer.getByRole("button", { name: "Close" }).click();
    await expect(drawer).toBeHidden();

    await open();
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();

    await open();
    await page.mouse.click(10, 400);
    await expect(drawer).toBeHidden();

    await open();
    await drawer.getByRole("button", { name: "Clear Cart" }).click();
    await expect(page.getByText("Cart cleared", { exact: true })).toBeVisible();
    await expect(drawer.getByText("Your cart is empty.")).toBeVisible();
    await expect(count).toHaveText("0");
  });

  test("opening the cart changes no value the whole page inherits, and the page behind it still cannot be pressed", async ({
    page,
  }) => {
    // A value <body> passes down that changes restyles every element of the page in the click
    // that opens the drawer: on a slow phone most of its opening time (decision 086).
    await page.setViewportSize({ width: 1024, height: 740 });
    await page.goto("/book-my-diet");
    await hydrated(page);
    const inherited = () =>
      page.evaluate(() => {
        const style = getComputedStyle(document.body);
        return {
          pointerEvents: style.pointerEvents,
          scrollBarSize: style.getPropertyValue("--removed-body-scroll-bar-size"),
        };
      });
    const closed = await inherited();
    const drawer = page.getByRole("dialog", { name: "Your cart" });
    await page.getByRole("button", { name: /^Cart, / }).click();
    await expect(drawer).toBeVisible();
    expect(await inherited()).toEqual(closed);
    // The overlay takes a press on the page behind: the drawer closes, and what lay under the press is not pressed.
    const underPress = () =>
      page.evaluate(() => document.elementFromPoint(100, 300)?.getAttribute("data-testid") ?? "the page");
    expect(await underPress()).toBe("sheet-overlay");
    await page.mouse.click(100, 300);
    await expect(drawer).toBeHidden();
    expect(await underPress()).toBe("the page");
    await expect(page).toHaveURL(/\/book-my-diet$/);
  });
});
