import { randomBytes } from "node:crypto";
import { expect, type BrowserContext, type Page } from "@playwright/test";
import { e2eStoreDir } from "../../playwright.config";
import { hashPassword } from "../../lib/staff/password";
import { sessionCookieName, sessionTokenHash } from "../../lib/staff/session";
import { htmlErrors } from "../../scripts/html-check/vnu.mjs";
import { storeQuery } from "./store";

/** The staff account the browser tests use, in the served build's store: the clinic's owner. */
const e2eStaff = {
  id: "e2e-staff",
  name: "Asha (e2e)",
  email: "e2e-staff@clinic.example",
  password: "e2e-staff-password-123",
};

/** The roles' tests' accounts: reception, and the doctor of the sample roster's first doctor. */
export const e2eDoctorId = "dr-rajesh-kumar";
const roleAccounts = {
  owner: { ...e2eStaff, doctorId: null },
  reception: {
    id: "e2e-reception",
    name: "Ravi (e2e reception)",
    email: "e2e-reception@clinic.example",
    doctorId: null,
  },
  doctor: { id: "e2e-doctor", name: "Dr (e2e doctor)", email: "e2e-doctor@clinic.example", doctorId: e2eDoctorId },
} as const;
export type E2eRole = keyof typeof roleAccounts;

/** Runs one statement on a store: the shared test server's by default, or a spec's own server's. */
export type StoreQuery = (sql: string, params?: unknown[]) => Promise<Record<string, unknown>[]>;
const sharedStore: StoreQuery = (sql, params) => storeQuery(e2eStoreDir, sql, params);

/** Adds the role's account if this store lacks it (cheap scrypt parameters: the hash names its own). */
async function ensureStaff(role: E2eRole, query: StoreQuery) {
  const account = roleAccounts[role];
  const hash = await hashPassword(e2eStaff.password, { N: 1024, r: 8, p: 1 });
  await query(
    `INSERT INTO staff (id, name, email, password_hash, created_at, role, doctor_id) VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (id) DO UPDATE SET password_hash = excluded.password_hash, disabled_at = NULL, role = excluded.role, doctor_id = excluded.doctor_id`,
    [account.id, account.name, account.email, hash, new Date(), role, account.doctorId],
  );
  return account;
}

/**
 * A session for the account, written straight into the store as sign-in would (only the
 * token's hash), so that tests other than sign-in's own need not sign in through the form,
 * and failed-sign-in tests never lock the shared test address out.
 */
export async function newSession(
  expiresInMs = 3_600_000,
  role: E2eRole = "owner",
  query: StoreQuery = sharedStore,
): Promise<string> {
  const account = await ensureStaff(role, query);
  const token = randomBytes(32).toString("base64url");
  await query(`INSERT INTO staff_sessions (token_hash, staff_id, created_at, expires_at) VALUES ($1, $2, $3, $4)`, [
    sessionTokenHash(token),
    account.id,
    new Date(),
    new Date(Date.now() + expiresInMs),
  ]);
  return token;
}

/** The inbox's session cookie as the browser holds it after signing in. */
export const sessionCookie = (token: string) => ({
  name: sessionCookieName,
  value: token,
  domain: "127.0.0.1",
  path: "/inbox",
  httpOnly: true,
  sameSite: "Strict" as const,
});

/** Signs the browser context in (cookie of a fresh session); returns the token. */
export async function signInContext(
  context: BrowserContext,
  role: E2eRole = "owner",
  query: StoreQuery = sharedStore,
): Promise<string> {
  const token = await newSession(undefined, role, query);
  await context.addCookies([sessionCookie(token)]);
  return token;
}

/** The header a bare request sends to be signed in. */
export const sessionHeader = (token: string) => ({ cookie: `${sessionCookieName}=${token}` });

/** Signs in through the sign-in form, as a person does. */
export async function signInWithForm(page: Page, password = e2eStaff.password) {
  await ensureStaff("owner", sharedStore);
  await page.getByLabel("E-mail address").fill(e2eStaff.email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

/** Moves one session's end into the past, as if its 12 hours were over. */
export async function expireSession(token: string) {
  await storeQuery(e2eStoreDir, `UPDATE staff_sessions SET expires_at = $1 WHERE token_hash = $2`, [
    new Date(Date.now() - 1000),
    sessionTokenHash(token),
  ]);
}

export const sessionStored = async (token: string) =>
  (await storeQuery(e2eStoreDir, `SELECT 1 FROM staff_sessions WHERE token_hash = $1`, [sessionTokenHash(token)]))
    .length > 0;

/**
 * Inbox pages as a signed-in page fetches them: each has more than `moreFormsThan` forms, every
 * form posts to an inbox address (the page still works without JavaScript), and the Nu HTML
 * Checker finds no error in any of them.
 */
export async function expectInboxPagesValid(page: Page, paths: string[], moreFormsThan: number) {
  const pages = new Map<string, string>();
  for (const path of paths) {
    const html = await (await page.request.get(path)).text();
    const actions = [...html.matchAll(/<form[^>]*?\saction="([^"]*)"/g)].map((m) => m[1]);
    expect(actions.length, path).toBeGreaterThan(moreFormsThan);
    for (const action of actions) expect(action, `a form on ${path}`).toMatch(/^\/inbox/);
    pages.set(path, html);
  }
  const { errors } = await htmlErrors(pages);
  expect(errors.map((e) => `${e.page}:${e.line} ${e.message}`)).toEqual([]);
}
