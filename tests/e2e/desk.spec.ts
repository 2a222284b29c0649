import { randomUUID } from "node:crypto";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { consentVersion, type LeadConsent } from "../../lib/leads/consent";
import { insertLeadStatement } from "../../lib/leads/store/rows";
import { e2eStoreDir } from "../../playwright.config";
import { storeQuery, storeVault } from "./store";
import { uniqueEmail } from "./leads";
import { newSession, sessionHeader, signInContext } from "./staff";

/**
 * The follow-up desk in the browser: the 24-hour promise, a lead's own page and its history,
 * the overview's numbers against the store, and a privacy request from find to erase.
 */
const wcag = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
const hour = 3_600_000;

/** A lead written straight into the served build's store, received `hoursAgo` ago. */
async function insertLead(fields: {
  name?: string;
  email: string;
  hoursAgo?: number;
  receivedAt?: string;
  status?: string;
  bookedAt?: string;
  campaign?: string;
  referrer?: string;
  /** The box ticked when the lead arrived (the default), or null: a lead from before the box. */
  consent?: LeadConsent | null;
}) {
  const id = randomUUID();
  const receivedAt = fields.receivedAt ?? new Date(Date.now() - (fields.hoursAgo ?? 0) * hour).toISOString();
  const insert = insertLeadStatement(
    {
      id,
      formType: "Doctor Booking",
      receivedAt,
      name: fields.name ?? "Kavya Nair",
      email: fields.email,
      countryCode: "+91",
      country: "IN",
      phone: "9876501234",
      phoneE164: "+919876501234",
      message: "Inserted by the desk test",
      consultationType: "",
      details: { doctorName: "Dr Rao", preferredDate: "2026-12-01" },
      pageUrl: "http://127.0.0.1/doctors/dr-rao",
      landingPage: "http://127.0.0.1/doctors?utm_campaign=" + (fields.campaign ?? "monsoon-e2e"),
      referrer: fields.referrer ?? "https://www.instagram.com/p/abc",
      utmSource: "instagram",
      utmMedium: "social",
      utmCampaign: fields.campaign ?? "monsoon-e2e",
      utmTerm: "",
      utmContent: "",
      userAgent: "playwright",
      date: "",
      time: "",
      timestamp: receivedAt,
      consent: fields.consent === undefined ? { version: consentVersion, at: receivedAt } : fields.consent,
    },
    storeVault(e2eStoreDir),
  );
  await storeQuery(e2eStoreDir, insert.sql, [...insert.parameters]);
  await storeQuery(e2eStoreDir, `UPDATE leads SET status = $1, booked_at = $2 WHERE id = $3`, [
    fields.status ?? "new",
    fields.bookedAt ?? null,
    id,
  ]);
  await storeQuery(
    e2eStoreDir,
    `INSERT INTO outbox (lead_id, target, status, attempts, next_attempt_at, last_error, created_at, updated_at) VALUES ($1, 'sheet', 'failed', 3, $2, 'the spreadsheet answered 503', $2, $2)`,
    [id, receivedAt],
  );
  return id;
}

const query = <T extends Record<string, unknown>>(sql: string, ...params: unknown[]) =>
  storeQuery<T>(e2eStoreDir, sql, params);

const leadRow = (page: Page, text: string) => page.getByRole("row").filter({ hasText: text });

test.beforeEach(({ context }) => signInContext(context));

test("overdue leads are counted at the top, marked in words, and listed first, oldest first", async ({ page }) => {
  const tag = `overdue-${randomUUID().slice(0, 8)}`;
  await insertLead({ email: `${tag}-fresh@example.com`, hoursAgo: 2 });
  await insertLead({ email: `${tag}-older@example.com`, hoursAgo: 50 });
  await insertLead({ email: `${tag}-old@example.com`, hoursAgo: 30 });
  await insertLead({ email: `${tag}-answered@example.com`, hoursAgo: 60, status: "contacted" });
  const overdue = async () =>
    Number(
      (
        await query<{ n: string }>(
          `SELECT count(*) AS n FROM leads WHERE status = 'new' AND received_at < $1`,
          new Date(Date.now() - 24 * hour),
        )
      )[0]?.n,
    );
  // Other tests add leads meanwhile: the count shown lies between the store's before and after.
  const before = await overdue();
  await page.goto(`/inbox?q=${tag}`);
  const after = await overdue();
  const shown = Number(
    /(\d+) leads have waited more than 24 hours/.exec(
      (await page.getByTestId("overdue-count").textContent()) ?? "",
    )?.[1],
  );
  expect(shown).toBeGreaterThanOrEqual(Math.max(2, before));
  expect(shown).toBeLessThanOrEqual(after);
  const emails = await page.getByRole("row").locator("a[href^='mailto:']").allTextContents();
  expect(emails).toEqual([
    `${tag}-older@example.com`,
    `${tag}-old@example.com`,
    `${tag}-fresh@example.com`,
    `${tag}-answered@example.com`,
  ]);
  await expect(leadRow(page, `${tag}-older@`)).toHaveAttribute("data-overdue", "true");
  await expect(leadRow(page, `${tag}-older@`)).toContainText("Overdue: waiting 2 days 2 hours");
  await expect(leadRow(page, `${tag}-fresh@`)).not.toContainText("Overdue");
  await expect(leadRow(page, `${tag}-answered@`)).not.toContainText("Overdue");
  // The search goes with the CSV.
  await expect(page.getByRole("link", { name: /Download CSV/ })).toHaveAttribute("href", `/inbox/leads.csv?q=${tag}`);
  const csv = await (await page.request.get(`/inbox/leads.csv?q=${tag}`)).text();
  expect(csv.trim().split("\r\n")).toHaveLength(5);
});

for (const javaScriptEnabled of [true, false]) {
  test(`a lead's page shows every field, moves it along with a note, and keeps its history (${javaScriptEnabled ? "with" : "without"} JavaScript)`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled });
    await signInContext(context);
    const page = await context.newPage();
    const email = uniqueEmail("desk-lead");
    const id = await insertLead({ email, hoursAgo: 3 });
    await page.goto(`/inbox/leads/${id}`);
    await expect(page.getByRole("heading", { level: 1, name: "Kavya Nair" })).toBeVisible();
    const main = page.getByRole("main");
    for (const text of [
      email,
      "+919876501234",
      "Inserted by the desk test",
      "Dr Rao",
      "http://127.0.0.1/doctors/dr-rao",
      "utm_campaign=monsoon-e2e",
      "https://www.instagram.com/p/abc",
      "monsoon-e2e",
      "the spreadsheet answered 503",
      id,
    ]) {
      await expect(main).toContainText(text);
    }
    await page.getByLabel("Status", { exact: true }).selectOption("contacted");
    await page.getByLabel("Note (optional)").fill("Called; she prefers Dr Rao on Monday");
    await page.getByRole("button", { name: "Save status" }).click();
    await expect(page.locator("#history")).toContainText("New → Contacted");
    await expect(page.locator("#history")).toContainText("Asha (e2e)");
    await expect(page.locator("#history")).toContainText("Called; she prefers Dr Rao on Monday");
    await page.locator("#lead-note").fill("Booked for Monday 10:00");
    await page.getByRole("button", { name: "Add note" }).click();
    await expect(page.locator("#history")).toContainText("Booked for Monday 10:00");
    await page.getByLabel("Status", { exact: true }).selectOption("booked");
    await page.getByRole("button", { name: "Save status" }).click();
    await expect(page.locator("#history li")).toHaveCount(3);
    const events = await query<{ kind: string; to_status: string | null; staff_name: string }>(
      `SELECT kind, to_status, staff_name FROM lead_events WHERE lead_id = $1 ORDER BY id`,
      id,
    );
    expect(events).toEqual([
      { kind: "status", to_status: "contacted", staff_name: "Asha (e2e)" },
      { kind: "note", to_status: null, staff_name: "Asha (e2e)" },
      { kind: "status", to_status: "booked", staff_name: "Asha (e2e)" },
    ]);
    expect(
      (await query<{ booked_at: Date | null }>(`SELECT booked_at FROM leads WHERE id = $1`, id))[0]?.booked_at,
    ).toBeTruthy();
    await context.close();
  });
}

test("a lead that does not exist is a 404, not an error", async ({ page }) => {
  const response = await page.goto(`/inbox/leads/${randomUUID()}`);
  expect(response?.status()).toBe(404);
});

test("the overview's chart and counts match the store", async ({ page }) => {
  const campaign = `e2e-${randomUUID().slice(0, 8)}`;
  // Twelve days ago in Kolkata, mid-afternoon: three leads, one booked and since closed.
  const day = new Date(Date.now() - 12 * 24 * hour);
  const at = (h: number) =>
    new Date(`${day.toISOString().slice(0, 10)}T${String(h).padStart(2, "0")}:00:00.000Z`).toISOString();
  await insertLead({ email: uniqueEmail("ov"), receivedAt: at(8), campaign, status: "closed", bookedAt: at(9) });
  await insertLead({ email: uniqueEmail("ov"), receivedAt: at(9), campaign });
  await insertLead({ email: uniqueEmail("ov"), receivedAt: at(10), campaign, status: "not_interested" });
  await page.goto("/inbox/overview");
  await expect(page.getByTestId("day-chart")).toBeVisible();
  const campaignRow = page.getByTestId("byCampaign").getByRole("row", { name: campaign });
  await expect(campaignRow.getByRole("cell")).toHaveText(["3", "1", "33%"]);

  // Every day older than three days (no test adds leads to those meanwhile) against the store.
  const dayOf = new Intl.DateTimeFormat("en-CA", {
    timeZone: "Asia/Kolkata",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  });
  const counts = new Map<string, number>();
  for (const { received_at } of await query<{ received_at: Date }>(
    `SELECT received_at FROM leads WHERE received_at >= $1`,
    new Date(Date.now() - 32 * 24 * hour),
  )) {
    const d = dayOf.format(new Date(received_at));
    counts.set(d, (counts.get(d) ?? 0) + 1);
  }
  const bars = await page
    .getByTestId("day-chart")
    .locator("rect[data-day]")
    .evaluateAll((rects) =>
      rects.map((r) => [r.getAttribute("data-day"), Number(r.getAttribute("data-leads"))] as const),
    );
  expect(bars).toHaveLength(30);
  const tableRows = await page
    .getByTestId("day-table")
    .locator("tbody tr")
    .evaluateAll((rows) =>
      rows.map(
        (r) => [r.querySelector("time")?.getAttribute("datetime"), Number(r.querySelector("td")?.textContent)] as const,
      ),
    );
  expect(tableRows).toEqual(bars);
  for (const [d, n] of bars.slice(0, 26)) expect([d, n]).toEqual([d, counts.get(d!) ?? 0]);
  expect(bars.find(([d]) => d === dayOf.format(new Date(at(9))))?.[1]).toBeGreaterThanOrEqual(3);
});

for (const javaScriptEnabled of [true, false]) {
  test(`a privacy request: find by phone or e-mail, export, erase after confirming (${javaScriptEnabled ? "with" : "without"} JavaScript)`, async ({
    browser,
    playwright,
    baseURL,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled });
    await signInContext(context);
    const page = await context.newPage();
    const email = uniqueEmail("erase-me");
    const ids = [
      await insertLead({ email, hoursAgo: 5 }),
      await insertLead({ email: email.toUpperCase(), hoursAgo: 40, status: "contacted" }),
    ];
    await page.goto("/inbox/privacy");
    await page.getByLabel("E-mail address").fill(email);
    await page.getByRole("button", { name: "Find" }).click();
    await expect(page.getByTestId("privacy-found")).toHaveText("2 requests match");

    const api = await playwright.request.newContext({ baseURL, extraHTTPHeaders: sessionHeader(await newSession()) });
    const json = await api.get(`/inbox/privacy/export?email=${encodeURIComponent(email)}&format=json`);
    expect(json.headers()["content-disposition"]).toMatch(
      /^attachment; filename="personal-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const exported = (await json.json()) as { leads: Array<{ id: string; deliveries: unknown[] }> };
    expect(exported.leads.map((l) => l.id).sort()).toEqual([...ids].sort());
    expect(exported.leads[0]?.deliveries).toHaveLength(1);
    const csv = await api.get(`/inbox/privacy/export?email=${encodeURIComponent(email)}&format=csv`);
    expect(csv.headers()["content-type"]).toBe("text/csv; charset=utf-8");
    expect((await csv.text()).toLowerCase().split(email.toLowerCase())).toHaveLength(3);
    expect((await api.get(`/inbox/privacy/export?email=x&format=json`)).status()).toBe(400);
    await api.dispose();

    await page.getByLabel(/I confirm that this person asked to be erased/).check();
    await page.getByRole("button", { name: "Erase 2 requests" }).click();
    await expect(page.getByText("2 requests were erased")).toBeVisible();
    for (const id of ids) {
      expect(await query(`SELECT 1 FROM leads WHERE id = $1`, id)).toEqual([]);
      expect(await query(`SELECT 1 FROM outbox WHERE lead_id = $1`, id)).toEqual([]);
    }
    const [audit] = await query<Record<string, unknown>>(`SELECT * FROM erasures ORDER BY id DESC LIMIT 1`);
    expect(audit).toMatchObject({ staff_name: "Asha (e2e)", reason: "request", lead_count: 2 });
    expect(JSON.stringify(audit)).not.toContain("erase-me");
    await expect(page.getByTestId("erasures").getByRole("row").nth(1)).toContainText("Asha (e2e)the person asked2");
    await context.close();
  });
}

for (const javaScriptEnabled of [true, false]) {
  test(`a consent withdrawal: the lead's consent shown, a confirmation, then the lead erased and the audit saying why (${javaScriptEnabled ? "with" : "without"} JavaScript)`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled });
    await signInContext(context);
    const page = await context.newPage();
    const email = uniqueEmail("withdraw");
    const consentAt = new Date(Date.now() - 2 * hour).toISOString();
    const id = await insertLead({ email, hoursAgo: 2, consent: { version: consentVersion, at: consentAt } });
    const kept = await insertLead({ email, hoursAgo: 30, consent: null });

    // A lead from before the box says so, rather than show a version nobody agreed to.
    await page.goto(`/inbox/leads/${kept}`);
    await expect(page.getByRole("region", { name: "Consent" })).toContainText("Not recorded");

    await page.goto(`/inbox/leads/${id}`);
    const consent = page.getByRole("region", { name: "Consent" });
    await expect(consent).toContainText(consentVersion);
    await expect(consent.locator(`time[datetime="${consentAt}"]`)).toBeVisible();
    await consent.getByRole("button", { name: "Record withdrawal and erase" }).click();
    await expect(page.getByText("Nothing was erased: please tick the confirmation first.")).toBeVisible();
    expect(await query(`SELECT 1 FROM leads WHERE id = $1`, id)).toHaveLength(1);

    await page
      .getByRole("region", { name: "Consent" })
      .getByLabel(/The person withdrew their consent/)
      .check();
    await page
      .getByRole("region", { name: "Consent" })
      .getByRole("button", { name: "Record withdrawal and erase" })
      .click();
    await expect(page.getByText(/^Consent withdrawn: the lead was erased/)).toBeVisible();
    expect(await query(`SELECT 1 FROM leads WHERE id = $1`, id)).toEqual([]);
    expect(await query(`SELECT 1 FROM outbox WHERE lead_id = $1`, id)).toEqual([]);
    // Consent is given per request: the person's other request is not touched.
    expect(await query(`SELECT 1 FROM leads WHERE id = $1`, kept)).toHaveLength(1);
    // Other tests erase meanwhile: this one's audit is the withdrawal recorded since it started.
    const [audit] = await query<Record<string, unknown>>(
      `SELECT * FROM erasures WHERE reason = 'withdrawal' AND at >= $1 ORDER BY id DESC LIMIT 1`,
      new Date(Date.now() - 60_000),
    );
    expect(audit).toMatchObject({ staff_name: "Asha (e2e)", reason: "withdrawal", lead_count: 1 });
    await page.goto("/inbox/privacy");
    await expect(page.getByTestId("erasures")).toContainText("consent withdrawn");
    await context.close();
  });
}

test.describe("accessibility of the desk's pages", () => {
  for (const width of [1280, 360]) {
    test(`no WCAG 2.2 A/AA violation at ${width} px`, async ({ page }) => {
      const email = uniqueEmail("desk-axe");
      const id = await insertLead({ email, hoursAgo: 30 });
      await page.setViewportSize({ width, height: 900 });
      for (const path of [
        `/inbox/leads/${id}`,
        "/inbox/overview",
        `/inbox/privacy?email=${encodeURIComponent(email)}`,
        `/inbox?q=${encodeURIComponent(email)}`,
      ]) {
        await page.goto(path);
        const results = await new AxeBuilder({ page }).withTags(wcag).analyze();
        expect(
          results.violations.map((v) => `${path} ${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
        ).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(width);
      }
    });
  }

  test("the sign-in page has no violation either, signed out", async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    for (const path of ["/inbox/sign-in", "/inbox/sign-in?error=failed", "/inbox/sign-in?error=blocked&retry=12"]) {
      await page.goto(path);
      const results = await new AxeBuilder({ page }).withTags(wcag).analyze();
      expect(results.violations.map((v) => `${path} ${v.id}`)).toEqual([]);
    }
    await context.close();
  });
});

test("a lead keeps the consent version it agreed to: one from before the clinic was named shows that older version", async ({
  page,
}) => {
  // The first version's words named neither the clinic nor how to withdraw (lib/leads/consent.test.ts keeps them).
  const first = "consent-2026-11-26";
  expect(consentVersion).not.toBe(first);
  const at = new Date(Date.now() - 3 * hour).toISOString();
  const older = await insertLead({ email: uniqueEmail("consent-v1"), hoursAgo: 3, consent: { version: first, at } });
  const newer = await insertLead({ email: uniqueEmail("consent-v2"), hoursAgo: 1 });
  await page.goto(`/inbox/leads/${older}`);
  const consent = page.getByRole("region", { name: "Consent" });
  await expect(consent).toContainText(first);
  await expect(consent).not.toContainText(consentVersion);
  await page.goto(`/inbox/leads/${newer}`);
  await expect(page.getByRole("region", { name: "Consent" })).toContainText(consentVersion);
});
