import { expect, test, type Locator, type Page } from "@playwright/test";
import { holdScripts, hydrated, hydrationMark, postedStatus } from "./helpers";
import { consentMessage, consentText, consentVersion } from "../../lib/leads/consent";
import { config } from "../../lib/config";
import { agree, consentBox, countLeads, findLead, uniqueEmail } from "./leads";

/**
 * Every lead form, sent with JavaScript and without it, and found in the store afterwards.
 * With JavaScript: the messages of lib/leads/schemas.ts under the fields, the toast, values cleared.
 * Without: the server's errors with the visitor's values kept, then a confirmation.
 * Both first send the form without the consent box ticked, and are refused beside the box.
 */

type Case = {
  formType: string;
  path: string;
  /** Opens the form (dialogs) and returns it. */
  open: (page: Page, js: boolean) => Promise<Locator>;
  nameLabel?: string;
  submit: string;
  success: string;
  extra?: (form: Locator) => Promise<unknown>;
  noJsFormType?: string;
  /** What the form adds to the lead beyond the contact fields. */
  stored?: { details?: Record<string, unknown>; consultation_type?: string };
};

const inline = (selector: string) => async (page: Page) => page.locator(selector);

/** A day the booking form offers: a month from now, well inside its year. */
const inAMonth = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);

const cases: Case[] = [
  {
    formType: "Consultation Form",
    path: "/consultations/womens-health/pcos-pcod",
    open: inline("aside form"),
    submit: "Request Free Consultation",
    success: "Consultation Request Submitted",
  },
  {
    formType: "Homepage Consultation Form",
    path: "/",
    open: inline("#home-consultation form"),
    submit: "Send My Request",
    success: "Consultation request submitted!",
    extra: async (form) => form.getByLabel("Message").fill("Joint pain in the mornings"),
  },
  {
    formType: "Contact Form",
    path: "/contact",
    open: inline("#get-in-touch form"),
    submit: "Send Message",
    success: "Consultation request submitted!",
  },
  {
    formType: "Doctor Booking",
    path: "/doctors",
    open: inline("#book-appointment form"),
    submit: "Book Appointment",
    success: "Consultation Booked!",
    extra: async (form) => {
      await form.getByLabel("Doctor (optional)").selectOption("dr-anjali-menon");
      await form.getByLabel("Preferred Date").fill(inAMonth);
    },
    stored: { details: { doctorId: "dr-anjali-menon", preferredDate: inAMonth } },
  },
  {
    formType: "Diet Plan Form",
    path: "/book-my-diet",
    open: inline("#diet-form form"),
    submit: "Book My Free Consultation",
    success: "Consultation request submitted!",
    extra: async (form) => {
      await form.getByLabel("Health Issue (optional)").selectOption("pcos");
      await form
        .getByRole("radiogroup", { name: "Currently taking any medicine? (optional)" })
        .getByLabel("No")
        .check();
      await form.getByRole("radiogroup", { name: "Gender (optional)" }).getByLabel("Female").check();
      await form.getByLabel("Age (optional)", { exact: true }).fill("34");
      await form.getByLabel("ft", { exact: true }).fill("5");
      await form.getByLabel("in", { exact: true }).fill("4");
    },
    stored: {
      details: {
        healthIssue: "pcos",
        currentMedicine: "no",
        gender: "female",
        age: 34,
        heightFeet: 5,
        heightInches: 4,
      },
    },
  },
  {
    // No button opens it as a popup any more ("Book" buttons lead to the picker): the request
    // form below the slot picker (booking is on, playwright.config.ts) keeps its form type.
    formType: "Consultation Popup",
    path: "/book-consultation",
    open: async (page, js) => {
      // With JavaScript the picker shows itself again in the browser's zone first; typing before that would be typed into the page it replaces.
      if (js)
        await page.waitForFunction(
          () =>
            new URL(location.href).searchParams.has("tz") ||
            ["Asia/Kolkata", "Asia/Calcutta"].includes(Intl.DateTimeFormat().resolvedOptions().timeZone),
        );
      return page.locator("main form", { has: page.getByRole("button", { name: "Send Consultation Request" }) });
    },
    submit: "Send Consultation Request",
    success: "Consultation Request Submitted",
    extra: async (form) => form.getByLabel("Consultation Type").selectOption("joint-bone-health"),
    stored: { consultation_type: "joint-bone-health" },
  },
  {
    formType: "Banner Strip Consultation Form",
    // Without JavaScript the strip's link leads to the homepage form.
    noJsFormType: "Homepage Consultation Form",
    path: "/",
    open: async (page, js) => {
      await page.getByRole("link", { name: "Claim your free consultation" }).click();
      if (!js) return page.locator("#home-consultation form");
      const dialog = page.getByRole("dialog", { name: "Get a Free Consultation" });
      await expect(dialog).toBeVisible();
      return dialog.locator("form");
    },
    submit: "",
    success: "Consultation request submitted!",
    extra: async (form) => form.getByLabel("Message").fill("Free shipping question"),
  },
];

/** The box's words as the built site says them: its name and address are the server's configuration, which the tests share. */
const box = consentText({ name: config().site.name, email: config().site.email });
/** Chromium reads the link's hidden "(opens in a new tab)" as a block of its own and may put a space after it; the words are the same either way. */
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const consentWords = new RegExp(`^${escape(`${box.before}${box.link} (opens in a new tab)`)} ?${escape(box.after)}$`);

async function fillContact(form: Locator, email: string, { name = "Anne-Marie O'Brien", consent = true } = {}) {
  await form.getByLabel("Full Name").fill(name);
  await form.getByLabel("Email Address").fill(email);
  await form.getByLabel("Country code").selectOption("GB");
  await form.getByLabel("Phone Number").fill("07911 123456");
  if (consent) await agree(form);
}

/** The box unticked, with the message beside it (its description), not somewhere else on the page. */
async function expectConsentRefused(form: Locator) {
  await expect(consentBox(form)).not.toBeChecked();
  await expect(consentBox(form)).toHaveAttribute("aria-invalid", "true");
  await expect(consentBox(form)).toHaveAccessibleDescription(consentMessage);
}

const submitButton = (form: Locator, label: string) =>
  label ? form.getByRole("button", { name: label }) : form.locator("button[type=submit]");

for (const c of cases) {
  test.describe(c.formType, () => {
    test("with JavaScript: errors under the fields, then the toast, the lead stored and the form cleared", async ({
      page,
    }) => {
      await page.goto(c.path);
      await page.waitForLoadState("networkidle");
      await hydrated(page);
      const form = await c.open(page, true);
      const email = uniqueEmail("js");

      await form.getByLabel("Full Name").fill("J4ne");
      await form.getByLabel("Email Address").fill("not-an-address");
      await form.getByLabel("Country code").selectOption("US");
      await form.getByLabel("Phone Number").fill("555-12");
      await submitButton(form, c.submit).click();
      const nameMessage =
        c.formType.includes("Strip") || c.formType.includes("Homepage")
          ? "Name should only contain letters and spaces."
          : "Name can only contain letters and spaces";
      await expect(form.getByText(nameMessage)).toBeVisible();
      await expect(form.getByText("Please enter a valid email address")).toBeVisible();
      await expect(form.getByText(/^Phone (number must|should) be exactly 10 digits\.?$/)).toBeVisible();
      await expectConsentRefused(form);
      // The box names the clinic and how to withdraw, and its link reaches the policy's section on withdrawing.
      await expect(consentBox(form)).toHaveAccessibleName(consentWords);
      await expect(form.getByRole("link", { name: /how to withdraw/ })).toHaveAttribute(
        "href",
        "/privacy#withdraw-consent",
      );
      // Typing strips everything but digits, and editing a field clears its error.
      await expect(form.getByLabel("Phone Number")).toHaveValue("55512");
      await form.getByLabel("Email Address").fill(email);
      await expect(form.getByText("Please enter a valid email address")).toHaveCount(0);

      // Everything right but the box: refused beside it, and nothing typed is lost.
      await fillContact(form, email, { consent: false });
      await submitButton(form, c.submit).click();
      await expectConsentRefused(form);
      await expect(form.getByLabel("Email Address")).toHaveValue(email);
      await expect(form.getByLabel("Full Name")).toHaveValue("Anne-Marie O'Brien");
      expect(await countLeads(email)).toBe(0);

      await agree(form);
      // Ticking the box clears its message.
      await expect(consentBox(form)).not.toHaveAttribute("aria-invalid", "true");
      await c.extra?.(form);
      await submitButton(form, c.submit).click();
      await expect(page.getByText(c.success).first()).toBeVisible();

      const lead = await findLead({ email });
      expect(lead).toMatchObject({
        form_type: c.formType,
        name: "Anne-Marie O'Brien",
        country_code: "+44",
        country: "GB",
        phone_e164: "+447911123456",
        consent_version: consentVersion,
      });
      expect(lead.consent_at).toBeInstanceOf(Date);
      const { details, ...rest } = c.stored ?? {};
      expect(lead).toMatchObject(rest);
      if (details) expect(lead.details).toMatchObject(details);
      expect(lead.page_url).toContain(c.path === "/" ? "127.0.0.1" : c.path);
      expect(lead.client_timestamp).toMatch(/^\d{4}-\d\d-\d\dT/);
      if (await form.isVisible()) {
        await expect(form.getByLabel("Email Address")).toHaveValue("");
        // The next request is agreed to afresh.
        await expect(consentBox(form)).not.toBeChecked();
      }
    });
  });

  test.describe(`${c.formType} without JavaScript`, () => {
    test.use({ javaScriptEnabled: false });

    test("the server answers with its errors and the values kept, then stores the lead", async ({ page }) => {
      await page.goto(c.path);
      let form = await c.open(page, false);
      const email = uniqueEmail("nojs");
      await fillContact(form, email, { consent: false });
      await form.getByLabel("Phone Number").fill("12");
      await c.extra?.(form);
      // The page with the problems beside the fields comes back as 422, not as a success would.
      expect(await postedStatus(page, () => submitButton(form, c.submit || "Send My Request").click())).toBe(422);

      form = page.locator("form", {
        has: page.getByText(/Phone (number must|should) be exactly 10 digits|valid phone number/),
      });
      await expect(form.getByText("Please enter a valid phone number for the selected country")).toBeVisible();
      await expect(form.getByLabel("Email Address")).toHaveValue(email);
      await expect(form.getByLabel("Full Name")).toHaveValue("Anne-Marie O'Brien");
      await expectConsentRefused(form);
      expect(await countLeads(email)).toBe(0);

      // The phone put right but the box still unticked: refused again, beside the box alone.
      await form.getByLabel("Phone Number").fill("07911123456");
      await submitButton(form, c.submit || "Send My Request").click();
      form = page.locator("form", { has: page.getByText(consentMessage) });
      await expectConsentRefused(form);
      await expect(form.getByLabel("Phone Number")).toHaveValue("07911123456");
      await expect(form.getByLabel("Email Address")).toHaveValue(email);
      expect(await countLeads(email)).toBe(0);

      await agree(form);
      expect(await postedStatus(page, () => submitButton(form, c.submit || "Send My Request").click())).toBe(200);
      await expect(page.getByRole("status").filter({ hasText: c.success })).toBeVisible();
      const lead = await findLead({ email });
      expect(lead).toMatchObject({
        form_type: c.noJsFormType ?? c.formType,
        phone_e164: "+447911123456",
        consent_version: consentVersion,
      });
      if (!c.noJsFormType && c.stored?.details) expect(lead.details).toMatchObject(c.stored.details);
    });
  });
}

test("the diet form needs only what the clinic needs to call back; its health questions may stay blank", async ({
  page,
}) => {
  await page.goto("/book-my-diet");
  await page.waitForLoadState("networkidle");
  await hydrated(page);
  const form = page.locator("#diet-form form");
  const email = uniqueEmail("diet-min");
  await fillContact(form, email);
  await form.getByRole("button", { name: "Book My Free Consultation" }).click();
  await expect(page.getByText("Consultation request submitted!").first()).toBeVisible();
  const lead = await findLead({ email });
  expect(lead).toMatchObject({ form_type: "Diet Plan Form", phone_e164: "+447911123456" });
  expect(lead.details).not.toHaveProperty("age");
});

test("what a visitor typed and chose before the page's scripts arrived is kept when they do, and sent", async ({
  page,
}) => {
  const release = await holdScripts(page);
  await page.goto("/book-my-diet");
  const form = page.locator("#diet-form form");
  await form.getByLabel("Full Name").fill("Early Bird");
  await form.getByLabel("Country code").selectOption("GB");
  await form.getByRole("radiogroup", { name: "Gender (optional)" }).getByLabel("Female").check();
  await agree(form);
  await expect(hydrationMark(page)).not.toBeAttached();
  release();
  await hydrated(page);
  // Typing after hydration re-renders the whole form; nothing chosen earlier may go back.
  const email = uniqueEmail("early");
  await form.getByLabel("Email Address").fill(email);
  await form.getByLabel("Phone Number").fill("07911 123456");
  await expect(form.getByLabel("Full Name")).toHaveValue("Early Bird");
  await expect(form.getByLabel("Country code")).toHaveValue("GB");
  await expect(consentBox(form)).toBeChecked();
  await form.getByRole("button", { name: "Book My Free Consultation" }).click();
  await expect(page.getByText("Consultation request submitted!").first()).toBeVisible();
  const lead = await findLead({ email });
  expect(lead).toMatchObject({ name: "Early Bird", phone_e164: "+447911123456" });
  expect(lead.details).toMatchObject({ gender: "female" });
});

test("every form's phone starts on the visitor's country: the browser's zone first, then its language; the same fallback without JavaScript", async ({
  browser,
}) => {
  const baseURL = test.info().project.use.baseURL;
  // The country moves once the page's scripts have run (the rule loads after hydration, and the
  // picker's zone switch renders the request form again with the zone's country): waited for, not read once.
  const startsOn = async (
    options: { timezoneId?: string; locale?: string; javaScriptEnabled?: boolean },
    country: string,
  ) => {
    const context = await browser.newContext({ ...options, baseURL });
    const page = await context.newPage();
    // The contact form (India before), the homepage form (the United States before), and the request form under the picker.
    for (const [path, form] of [
      ["/contact", "main form"],
      ["/", "#home-consultation form"],
      ["/book-consultation", "main form:has([name=consultationType])"],
    ] as const) {
      await page.goto(path);
      if (options.javaScriptEnabled !== false) await hydrated(page);
      await expect(
        page.locator(form).last().getByLabel("Country code"),
        `${path}, ${JSON.stringify(options)}`,
      ).toHaveValue(country);
    }
    await context.close();
  };
  await startsOn({ timezoneId: "Europe/London", locale: "en-US" }, "GB");
  await startsOn({ timezoneId: "Asia/Dubai", locale: "en-US" }, "AE");
  await startsOn({ timezoneId: "UTC", locale: "en-AU" }, "AU");
  await startsOn({ javaScriptEnabled: false, locale: "en-US" }, "US");
});

test("every country list is wide enough for its longest country, and leaves the number at least 200 px, from phone to desktop", async ({
  page,
}) => {
  for (const width of [360, 768, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of ["/", "/consultations/womens-health/pcos-pcod", "/contact", "/doctors", "/book-my-diet"]) {
      await page.goto(path);
      const fields = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLSelectElement>("select[autocomplete=tel-country-code]")].map((select) => {
          const pen = document.createElement("canvas").getContext("2d")!;
          const style = getComputedStyle(select);
          pen.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
          const longest = Math.max(...[...select.options].map((o) => pen.measureText(o.text).width));
          const phone = select.form!.querySelector<HTMLInputElement>("input[name=phone]")!;
          // The list's own padding and arrow take about 40 px of its width.
          return { room: select.clientWidth - 40, longest: Math.ceil(longest), phone: phone.clientWidth };
        }),
      );
      expect(fields.length, path).toBeGreaterThan(0);
      for (const f of fields) {
        expect(f.room, `${path} at ${width} px: the longest country is cut short`).toBeGreaterThanOrEqual(f.longest);
        expect(f.phone, `${path} at ${width} px: the number field is too narrow`).toBeGreaterThanOrEqual(200);
      }
    }
  }
});

test("the lead API answers 400 without the consent box, with its message, and stores nothing; with it, 201 and the consent kept", async ({
  request,
}) => {
  const email = uniqueEmail("api-consent");
  const lead = { formType: "Contact Form", name: "Priya Raman", email, countryCode: "GB", phone: "07911 123456" };
  const refused = await request.post("/api/leads", { data: lead });
  expect(refused.status()).toBe(400);
  expect(await refused.json()).toEqual({ error: consentMessage, fieldErrors: { consent: consentMessage } });
  expect(await countLeads(email)).toBe(0);
  const stored = await request.post("/api/leads", { data: { ...lead, consent: true } });
  expect(stored.status(), await stored.text()).toBe(201);
  expect(await findLead({ email })).toMatchObject({ consent_version: consentVersion });
});
