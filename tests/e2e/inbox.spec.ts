import { randomUUID } from "node:crypto";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { readCsv } from "../read-csv";
import { consentVersion } from "../../lib/leads/consent";
import { insertLeadStatement } from "../../lib/leads/store/rows";
import { e2eStoreDir } from "../../playwright.config";
import { storeQuery, storeVault } from "./store";
import { findLead, uniqueEmail } from "./leads";
import {
  expectInboxPagesValid,
  expireSession,
  newSession,
  sessionHeader,
  sessionStored,
  signInContext,
  signInWithForm,
} from "./staff";

const wcag = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** Posts a lead through the public endpoint, as a form on the site does, and returns its unique e-mail. */
async function postLead(request: APIRequestContext, fields: Record<string, string> = {}) {
  const email = uniqueEmail("inbox");
  const response = await request.post("/api/leads", {
    data: {
      formType: "Consultation Form",
      name: "Priya Raman",
      email,
      countryCode: "GB",
      phone: "07911 123456",
      message: "Knee pain for two years",
      consent: true,
      ...fields,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return email;
}

/**
 * Writes a lead straight into the served build's store: names like `=HYPERLINK(...)` can
 * never pass the forms' checks, but the export must be safe for whatever the store holds.
 */
async function insertLead(lead: { name: string; email: string }, failedDelivery?: string) {
  const id = randomUUID();
  const now = new Date().toISOString();
  const insert = insertLeadStatement(
    {
      id,
      formType: "Contact Form",
      receivedAt: now,
      name: lead.name,
      email: lead.email,
      countryCode: "+91",
      country: "IN",
      phone: "9876543210",
      phoneE164: "+919876543210",
      message: "Inserted by the inbox test",
      consultationType: "",
      details: {},
      pageUrl: "http://127.0.0.1/contact",
      landingPage: "http://127.0.0.1/contact",
      referrer: "",
      utmSource: "",
      utmMedium: "",
      utmCampaign: "",
      utmTerm: "",
      utmContent: "",
      userAgent: "playwright",
      date: "",
      time: "",
      timestamp: now,
      // As a lead stored before the consent box: the inbox shows it as not recorded.
      consent: null,
    },
    storeVault(e2eStoreDir),
  );
  await storeQuery(e2eStoreDir, insert.sql, [...insert.parameters]);
  if (failedDelivery) {
    await storeQuery(
      e2eStoreDir,
      `INSERT INTO outbox (lead_id, target, status, attempts, next_attempt_at, last_error, created_at, updated_at)
       VALUES ($1, 'sheet', 'failed', 12, $2, $3, $2, $2)`,
      [id, now, failedDelivery],
    );
  }
  return id;
}

const leadRow = (page: Page, email: string) => page.getByRole("row").filter({ hasText: email });

test.describe("the lead inbox without a session", () => {
  test("sends a visit to the sign-in page and refuses everything else, uncached and unindexed", async ({
    request,
    baseURL,
  }) => {
    for (const path of [
      "/inbox",
      "/inbox/leads.csv",
      "/inbox?form=Contact+Form",
      "/inbox/overview",
      "/inbox/privacy",
      "/inbox/leads/x",
    ]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(303);
      expect(new URL(response.headers()["location"]!, baseURL).pathname).toBe("/inbox/sign-in");
      expect(response.headers()["cache-control"]).toBe("no-store");
      expect(response.headers()["x-robots-tag"]).toMatch(/noindex/);
      expect(await response.text()).not.toMatch(/@example\.com/);
    }
    const signIn = await request.get("/inbox/sign-in");
    expect(signIn.headers()["cache-control"]).toMatch(/no-store/);
    expect(signIn.headers()["x-robots-tag"]).toMatch(/noindex/);
    expect(await signIn.text()).toMatch(/<meta name="robots" content="noindex, nofollow"/);
  });

  test("refuses a server action posted without a session, and downloads with a forged or expired one", async ({
    request,
  }) => {
    const response = await request.post("/inbox", {
      form: { id: "x", status: "contacted" },
      headers: { "next-action": "0".repeat(42) },
    });
    expect(response.status()).toBe(401);
    for (const token of ["F".repeat(43), await newSession(-1000)]) {
      for (const path of ["/inbox/leads.csv", "/inbox/privacy/export?email=someone%40example.com"]) {
        const download = await request.get(path, { headers: sessionHeader(token), maxRedirects: 0 });
        expect(download.status(), path).toBe(401);
        expect(await download.text()).not.toMatch(/@example\.com/);
      }
      const page = await request.get("/inbox", { headers: sessionHeader(token), maxRedirects: 0 });
      expect([303, 307]).toContain(page.status());
    }
  });

  test("leaves the rest of the site alone and keeps /inbox out of robots.txt and the sitemap", async ({ request }) => {
    const home = await request.get("/");
    expect(home.status()).toBe(200);
    expect(home.headers()["set-cookie"]).toBeUndefined();
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toMatch(/Disallow: \/inbox/);
    expect(robots).toMatch(/Disallow: \/api\//);
    expect(await (await request.get("/sitemap.xml")).text()).not.toMatch(/\/inbox/);
  });
});

test.describe("signing in and out", () => {
  for (const javaScriptEnabled of [true, false]) {
    test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
      test.use({ javaScriptEnabled });

      test("a wrong password is refused; the right one opens the page asked for, with a strict HttpOnly cookie; sign-out ends the session", async ({
        page,
        context,
      }) => {
        await page.goto("/inbox/overview");
        await expect(page).toHaveURL(/\/inbox\/sign-in\?next=%2Finbox%2Foverview$/);
        await expect(page.getByRole("heading", { level: 1, name: "Sign in to the inbox" })).toBeVisible();
        await signInWithForm(page, "not the password at all");
        await expect(page).toHaveURL(/error=failed/);
        await expect(page.locator("p[role=alert]")).toContainText("do not match an account");
        // The e-mail typed is kept, and never put in the address.
        await expect(page.getByLabel("E-mail address")).toHaveValue("e2e-staff@clinic.example");
        expect(page.url()).not.toContain("clinic.example");
        await signInWithForm(page);
        await expect(page).toHaveURL(/\/inbox\/overview$/);
        await expect(page.getByRole("heading", { level: 1, name: "Overview" })).toBeVisible();
        const cookies = await context.cookies();
        const cookie = cookies.find((c) => c.name === "clinic_inbox_session");
        expect(cookie).toMatchObject({
          name: "clinic_inbox_session",
          httpOnly: true,
          sameSite: "Strict",
          path: "/inbox",
          secure: false,
        });
        // This browser is now known to the account: a flood of strangers' sign-ins will not lock it out (decision 049).
        const device = cookies.find((c) => c.name === "clinic_inbox_device");
        expect(device).toMatchObject({ httpOnly: true, sameSite: "Strict", path: "/inbox/sign-in", secure: false });
        expect(device!.expires * 1000 - Date.now()).toBeGreaterThan(89 * 86_400_000);
        // Absolute expiry, 12 hours after sign-in by default.
        expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(11.9 * 3_600_000);
        expect(cookie!.expires * 1000 - Date.now()).toBeLessThan(12.1 * 3_600_000);
        await expect(page.getByRole("banner")).toContainText("Signed in as Asha (e2e)");

        expect(await sessionStored(cookie!.value)).toBe(true);
        await page.getByRole("button", { name: "Sign out", exact: true }).click();
        await expect(page).toHaveURL(/\/inbox\/sign-in\?signed-out=1/);
        await expect(page.getByText("You have signed out.")).toBeVisible();
        expect(await sessionStored(cookie!.value)).toBe(false);
        // The old cookie, replayed, opens nothing.
        const replay = await page.request.get("/inbox/leads.csv", {
          headers: { cookie: `clinic_inbox_session=${cookie!.value}` },
          maxRedirects: 0,
        });
        expect(replay.status()).toBe(401);
        await page.goto("/inbox");
        await expect(page).toHaveURL(/\/inbox\/sign-in$/);
      });
    });
  }

  test("an expired session sends the next visit back to sign in", async ({ page, context }) => {
    const token = await signInContext(context);
    await page.goto("/inbox");
    await expect(page.getByRole("heading", { level: 1, name: "Lead inbox" })).toBeVisible();
    await expireSession(token);
    await page.goto("/inbox");
    await expect(page).toHaveURL(/\/inbox\/sign-in$/);
  });
});

test.describe("the lead inbox, signed in", () => {
  test.beforeEach(({ context }) => signInContext(context));

  test("lists a new lead with its contact links, and filters by form", async ({ page, request }) => {
    const email = await postLead(request, { utmSource: "newsletter", utmCampaign: "winter" });
    const response = await page.goto("/inbox");
    expect(response?.status()).toBe(200);
    expect(response?.headers()["cache-control"]).toMatch(/no-store/);
    expect(response?.headers()["x-robots-tag"]).toMatch(/noindex/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(page.getByRole("heading", { level: 1, name: "Lead inbox" })).toBeVisible();
    await expect(page.getByTestId("lead-count")).toHaveText(/\d+ leads?/);
    // The inbox's own frame: a way back to the site, none of the public menus, cart or footer.
    await expect(page.getByRole("link", { name: "Open the website" })).toHaveAttribute("href", "/");
    await expect(page.getByRole("button", { name: "Disease" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: /^Cart, / })).toHaveCount(0);
    await expect(page.getByRole("contentinfo")).toHaveCount(0);

    const row = leadRow(page, email);
    await expect(row).toHaveCount(1);
    await expect(row.getByRole("rowheader")).toContainText("Priya Raman");
    await expect(row.getByRole("rowheader")).toContainText("Consultation Form");
    await expect(row.getByRole("link", { name: email })).toHaveAttribute("href", `mailto:${email}`);
    await expect(row.getByRole("link", { name: "+447911123456" })).toHaveAttribute("href", "tel:+447911123456");
    await expect(row).toContainText("typed 07911123456");
    await expect(row).toContainText("United Kingdom (+44)");
    await expect(row).toContainText("Knee pain for two years");
    await expect(row).toContainText("source: newsletter · campaign: winter");
    await expect(row.locator("time")).toContainText("IST");

    // The filter form is a GET form: its choices land in the URL.
    const form = page.getByLabel("Form", { exact: true });
    // Every form type (lib/leads/forms/index.ts, a booked consultation's and a paid plan's among them) and "all".
    await expect(form.locator("option")).toHaveCount(13);
    await expect(form.locator("option", { hasText: "Consultation Booking" })).toHaveCount(1);
    await expect(form.locator("option", { hasText: "Plan Purchase" })).toHaveCount(1);
    await form.selectOption("Contact Form");
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(/[?&]form=Contact\+Form/);
    await expect(leadRow(page, email)).toHaveCount(0);
    await expect(page.getByLabel("Form", { exact: true })).toHaveValue("Contact Form");

    await page.getByLabel("Form", { exact: true }).selectOption("Consultation Form");
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(/[?&]form=Consultation\+Form/);
    await expect(leadRow(page, email)).toHaveCount(1);

    // A day after today shows nothing; today (UTC) shows the lead.
    const today = new Date().toISOString().slice(0, 10);
    await page.goto(`/inbox?from=2999-01-01`);
    await expect(leadRow(page, email)).toHaveCount(0);
    await page.goto(`/inbox?form=Consultation+Form&from=${today}&to=${today}`);
    await expect(leadRow(page, email)).toHaveCount(1);
  });

  test("marks a lead as contacted from the list, and back to new on its own page, with JavaScript", async ({
    page,
    request,
  }) => {
    const email = await postLead(request);
    await page.goto("/inbox?form=Consultation+Form");
    const row = leadRow(page, email);
    await row.getByRole("button", { name: /^Mark as contacted/ }).click();
    await expect(row.getByRole("button", { name: /^Mark as booked/ })).toBeVisible();
    await expect(row).toHaveAttribute("data-status", "contacted");
    await expect(page).toHaveURL(/\/inbox\?form=Consultation\+Form/);
    expect((await findLead({ email })).status).toBe("contacted");

    await page.goto("/inbox?status=contacted");
    await expect(leadRow(page, email)).toHaveCount(1);
    await page.goto("/inbox?status=new");
    await expect(leadRow(page, email)).toHaveCount(0);

    await page.goto("/inbox?q=" + encodeURIComponent(email));
    await leadRow(page, email)
      .getByRole("link", { name: /^Open lead/ })
      .click();
    await page.getByLabel("Status", { exact: true }).selectOption("new");
    await page.getByRole("button", { name: "Save status" }).click();
    await expect(page.locator("#history")).toContainText("Contacted → New");
    expect((await findLead({ email })).status).toBe("new");
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("marks a lead as contacted with a plain form post, and comes back to the same filters", async ({
      page,
      request,
    }) => {
      const email = await postLead(request, { name: "Ananya Iyer" });
      await page.goto("/inbox?form=Consultation+Form&status=new");
      const row = leadRow(page, email);
      await expect(row).toHaveAttribute("data-status", "new");
      const [post] = await Promise.all([
        page.waitForResponse((r) => r.request().method() === "POST"),
        row.getByRole("button", { name: /^Mark as contacted/ }).click(),
      ]);
      expect(post.status()).toBe(303);
      await page.waitForLoadState();
      await expect(page).toHaveURL(/\/inbox\?form=Consultation\+Form&status=new/);
      // Filtered to new leads, it has left the list.
      await expect(leadRow(page, email)).toHaveCount(0);
      expect((await findLead({ email })).status).toBe("contacted");

      await page.goto("/inbox?form=Consultation+Form");
      await expect(leadRow(page, email)).toHaveAttribute("data-status", "contacted");
      await expect(leadRow(page, email)).toContainText("contacted");
    });
  });

  test("exports the filtered leads as CSV, with formulas neutralised", async ({ page, request }) => {
    const email = await postLead(request, {
      name: "Nguyễn Thị Hương",
      message: '=HYPERLINK("http://x","click me"), then "quotes"\nand a new line',
    });
    const formulaEmail = uniqueEmail("inbox-formula");
    await insertLead({ name: '=HYPERLINK("http://x")', email: formulaEmail });

    await page.goto("/inbox?form=Contact+Form");
    // The page shows the name as text, never as markup or a link.
    await expect(leadRow(page, formulaEmail).getByRole("rowheader")).toContainText('=HYPERLINK("http://x")');
    const link = page.getByRole("link", { name: /Download CSV/ });
    await expect(link).toHaveAttribute("href", "/inbox/leads.csv?form=Contact+Form");

    const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
    expect(download.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
    const filtered = (await (await download.createReadStream()).toArray())
      .map((chunk: Buffer) => chunk.toString("utf8"))
      .join("");
    const filteredRows = readCsv(filtered.replace(/^\uFEFF/, ""));
    const header = filteredRows[0]!;
    const col = (name: string) => header.indexOf(name);
    expect(col("Name")).toBeGreaterThanOrEqual(0);
    const formulaRow = filteredRows.find((r) => r[col("Email")] === formulaEmail);
    expect(formulaRow?.[col("Name")]).toBe(`'=HYPERLINK("http://x")`);
    expect(filtered).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(filteredRows.some((r) => r[col("Email")] === email)).toBe(false);
    expect(filteredRows.slice(1).every((r) => r[col("Form")] === "Contact Form")).toBe(true);

    const response = await page.request.get("/inbox/leads.csv?form=Consultation+Form");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers()["content-disposition"]).toMatch(/^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(response.headers()["cache-control"]).toMatch(/no-store/);
    const body = await response.body();
    expect([...body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = readCsv(body.toString("utf8").slice(1));
    const row = rows.find((r) => r[col("Email")] === email);
    expect(row, "the lead's row").toBeTruthy();
    expect(row![col("Name")]).toBe("Nguyễn Thị Hương");
    expect(row![col("Form")]).toBe("Consultation Form");
    expect(row![col("Phone (E.164)")]).toBe("'+447911123456");
    expect(row![col("Message")]).toBe(`'=HYPERLINK("http://x","click me"), then "quotes"\nand a new line`);
    expect(row!.length).toBe(header.length);
    // The consent the visitor gave, and for a lead from before the box, no invented one.
    expect(row![col("Consent version")]).toBe(consentVersion);
    expect(row![col("Consent given at (UTC)")]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(formulaRow?.[col("Consent version")]).toBe("Not recorded");
  });

  test("shows every lead's time in one format, the clinic's zone named, whichever clock the visitor's browser kept, in the CSV too", async ({
    page,
    request,
  }) => {
    // With JavaScript a US browser sends its own clock; without it the server writes the clinic's.
    const browserClock = await postLead(request, {
      date: "11/26/2026",
      time: "7:13:09 AM",
      timestamp: new Date().toISOString(),
    });
    const serverClock = await postLead(request);
    const clinicFormat = /^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} [ap]m IST$/;

    await page.goto("/inbox?form=Consultation+Form");
    for (const email of [browserClock, serverClock]) {
      const row = leadRow(page, email);
      await expect(row.locator("time")).toHaveText(clinicFormat);
      await row.getByRole("link", { name: /^Open lead/ }).click();
      const received = page.getByRole("definition").filter({ hasText: "UTC" });
      await expect(received).toHaveText(
        /^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} [ap]m IST \(\d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC\)$/,
      );
      await expect(page.locator("main")).not.toContainText("7:13:09 AM");
      await expect(page.locator("main")).not.toContainText(/\d{1,2}\/\d{1,2}\/\d{4}/);
      await page.goBack();
    }

    const rows = readCsv(
      (await (await page.request.get("/inbox/leads.csv?form=Consultation+Form")).text()).replace(/^\uFEFF/, ""),
    );
    const col = (name: string) => rows[0]!.indexOf(name);
    const sent = rows.find((r) => r[col("Email")] === browserClock)!;
    const served = rows.find((r) => r[col("Email")] === serverClock)!;
    expect(sent[col("Received (clinic time)")]).toMatch(clinicFormat);
    expect(served[col("Received (clinic time)")]).toMatch(clinicFormat);
    // When it was sent: the same two forms for either clock, never the browser's own text.
    for (const row of [sent, served]) {
      expect(row[col("Sent at (UTC)")]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
      expect(row[col("Sent at (clinic time)")]).toMatch(clinicFormat);
      expect(row.join(",")).not.toContain("7:13:09 AM");
    }
  });

  test("shows failed deliveries with their error and puts them back in the queue", async ({ page }) => {
    const email = uniqueEmail("inbox-failed");
    await insertLead({ name: "Delivery Test", email }, "HTTP 503 from the sheet service");
    await page.goto("/inbox");
    const panel = page.locator("#deliveries");
    await expect(panel.getByRole("heading", { name: "Deliveries", exact: true })).toBeVisible();
    await expect(panel.getByRole("row", { name: /Spreadsheet/ })).toBeVisible();
    await expect(panel).toContainText("HTTP 503 from the sheet service");
    await expect(panel).toContainText("Delivery Test (Contact Form)");
    await panel.getByRole("button", { name: "Retry failed deliveries" }).click();
    await expect(page.getByRole("status")).toContainText(/back in the queue/);
    await expect(page).toHaveURL(/retried=\d+/);
  });

  test("every page's forms name the page they post to, and the HTML checker finds no error", async ({
    page,
    request,
  }) => {
    const email = await postLead(request);
    const { id } = await findLead({ email });
    await insertLead({ name: "Checker Test", email: uniqueEmail("inbox-checker") }, "HTTP 503 from the sheet service");
    const paths = [
      "/inbox",
      `/inbox/leads/${id}`,
      "/inbox/overview",
      `/inbox/privacy?email=${encodeURIComponent(email)}`,
    ];
    // Each page has forms: sign-out, status changes, retry, notes, erasure.
    await expectInboxPagesValid(page, paths, 0);
  });

  for (const width of [1280, 360]) {
    test(`no WCAG 2.2 A/AA violation at ${width} px`, async ({ page, request }) => {
      await postLead(request, { message: "A long message, to see how it wraps. ".repeat(8) });
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/inbox");
      await expect(page.getByRole("row").nth(1)).toBeVisible();
      const results = await new AxeBuilder({ page }).withTags(wcag).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual(
        [],
      );
      // Nothing wider than the phone: the table becomes cards.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    });
  }
});
