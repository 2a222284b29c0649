import { expect, test, type Browser, type Page } from "@playwright/test";
import { startOwnServer, twoServersOnOnePostgres, type OwnServer } from "./own-server";
import { newSession, sessionCookie, signInContext, type StoreQuery } from "./staff";
import { storeQuery } from "./store";

/**
 * The site desk (/inbox/site, docs/inbox.md): the owner changes the clinic's phone and confirms
 * its office's city, and the public pages that carry them (home, contact, the footer on every
 * page) show the change within 60 seconds, with no rebuild or restart, on one server with its
 * embedded store and on two servers sharing one PostgreSQL database. Servers of their own: the
 * shared test server's facts stay as the other specs expect them.
 */
const port = Number(process.env.E2E_PORT ?? 3100);
test.describe.configure({ mode: "serial" });
test.setTimeout(240_000);

type Role = "owner" | "reception" | "doctor";
/** Runs one statement on the store the servers use. */
type Query = StoreQuery;

async function signedIn(browser: Browser, query: Query, role: Role, javaScriptEnabled: boolean) {
  const context = await browser.newContext({ javaScriptEnabled });
  await signInContext(context, role, query);
  return { context, page: await context.newPage() };
}

/** The public pages' text as a visitor gets it: the home page, the contact page and the footer of a third. */
async function publicText(base: string) {
  const [home, contact, about] = await Promise.all(
    ["/", "/contact", "/about"].map((path) => fetch(`${base}${path}`).then((r) => r.text())),
  );
  return { home: home!, contact: contact!, about: about! };
}

/** A contact record as the desk stores one (lib/site/records.ts), for a row written behind its back. */
const storedContact = {
  name: "Sanjeevani Ayurveda",
  phone: "+91 97777 00000",
  email: "care@sanjeevaniayurveda.com",
  whatsapp: "",
  address: "",
  region: "Uttar Pradesh",
  responseTime: "24-48 hours on working days",
  workingHours: "",
  facebook: "",
  instagram: "",
  youtube: "",
  linkedin: "",
};

/** Until every page named carries `text`, within 60 seconds of the save. */
async function shownWithinAMinute(base: string, text: string, pages: Array<"home" | "contact" | "about">) {
  await expect
    .poll(
      async () => {
        const shown = await publicText(base);
        return pages.filter((p) => !shown[p].includes(text));
      },
      { timeout: 60_000, intervals: [1_000], message: `${base}: ${text} on ${pages.join(", ")}` },
    )
    .toEqual([]);
}

async function changePhone(page: Page, base: string, phone: string) {
  await page.goto(`${base}/inbox/site`);
  await page.getByLabel("Phone", { exact: true }).fill(phone);
  await page.getByRole("button", { name: "Save the contact details" }).click();
  await expect(page.getByRole("status")).toContainText("Saved.");
}

async function confirmCity(page: Page, base: string) {
  await page.goto(`${base}/inbox/site`);
  const claim = page.locator('[data-claim="officeCity"]');
  await claim.getByLabel(/How the clinic knows it/).fill("the office's lease, signed March 2026");
  await claim.getByRole("button", { name: "Confirm with this evidence" }).click();
  await expect(page.getByRole("status")).toContainText("Confirmed and saved.");
  await expect(page.locator('[data-claim="officeCity"] [data-status="confirmed"]')).toContainText(
    "the office's lease, signed March 2026",
  );
}

/** Confirms (with evidence) or unconfirms one claim in the desk, and waits for the page to say it is stored. */
async function settleClaim(page: Page, base: string, key: string, intent: "confirm" | "unconfirm", basis = "") {
  await page.goto(`${base}/inbox/site`);
  const claim = page.locator(`[data-claim="${key}"]`);
  if (intent === "confirm") {
    await claim.getByLabel(/How the clinic knows it/).fill(basis);
    await claim.getByRole("button", { name: "Confirm with this evidence" }).click();
    await expect(page.getByRole("status")).toContainText("Confirmed and saved.");
    await expect(page.locator(`[data-claim="${key}"] [data-status="confirmed"]`)).toContainText(basis);
  } else {
    await claim.getByRole("button", { name: "Unconfirm" }).click();
    await expect(page.getByRole("status")).toContainText("Unconfirmed and saved.");
    await expect(page.locator(`[data-claim="${key}"] [data-status="unconfirmed"]`)).toBeVisible();
  }
}

/** Until `path` on `base` does (or does not) carry `text`, within 60 seconds of the save. */
async function pageShowsWithinAMinute(base: string, path: string, text: string, shown: boolean) {
  await expect
    .poll(async () => (await (await fetch(`${base}${path}`)).text()).includes(text), {
      timeout: 60_000,
      intervals: [1_000],
      message: `${base}${path}: ${text} ${shown ? "shown" : "gone"}`,
    })
    .toBe(shown);
}

test.describe("one server and its embedded store", () => {
  let server: OwnServer;
  let query: Query;
  test.beforeAll(async () => {
    server = await startOwnServer(port + 5, { INBOX_REQUIRE_2FA: "off" });
    query = (sql, params) => storeQuery(server.store, sql, params);
  });
  test.afterAll(async () => server?.close());

  test("without JavaScript: a bad phone is refused beside its field, nothing changes; then the phone and the city show on home, contact and the footer", async ({
    browser,
  }) => {
    const before = await publicText(server.base);
    expect(before.contact).not.toContain("Ghaziabad");
    const { context, page } = await signedIn(browser, query, "owner", false);

    await page.goto(`${server.base}/inbox/site`);
    await page.getByLabel("Phone", { exact: true }).fill("call us");
    await page.getByRole("button", { name: "Save the contact details" }).click();
    await expect(page.locator("#contact-phone-error")).toHaveText("Must hold a phone number");
    await expect(page.getByLabel("Phone", { exact: true })).toHaveValue("call us");
    await expect(page.getByRole("status")).toHaveCount(0);
    expect((await query("SELECT count(*)::int AS n FROM site_facts"))[0]!.n).toBe(0);
    expect(await publicText(server.base)).toEqual(before);

    const phone = `+91 98100 ${String(Math.floor(Math.random() * 90_000) + 10_000)}`;
    await changePhone(page, server.base, phone);
    await shownWithinAMinute(server.base, phone, ["home", "contact", "about"]);

    await confirmCity(page, server.base);
    await shownWithinAMinute(server.base, "Ghaziabad, India", ["home", "about"]);
    await shownWithinAMinute(server.base, "Ghaziabad, Uttar Pradesh, India", ["contact"]);

    // The audit has each save with its before and after.
    const audit = await query("SELECT subject_id, detail FROM audit_events WHERE action = 'site.edited' ORDER BY id");
    expect(audit.map((a) => a.subject_id)).toEqual(["contact", "claim:officeCity"]);
    expect(audit[0]!.detail).toMatchObject({ after: { phone } });
    await context.close();
  });

  test("without JavaScript: a plan's badge confirmed in the desk shows on the diet plans, and is gone once unconfirmed", async ({
    browser,
  }) => {
    await pageShowsWithinAMinute(server.base, "/book-my-diet", "MOST POPULAR", false);
    const { context, page } = await signedIn(browser, query, "owner", false);
    await settleClaim(page, server.base, "mostPopularPlan", "confirm", "plan sales, January to November 2026");
    await pageShowsWithinAMinute(server.base, "/book-my-diet", "MOST POPULAR", true);
    await settleClaim(page, server.base, "mostPopularPlan", "unconfirm");
    await pageShowsWithinAMinute(server.base, "/book-my-diet", "MOST POPULAR", false);
    const audit = await query(
      "SELECT detail FROM audit_events WHERE action = 'site.edited' AND subject_id = 'claim:mostPopularPlan' ORDER BY id",
    );
    expect(audit.map((a) => (a.detail as { after: { confirmed: unknown } }).after.confirmed === null)).toEqual([
      false,
      true,
    ]);
    await context.close();
  });

  test("reception and a doctor are refused the page, and the owner's form posted by reception changes nothing", async ({
    browser,
  }) => {
    for (const role of ["reception", "doctor"] as const) {
      const other = await signedIn(browser, query, role, false);
      expect((await other.page.goto(`${server.base}/inbox/site`))?.status(), role).toBe(403);
      await other.page.goto(`${server.base}/inbox`);
      await expect(other.page.getByRole("navigation", { name: "Inbox" })).toBeVisible();
      await expect(other.page.getByRole("link", { name: "Site", exact: true })).toHaveCount(0);
      await other.context.close();
    }

    const { context, page } = await signedIn(browser, query, "owner", false);
    await page.goto(`${server.base}/inbox`);
    await page.getByRole("link", { name: "Site", exact: true }).click();
    await expect(page).toHaveURL(/\/inbox\/site$/);
    await page.getByLabel("Phone", { exact: true }).fill("+91 90000 00000");
    await context.clearCookies();
    await context.addCookies([sessionCookie(await newSession(undefined, "reception", query))]);
    await page.getByRole("button", { name: "Save the contact details" }).click();
    await expect(page).toHaveURL(/\/inbox\/not-allowed$/);
    const stored = await query("SELECT value->>'phone' AS phone FROM site_facts WHERE key = 'contact'");
    expect(stored[0]!.phone).not.toBe("+91 90000 00000");
    expect((await publicText(server.base)).contact).not.toContain("+91 90000 00000");
    await context.close();
  });
});

test.describe("two servers on one PostgreSQL database", () => {
  const { servers, query } = twoServersOnOnePostgres("site_desk_e2e", [port + 6, port + 7]);

  test("with JavaScript: a save on the first shows on both within 60 seconds, still served as prerendered pages", async ({
    browser,
  }) => {
    const [first, second] = servers as [OwnServer, OwnServer];
    // Both have served (and cached) the pages before the change.
    for (const server of servers) expect((await publicText(server.base)).contact).not.toContain("Ghaziabad");
    // The pages are the cached, prerendered ones: a row written behind the desk's back (no notice,
    // no revalidation) changes nothing on either server.
    const unseen = storedContact.phone;
    await query("INSERT INTO site_facts (key, value, version, saved_at) VALUES ('contact', $1, 1, now())", [
      JSON.stringify(storedContact),
    ]);
    await new Promise((resolve) => setTimeout(resolve, 10_000));
    for (const server of servers) expect((await publicText(server.base)).contact).not.toContain(unseen);
    const { context, page } = await signedIn(browser, query, "owner", true);
    const phone = `+91 98200 ${String(Math.floor(Math.random() * 90_000) + 10_000)}`;
    await changePhone(page, first.base, phone);
    await confirmCity(page, first.base);
    for (const server of [first, second]) {
      await shownWithinAMinute(server.base, phone, ["home", "contact", "about"]);
      await shownWithinAMinute(server.base, "Ghaziabad, Uttar Pradesh, India", ["contact"]);
    }
    // The contact page is still Next's prerendered page (its cache header), not one rendered per request.
    const response = await fetch(`${second.base}/contact`);
    expect(response.headers.get("x-nextjs-cache") ?? response.headers.get("x-nextjs-prerender")).toBeTruthy();
    // The page rendered again runs its scripts: the policy names them (server/regenerated-page.mjs).
    const refused: string[] = [];
    const visitor = await browser.newPage();
    visitor.on("console", (m) => void (/Content Security Policy/.test(m.text()) && refused.push(m.text())));
    await visitor.goto(`${second.base}/contact`);
    await expect(visitor.locator("body")).toContainText(phone);
    await expect.poll(() => visitor.evaluate(() => "next" in window), { message: "the page hydrated" }).toBe(true);
    expect(refused).toEqual([]);
    await visitor.close();
    await context.close();
  });

  test("with JavaScript: the FAQ's countries claim confirmed on one server shows on both, and is gone from both once unconfirmed", async ({
    browser,
  }) => {
    const [first, second] = servers as [OwnServer, OwnServer];
    const claim = "more than 54 countries";
    for (const server of servers) await pageShowsWithinAMinute(server.base, "/faq", claim, false);
    const { context, page } = await signedIn(browser, query, "owner", true);
    await settleClaim(page, second.base, "countriesServed", "confirm", "patients' countries in the clinic's register");
    for (const server of [first, second]) await pageShowsWithinAMinute(server.base, "/faq", claim, true);
    await settleClaim(page, first.base, "countriesServed", "unconfirm");
    for (const server of [first, second]) await pageShowsWithinAMinute(server.base, "/faq", claim, false);
    // Still Next's prerendered page, not one rendered per request.
    const response = await fetch(`${first.base}/faq`);
    expect(response.headers.get("x-nextjs-cache") ?? response.headers.get("x-nextjs-prerender")).toBeTruthy();
    await context.close();
  });
});
