import { test } from "@playwright/test";
import { signInContext } from "./staff";

test.use({ javaScriptEnabled: false });
for (const width of [360, 768, 1280]) {
  test(`shots ${width}`, async ({ page, context }) => {
    await page.setViewportSize({ width, height: 900 });
    await signInContext(context);
    await page.goto("/inbox/payments");
    await page.evaluate(() => document.querySelectorAll("details").forEach((d) => (d.open = true)));
    await page.screenshot({ path: `/tmp/shots/payments-${width}.png`, fullPage: true });
    await page.goto("/checkout?plans=starter-care-plan,complete-healing-plan");
    await page.screenshot({ path: `/tmp/shots/checkout-${width}.png`, fullPage: false });
  });
}
