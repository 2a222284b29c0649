import { randomBytes } from "node:crypto";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Browser, type Page } from "@playwright/test";
import sharp from "sharp";
import { startOwnServer, twoServersOnOnePostgres, type OwnServer } from "./own-server";
import { newSession, sessionCookie, signInContext, type StoreQuery } from "./staff";
import { storeQuery } from "./store";

/**
 * The doctors in the desk (/inbox/site/doctors, docs/content.md): the owner adds a confirmed
 * doctor with a registration number and a photograph, with JavaScript off and on; a bad value
 * comes back 422 beside its field with what was typed; the doctors page, still prerendered,
 * shows the doctor and the photograph within 60 seconds, with no rebuild or restart. Reception
 * is refused. A server of its own: the shared server's roster stays as the other specs expect.
 */
const port = Number(process.env.E2E_PORT ?? 3100);
test.describe.configure({ mode: "serial" });
test.setTimeout(240_000);

type Role = "owner" | "reception";
type Query = StoreQuery;

async function signedIn(browser: Browser, query: Query, role: Role, javaScriptEnabled: boolean) {
  const context = await browser.newContext({ javaScriptEnabled });
  await signInContext(context, role, query);
  return { context, page: await context.newPage() };
}

/** A portrait as a phone takes one: a JPEG with a GPS position in its EXIF. */
const portrait = () =>
  sharp({ create: { width: 600, height: 800, channels: 3, background: { r: 180, g: 140, b: 100 } } })
    .jpeg()
    .withExifMerge({ IFD3: { GPSLatitudeRef: "N", GPSLatitude: "28/1 36/1 0/1" } })
    .toBuffer();

/** A 2000 × 2000 JPEG of noise at high quality: more than 3 MB, well over the 1 MB other forms may send. */
const largePortrait = () =>
  sharp(randomBytes(2000 * 2000 * 3), { raw: { width: 2000, height: 2000, channels: 3 } })
    .jpeg({ quality: 95 })
    .withExifMerge({ IFD3: { GPSLatitudeRef: "N", GPSLatitude: "28/1 36/1 0/1" } })
    .toBuffer();

/** Clicks `button` and returns the status of the page the form's post answered with (JavaScript off). */
async function postedStatus(page: Page, button: ReturnType<Page["getByRole"]>): Promise<number> {
  const response = page.waitForResponse((r) => r.request().method() === "POST" && r.request().isNavigationRequest());
  await button.click();
  return (await response).status();
}

async function fillDoctor(page: Page, name: string, number: string) {
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByLabel("Specialty").selectOption("Women's Health");
  await page.getByLabel("Years of practice").fill("12");
  await page.getByLabel("Where they practise").fill("Lucknow");
  await page.getByLabel("Languages").fill("English, Hindi");
  await page.getByLabel("Qualifications").fill("BAMS, MD (Ayurveda) in Prasuti Tantra & Stri Roga");
  await page.getByLabel("Consultation fee (rupees)").fill("1200");
  await page
    .getByLabel("Biography")
    .fill(
      `${name} sees women through menstrual concerns, fertility planning and menopause, and checks every medicine first.`,
    );
  await page.getByLabel("Registered with").fill("Uttar Pradesh Board of Indian Medicine");
  await page.getByLabel("Registration number").fill(number);
  await page.getByLabel("Checked on").fill("2026-11-30");
}

/** Until /doctors on `base` carries every text, within 60 seconds of the save. */
async function doctorsPageShows(base: string, texts: string[]) {
  await expect
    .poll(
      async () => {
        const html = await (await fetch(`${base}/doctors`)).text();
        return texts.filter((t) => !html.includes(t));
      },
      { timeout: 60_000, intervals: [1_000], message: `/doctors shows ${texts.join(", ")}` },
    )
    .toEqual([]);
}

test.describe("the doctors in the desk", () => {
  let server: OwnServer;
  let query: Query;
  test.beforeAll(async () => {
    server = await startOwnServer(port + 1, { INBOX_REQUIRE_2FA: "off" });
    query = (sql, params) => storeQuery(server.store, sql, params);
  });
  test.afterAll(async () => server?.close());

  test("without JavaScript: a listed doctor without a registration number and a file that is no image are refused beside their fields (422); then the doctor and the photograph show on the doctors page", async ({
    browser,
  }) => {
    const name = "Dr. Asha Verma";
    expect(await (await fetch(`${server.base}/doctors`)).text()).not.toContain(name);
    const { context, page } = await signedIn(browser, query, "owner", false);
    await page.goto(`${server.base}/inbox/site`);
    await page.getByRole("link", { name: "edit the doctors" }).click();
    await page.getByRole("link", { name: "Add a doctor" }).click();
    await expect(page).toHaveURL(/\/inbox\/site\/doctors\/new$/);

    await fillDoctor(page, name, "");
    expect(await postedStatus(page, page.getByRole("button", { name: "Add the doctor" }))).toBe(422);
    await expect(page.locator("#doctor-registrationNumber-error")).toHaveText(
      /^Required before a real doctor is listed/,
    );
    await expect(page.getByLabel("Name", { exact: true })).toHaveValue(name);
    await expect(page.getByLabel("Registered with")).toHaveValue("Uttar Pradesh Board of Indian Medicine");
    expect((await query("SELECT count(*)::int AS n FROM site_doctors"))[0]!.n).toBe(0);

    await page.getByLabel("Registration number").fill("UP-12345");
    await page.getByRole("button", { name: "Add the doctor" }).click();
    await expect(page).toHaveURL(/\/inbox\/site\/doctors\/dr-asha-verma\?done=saved#done$/);
    await expect(page.getByRole("status")).toContainText("Saved.");
    await doctorsPageShows(server.base, [name, "UP-12345", "Uttar Pradesh Board of Indian Medicine"]);

    await page.setInputFiles("#doctor-photo", {
      name: "notes.jpg",
      mimeType: "image/jpeg",
      buffer: Buffer.from("these are notes, not a photograph"),
    });
    expect(await postedStatus(page, page.getByRole("button", { name: "Upload the photograph" }))).toBe(422);
    await expect(page.locator("#doctor-photo-error")).toHaveText(/^This file is not a photograph this site can read/);
    expect((await query("SELECT count(*)::int AS n FROM site_photos"))[0]!.n).toBe(0);

    // Over 10 MB: the reason beside the field, not the request screen's bare 413 for other forms.
    await page.setInputFiles("#doctor-photo", {
      name: "huge.jpg",
      mimeType: "image/jpeg",
      buffer: Buffer.alloc(11 * 1024 * 1024, 0xff),
    });
    expect(await postedStatus(page, page.getByRole("button", { name: "Upload the photograph" }))).toBe(422);
    await expect(page.locator("#doctor-photo-error")).toHaveText(
      "The file is 11.0 MB; a photograph may be at most 10 MB.",
    );
    expect((await query("SELECT count(*)::int AS n FROM site_photos"))[0]!.n).toBe(0);

    // A photograph of several megabytes, as a camera writes one, is taken.
    const large = await largePortrait();
    expect(large.length).toBeGreaterThan(3 * 1024 * 1024);
    await page.setInputFiles("#doctor-photo", { name: "asha.jpg", mimeType: "image/jpeg", buffer: large });
    await page.getByRole("button", { name: "Upload the photograph" }).click();
    await expect(page.getByRole("status")).toContainText("Saved.");
    const [row] = await query("SELECT value->'photo'->>'hash' AS hash FROM site_doctors WHERE id = 'dr-asha-verma'");
    const hash = String(row!.hash);
    expect(hash).toMatch(/^[0-9a-f]{20}$/);
    await doctorsPageShows(server.base, [`/site-photos/${hash}-128`]);

    // The file: long-cached under its content hash, AVIF or WebP as the browser takes it, with no EXIF.
    for (const [accept, type] of [
      ["image/avif,image/webp,*/*", "image/avif"],
      ["image/webp,*/*", "image/webp"],
    ]) {
      const photo = await fetch(`${server.base}/site-photos/${hash}-128`, { headers: { accept: accept! } });
      expect([photo.status, photo.headers.get("content-type"), photo.headers.get("cache-control")]).toEqual([
        200,
        type,
        "public, max-age=31536000, immutable",
      ]);
      expect((await sharp(Buffer.from(await photo.arrayBuffer())).metadata()).exif).toBeUndefined();
    }
    // Still the prerendered page, revalidated by tag, not one rendered per request.
    const doctors = await fetch(`${server.base}/doctors`);
    expect(doctors.headers.get("x-nextjs-cache") ?? doctors.headers.get("x-nextjs-prerender")).toBeTruthy();

    const audit = await query(
      "SELECT subject_id FROM audit_events WHERE action = 'site.edited' AND subject_id LIKE 'doctor:%' ORDER BY id",
    );
    expect(audit.map((a) => a.subject_id)).toEqual(["doctor:dr-asha-verma", "doctor:dr-asha-verma"]);
    await context.close();
  });

  test("with JavaScript: the owner adds a doctor and a photograph, and a visitor's doctors page shows the card with it", async ({
    browser,
  }) => {
    const name = "Dr. Kavya Iyer";
    const { context, page } = await signedIn(browser, query, "owner", true);
    await page.goto(`${server.base}/inbox/site/doctors/new`);
    await fillDoctor(page, name, "UP-67890");
    await page.getByLabel("Checked on").fill("2099-01-01");
    await page.getByRole("button", { name: "Add the doctor" }).click();
    await expect(page.locator("#doctor-registrationCheckedOn-error")).toHaveText("Must not be a day after today");
    await expect(page.getByLabel("Registration number")).toHaveValue("UP-67890");
    // The refused form, its messages included, meets WCAG 2.2 A and AA at a phone's width and a
    // desk's (axe runs in the page, so here, with JavaScript).
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      const results = await new AxeBuilder({ page })
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
        .analyze();
      expect(
        results.violations.map((v) => `${width}px ${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
      ).toEqual([]);
    }
    await page.getByLabel("Checked on").fill("2026-11-29");
    await page.getByRole("button", { name: "Add the doctor" }).click();
    await expect(page).toHaveURL(/\/inbox\/site\/doctors\/dr-kavya-iyer\?done=saved#done$/);
    await page.setInputFiles("#doctor-photo", { name: "kavya.jpg", mimeType: "image/jpeg", buffer: await portrait() });
    await page.getByRole("button", { name: "Upload the photograph" }).click();
    await expect(page.getByRole("img", { name: `The photograph of ${name} on the site` })).toBeVisible();
    await doctorsPageShows(server.base, [name, "UP-67890"]);

    const visitor = await browser.newPage();
    await visitor.goto(`${server.base}/doctors`);
    const card = visitor.locator("article", { has: visitor.getByRole("heading", { name }) });
    await expect(card.locator("[data-image-state=loaded] img")).toBeVisible();
    // A doctor without a photograph keeps the initials.
    const sample = visitor.locator("article", { has: visitor.getByRole("heading", { name: "Dr. Priya Sharma" }) });
    await expect(sample.locator("img")).toHaveCount(0);
    await expect(sample.getByText("PS", { exact: true })).toBeVisible();
    await visitor.close();
    await context.close();
  });

  test("reception is refused the doctors' pages, and the owner's form posted by reception changes nothing", async ({
    browser,
  }) => {
    const reception = await signedIn(browser, query, "reception", false);
    for (const path of ["/inbox/site/doctors", "/inbox/site/doctors/new", "/inbox/site/doctors/dr-asha-verma"])
      expect((await reception.page.goto(`${server.base}${path}`))?.status(), path).toBe(403);
    await reception.context.close();

    const { context, page } = await signedIn(browser, query, "owner", false);
    await page.goto(`${server.base}/inbox/site/doctors/dr-asha-verma`);
    await page.getByLabel("Registration number").fill("UP-99999");
    await context.clearCookies();
    await context.addCookies([sessionCookie(await newSession(undefined, "reception", query))]);
    await page.getByRole("button", { name: "Save the doctor" }).click();
    await expect(page).toHaveURL(/\/inbox\/not-allowed$/);
    const [row] = await query(
      "SELECT value->'registration'->>'number' AS number FROM site_doctors WHERE id = 'dr-asha-verma'",
    );
    expect(row!.number).toBe("UP-12345");
    await context.close();
  });
});

test.describe("two servers on one PostgreSQL database", () => {
  const { servers, query } = twoServersOnOnePostgres("site_doctors_e2e", [port + 2, port + 8]);

  test("with JavaScript: a doctor and a photograph saved on the first server show on both, the second serving the photograph from the database", async ({
    browser,
  }) => {
    const [first, second] = servers as [OwnServer, OwnServer];
    const name = "Dr. Meenakshi Rao";
    for (const server of servers) expect(await (await fetch(`${server.base}/doctors`)).text()).not.toContain(name);
    const { context, page } = await signedIn(browser, query, "owner", true);
    await page.goto(`${first.base}/inbox/site/doctors/new`);
    await fillDoctor(page, name, "KA-2024-77");
    await page.getByRole("button", { name: "Add the doctor" }).click();
    await expect(page).toHaveURL(/\/inbox\/site\/doctors\/dr-meenakshi-rao\?done=saved#done$/);
    await page.setInputFiles("#doctor-photo", { name: "rao.jpg", mimeType: "image/jpeg", buffer: await portrait() });
    await page.getByRole("button", { name: "Upload the photograph" }).click();
    await expect(page.getByRole("img", { name: `The photograph of ${name} on the site` })).toBeVisible();
    const [row] = await query("SELECT value->'photo'->>'hash' AS hash FROM site_doctors WHERE id = 'dr-meenakshi-rao'");
    const hash = String(row!.hash);
    for (const server of [first, second])
      await doctorsPageShows(server.base, [name, "KA-2024-77", `/site-photos/${hash}-128`]);

    const photo = await fetch(`${second.base}/site-photos/${hash}-256`, { headers: { accept: "image/webp" } });
    expect([photo.status, photo.headers.get("content-type")]).toEqual([200, "image/webp"]);
    // The structured data describes the confirmed doctor, with the photograph.
    const html = await (await fetch(`${second.base}/doctors`)).text();
    expect(html).toMatch(
      new RegExp(`"@type":"Physician"[^<]*"name":"${name}"[^<]*"image":"[^"]*/site-photos/${hash}-256"`),
    );
    const response = await fetch(`${second.base}/doctors`);
    expect(response.headers.get("x-nextjs-cache") ?? response.headers.get("x-nextjs-prerender")).toBeTruthy();
    await context.close();
  });
});
