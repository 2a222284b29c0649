import { expect, test } from "@playwright/test";
import { e2eWhatsApp } from "../../playwright.config";

/**
 * WhatsApp click-to-chat (decision 030), with SITE_WHATSAPP set as playwright.config.ts and
 * scripts/test.sh set it. That nothing appears while it is unset is checked by
 * components/whatsapp-link.test.tsx and app/whatsapp/route.test.ts.
 */
test.use({ javaScriptEnabled: false });

test("the header, the phone menu and the side panel link to WhatsApp through /whatsapp, with no script", async ({
  page,
}) => {
  await page.goto("/consultations/womens-health/pcos-pcod");
  const header = page.getByRole("banner");
  await expect(header.getByRole("link", { name: "Chat with us on WhatsApp" }).first()).toHaveAttribute(
    "href",
    "/whatsapp",
  );
  await expect(page.locator("nav[aria-label=Mobile] a[data-whatsapp]")).toHaveAttribute("href", "/whatsapp");
  await expect(page.getByRole("link", { name: "Chat on WhatsApp" })).toHaveAttribute("href", "/whatsapp");
  expect(await page.locator("script[src*=whatsapp], script[src*='wa.me']").count()).toBe(0);
});

test("/whatsapp sends the visitor to wa.me with the page they were on in the message", async ({ page, baseURL }) => {
  const response = await page.request.get("/whatsapp", {
    headers: { referer: `${baseURL}/consultations/womens-health/pcos-pcod` },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(303);
  const location = new URL(response.headers().location!);
  expect(`${location.origin}${location.pathname}`).toBe(`https://wa.me/${e2eWhatsApp}`);
  expect(location.searchParams.get("text")).toMatch(
    /^Hello, I would like to ask about an Ayurvedic consultation\.\nI was reading: https?:\/\/[^/]+\/consultations\/womens-health\/pcos-pcod$/,
  );
});

test("a click on the header's link opens WhatsApp naming the page", async ({ page, baseURL }) => {
  await page.goto("/faq");
  const [request] = await Promise.all([
    page.waitForRequest((r) => r.url().startsWith("https://wa.me/")),
    page.getByRole("banner").getByRole("link", { name: "Chat with us on WhatsApp" }).first().click(),
  ]);
  const text = new URL(request.url()).searchParams.get("text");
  expect(text).toContain("/faq");
  expect(baseURL).toBeTruthy();
});

test("the contact page links straight to wa.me, naming itself", async ({ page }) => {
  await page.goto("/contact");
  const link = page.getByRole("link", { name: "Chat with us on WhatsApp" }).last();
  const href = new URL((await link.getAttribute("href"))!);
  expect(`${href.origin}${href.pathname}`).toBe(`https://wa.me/${e2eWhatsApp}`);
  expect(href.searchParams.get("text")).toMatch(/I was reading: .*\/contact$/);
});
