import { randomUUID } from "node:crypto";
import { expect, test, type Browser } from "@playwright/test";
import { sampleVisitor } from "../../lib/booking/sample-visitor";
import { consentVersion } from "../../lib/leads/consent";
import { insertLeadStatement } from "../../lib/leads/store/rows";
import { e2eStoreDir } from "../../playwright.config";
import { uniqueEmail } from "./leads";
import { storeQuery, storeVault } from "./store";
import { e2eDoctorId, signInContext, type E2eRole } from "./staff";

/**
 * The roles on the server (docs/inbox.md, Roles): what reception and a doctor are refused, with
 * a 403 and nothing changed, what an owner may do, and the audit rows the reads leave. Each
 * refused form is the owner's own form, posted by the other role's browser without JavaScript,
 * as a crafted request would be.
 */

const day = 86_400_000;

async function insertLead(
  email: string,
  fields: { formType?: "Contact Form" | "Consultation Booking"; details?: Record<string, unknown> } = {},
) {
  const id = randomUUID();
  const now = new Date().toISOString();
  const insert = insertLeadStatement(
    {
      ...sampleVisitor({
        name: "Meera Iyer",
        email,
        userAgent: "playwright",
        consent: { version: consentVersion, at: now },
        timestamp: now,
      }),
      id,
      formType: fields.formType ?? "Contact Form",
      receivedAt: now,
      consultationType: "",
      details: fields.details ?? {},
    },
    storeVault(e2eStoreDir),
  );
  await storeQuery(e2eStoreDir, insert.sql, [...insert.parameters]);
  return id;
}

/** A booking with its lead for a doctor, on a random far day so that reruns on the kept store do not clash. */
async function insertBooking(doctorId: string, startsAt: number) {
  const id = randomUUID();
  const leadId = await insertLead(uniqueEmail("roles-booking"), {
    formType: "Consultation Booking",
    details: { bookingId: id },
  });
  const now = new Date().toISOString();
  await storeQuery(
    e2eStoreDir,
    `INSERT INTO bookings (id, lead_id, doctor_id, type_id, starts_at, ends_at, held_until, visitor_zone, created_at, scheduled_at, updated_at)
     VALUES ($1, $2, $3, 'free-first-call', $4, $5, $5, 'America/New_York', $6, $6, $6)`,
    [id, leadId, doctorId, new Date(startsAt), new Date(startsAt + 20 * 60_000), now],
  );
  return { id, leadId };
}

async function as(browser: Browser, role: E2eRole) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  await signInContext(context, role);
  return { context, page: await context.newPage() };
}

const auditRows = (action: string, subjectId?: string) =>
  storeQuery<{ staff_id: string; detail: Record<string, unknown> }>(
    e2eStoreDir,
    `SELECT staff_id, detail FROM audit_events WHERE action = $1 AND ($2::text IS NULL OR subject_id = $2) ORDER BY id`,
    [action, subjectId ?? null],
  );

test("reception sees the leads but not the CSV download, and the download answers 403; the owner's is recorded", async ({
  browser,
}) => {
  const reception = await as(browser, "reception");
  await reception.page.goto("/inbox");
  await expect(reception.page.getByRole("heading", { name: "Lead inbox" })).toBeVisible();
  await expect(reception.page.getByRole("link", { name: /Download CSV/ })).toHaveCount(0);
  await expect(reception.page.getByRole("link", { name: "Payments" })).toBeVisible();
  const refused = await reception.page.request.get("/inbox/leads.csv");
  expect(refused.status()).toBe(403);
  await reception.context.close();

  const owner = await as(browser, "owner");
  const before = (await auditRows("leads.exported")).length;
  const download = await owner.page.request.get("/inbox/leads.csv?status=new");
  expect(download.status()).toBe(200);
  const after = await auditRows("leads.exported");
  expect(after).toHaveLength(before + 1);
  expect(after.at(-1)).toMatchObject({ staff_id: "e2e-staff", detail: { filters: "status=new" } });
  await owner.context.close();
});

test("reception cannot erase a person: the owner's erase form, posted by reception, answers 403 and erases nothing", async ({
  browser,
}) => {
  const email = uniqueEmail("roles-erase");
  const id = await insertLead(email);
  const owner = await as(browser, "owner");
  await owner.page.goto(`/inbox/privacy?email=${encodeURIComponent(email)}`);
  await expect(owner.page.getByRole("button", { name: /Erase 1 request/ })).toBeVisible();

  // The same page in the same browser, now signed in as reception: the form is the owner's.
  await owner.context.clearCookies();
  await signInContext(owner.context, "reception");
  await owner.page.getByLabel(/I confirm that this person asked to be erased/).check();
  // The post is sent on to the not-allowed page, which answers 403.
  const [answer] = await Promise.all([
    owner.page.waitForResponse((r) => new URL(r.url()).pathname === "/inbox/not-allowed"),
    owner.page.getByRole("button", { name: /Erase 1 request/ }).click(),
  ]);
  expect(answer.status()).toBe(403);
  await expect(owner.page.getByRole("heading", { name: "Your role does not allow this" })).toBeVisible();
  expect(await storeQuery(e2eStoreDir, `SELECT id FROM leads WHERE id = $1`, [id])).toEqual([{ id }]);

  // Reception's own page has no erase form at all.
  await owner.page.goto(`/inbox/privacy?email=${encodeURIComponent(email)}`);
  await expect(owner.page.getByRole("button", { name: /Erase/ })).toHaveCount(0);
  await owner.context.close();
});

test("only an owner opens the staff page: the owner's invite form, posted by reception, answers 403 and invites no one", async ({
  browser,
}) => {
  const email = uniqueEmail("roles-invite");
  const owner = await as(browser, "owner");
  await owner.page.goto("/inbox/staff");
  await owner.page.getByLabel("Name").fill("Roles test invitee");
  await owner.page.getByLabel("E-mail address").fill(email);

  await owner.context.clearCookies();
  await signInContext(owner.context, "reception");
  const [answer] = await Promise.all([
    owner.page.waitForResponse((r) => new URL(r.url()).pathname === "/inbox/not-allowed"),
    owner.page.getByRole("button", { name: "Invite", exact: true }).click(),
  ]);
  expect(answer.status()).toBe(403);
  expect(await storeQuery(e2eStoreDir, `SELECT id FROM staff_links WHERE email = $1`, [email])).toEqual([]);
  for (const role of ["reception", "doctor"] as const) {
    const other = await as(browser, role);
    expect((await other.page.goto("/inbox/staff"))?.status(), role).toBe(403);
    await other.context.close();
  }
  await owner.context.close();
});

test("a doctor reaches only their own agenda and the leads booked with them", async ({ browser }) => {
  // 02:00 UTC on a day 200-300 days ahead (07:30 in India): inside the sample hours, a random day.
  const start = Math.floor(Date.now() / day + 200 + Math.random() * 100) * day + 2 * 3_600_000;
  const own = await insertBooking(e2eDoctorId, start);
  const other = await insertBooking("dr-priya-sharma", start);
  const unbooked = await insertLead(uniqueEmail("roles-unbooked"));
  const date = new Date(start).toISOString().slice(0, 10);

  const doctor = await as(browser, "doctor");
  await doctor.page.goto("/inbox");
  await expect(doctor.page).toHaveURL(/\/inbox\/agenda$/);
  await expect(doctor.page.getByRole("link", { name: "Leads" })).toHaveCount(0);

  // Asking for every doctor's day still shows only theirs.
  await doctor.page.goto(`/inbox/agenda?date=${date}&view=day&doctor=all`);
  const links = doctor.page.locator(`a[href^="/inbox/agenda/"]`);
  const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute("href")));
  expect(hrefs).toContain(`/inbox/agenda/${own.id}`);
  expect(hrefs).not.toContain(`/inbox/agenda/${other.id}`);

  for (const [path, status] of [
    [`/inbox/agenda/${own.id}`, 200],
    [`/inbox/leads/${own.leadId}`, 200],
    [`/inbox/agenda/${other.id}`, 403],
    [`/inbox/leads/${other.leadId}`, 403],
    [`/inbox/leads/${unbooked}`, 403],
    ["/inbox/payments", 403],
    ["/inbox/privacy", 403],
    ["/inbox/overview", 403],
  ] as const) {
    expect((await doctor.page.goto(path))?.status(), path).toBe(status);
    // Without JavaScript the refusal is a whole page, not an empty body.
    if (status === 403)
      await expect(doctor.page.getByRole("heading", { name: "Your role does not allow this" }), path).toBeVisible();
  }
  // What they may read is recorded, with who: the booking and the lead they opened.
  expect(await auditRows("lead.viewed", own.leadId)).toEqual([expect.objectContaining({ staff_id: "e2e-doctor" })]);
  expect(await auditRows("lead.viewed", other.leadId)).toEqual([]);
  await doctor.context.close();
});
