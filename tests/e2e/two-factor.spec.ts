import { randomBytes, randomUUID } from "node:crypto";
import { generateHOTP } from "@oslojs/otp";
import { expect, test, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { e2eStoreDir } from "../../playwright.config";
import { deviceToken } from "../../lib/staff/device";
import { hashPassword } from "../../lib/staff/password";
import { storeQuery, storeVault } from "./store";
import { signInContext } from "./staff";

/**
 * Two-factor sign-in, idle logout and the account page (docs/inbox.md), as staff use them: each
 * test has accounts of its own, so the shared e2e accounts keep signing in with the password
 * alone (playwright.config.ts runs the server with INBOX_REQUIRE_2FA=off). Codes are computed
 * here, as an authenticator app would, from the secret the page shows in its otpauth:// address.
 */
const password = "a long e2e pass phrase, not guessable";

type Account = { id: string; email: string; name: string; hash: string };

async function newAccount(role: "reception" | "owner" = "reception"): Promise<Account> {
  const tag = randomUUID().slice(0, 8);
  const account = { id: `e2e-2fa-${tag}`, email: `e2e-2fa-${tag}@clinic.example`, name: `Two-factor ${tag}` };
  const hash = await hashPassword(password, { N: 1024, r: 8, p: 1 });
  await storeQuery(
    e2eStoreDir,
    `INSERT INTO staff (id, name, email, password_hash, created_at, role) VALUES ($1, $2, $3, $4, now(), $5)`,
    [account.id, account.name, account.email, hash, role],
  );
  return { ...account, hash };
}

/** RFC 4648 base32, as the otpauth:// address spells the secret. */
function base32(text: string): Uint8Array {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
  let bits = "";
  for (const c of text.replace(/=+$/, "")) bits += alphabet.indexOf(c).toString(2).padStart(5, "0");
  return new Uint8Array(bits.match(/.{8}/g)!.map((b) => parseInt(b, 2)));
}

const step = () => Math.floor(Date.now() / 30_000);
const code = (secret: Uint8Array, at = step()) => generateHOTP(secret, BigInt(at), 6);

/** The authenticator app: a code of a step later than any used, waiting for the clock when none is left. */
function app(secret: Uint8Array) {
  let used = 0;
  return {
    secret,
    async fresh(): Promise<string> {
      for (;;) {
        const candidate = Math.max(step(), used + 1);
        if (candidate <= step() + 1) {
          used = candidate;
          return code(secret, candidate);
        }
        await new Promise((resolve) => setTimeout(resolve, 1_000));
      }
    },
    /** The last code used, as someone replaying it would type it. */
    last: () => code(secret, used),
    took: (at: number) => (used = Math.max(used, at)),
  };
}

async function context(browser: Browser, javaScriptEnabled = true): Promise<BrowserContext> {
  return browser.newContext({ javaScriptEnabled, baseURL: test.info().project.use.baseURL });
}

async function typePassword(page: Page, account: Account) {
  await page.goto("/inbox/sign-in");
  await page.getByLabel("E-mail address").fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

async function typeCode(page: Page, value: string) {
  const field = page.getByLabel("Code from your authenticator app");
  await field.fill(value);
  await page.getByRole("button", { name: "Sign in" }).click();
  // Answered: either off to the inbox (or back to the password), or the step again with the field emptied.
  await expect(async () => {
    if (!/\/inbox\/sign-in/.test(page.url()) || /error=(code-blocked|expired)/.test(page.url())) return;
    expect(await field.inputValue({ timeout: 1_000 })).toBe("");
  }).toPass({ timeout: 20_000 });
}

const hasSession = async (ctx: BrowserContext) => (await ctx.cookies()).some((c) => c.name === "clinic_inbox_session");

/** Enrols from /inbox/account as a person does; returns the app and the recovery codes shown. */
async function enrol(page: Page) {
  await page.goto("/inbox/account");
  await page.getByRole("button", { name: "Set up two-factor sign-in" }).click();
  const uri = (await page.getByTestId("otpauth-uri").textContent())!;
  expect(uri).toMatch(/^otpauth:\/\/totp\/[^?]+\?/);
  const qr = page.getByRole("img", { name: "QR code for setting up two-factor sign-in" });
  await expect(qr.locator("svg")).toBeVisible();
  const phone = app(base32(new URL(uri).searchParams.get("secret")!));
  const recovery = await page.getByRole("list", { name: "Recovery codes" }).getByRole("listitem").allTextContents();
  expect(recovery).toHaveLength(10);
  await page.getByLabel("Code from the app").fill(await phone.fresh());
  await page.getByRole("button", { name: "Turn on two-factor sign-in" }).click();
  await expect(page.getByRole("status")).toContainText("Two-factor sign-in is on");
  await expect(page.getByText("10 of 10 recovery codes left.")).toBeVisible();
  // Once on, neither the secret nor the codes are shown again.
  await expect(page.getByTestId("otpauth-uri")).toHaveCount(0);
  expect(await page.content()).not.toContain(recovery[0]);
  return { phone, recovery };
}

test.describe.configure({ timeout: 180_000 });

test("enrolled from the account page, sign-in needs the current code, with and without JavaScript; wrong, used and other secrets' codes are refused; a recovery code works once", async ({
  browser,
  page,
}) => {
  const account = await newAccount();
  await typePassword(page, account);
  await expect(page).toHaveURL(/\/inbox$/);
  await page.getByRole("link", { name: /^Signed in as/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Your account" })).toBeVisible();
  const { phone, recovery } = await enrol(page);
  await page.getByRole("button", { name: "Sign out", exact: true }).click();
  await expect(page).toHaveURL(/signed-out=1/);

  for (const javaScriptEnabled of [true, false]) {
    const ctx = await context(browser, javaScriptEnabled);
    const tab = await ctx.newPage();
    await typePassword(tab, account);
    // The password alone opens nothing: the code step, and no session cookie yet.
    await expect(tab.getByRole("heading", { level: 1, name: "Two-factor sign-in" })).toBeVisible();
    expect(await hasSession(ctx)).toBe(false);
    // The download is not given: like any inbox address without a session, it sends the browser to sign in.
    const download = await tab.request.get("/inbox/leads.csv", { maxRedirects: 0 });
    expect(download.status()).toBe(303);
    expect(download.headers()["location"]).toContain("/inbox/sign-in");

    await typeCode(tab, "000000" === code(phone.secret) ? "111111" : "000000");
    const field = tab.getByLabel("Code from your authenticator app");
    await expect(field).toHaveAccessibleDescription(/That code is not right, or has been used already/);
    await typeCode(tab, code(new Uint8Array(randomBytes(20))));
    await expect(field).toHaveAccessibleDescription(/That code is not right/);
    expect(await hasSession(ctx)).toBe(false);

    await typeCode(tab, await phone.fresh());
    await expect(tab).toHaveURL(/\/inbox$/);
    await expect(tab.getByRole("heading", { level: 1, name: "Lead inbox" })).toBeVisible();
    expect(await hasSession(ctx)).toBe(true);
    await ctx.close();
  }

  // The code just used, typed again in its window by someone else: refused.
  const thief = await context(browser);
  const thiefTab = await thief.newPage();
  await typePassword(thiefTab, account);
  await typeCode(thiefTab, phone.last());
  await expect(thiefTab.getByLabel("Code from your authenticator app")).toHaveAccessibleDescription(
    /has been used already/,
  );
  expect(await hasSession(thief)).toBe(false);

  // A recovery code in place of the app's, once; the same code a second time is refused.
  await typeCode(thiefTab, recovery[0]!.toUpperCase());
  await expect(thiefTab).toHaveURL(/\/inbox$/);
  await thief.close();
  const second = await context(browser, false);
  const secondTab = await second.newPage();
  await typePassword(secondTab, account);
  await typeCode(secondTab, recovery[0]!);
  await expect(secondTab.getByLabel("Code from your authenticator app")).toHaveAccessibleDescription(/not right/);
  expect(await hasSession(second)).toBe(false);
  await second.close();

  // Removal takes the password (or a code), and then the password alone signs in again.
  await typePassword(page, account);
  await typeCode(page, await phone.fresh());
  await expect(page).toHaveURL(/\/inbox$/);
  await page.goto("/inbox/account");
  await expect(page.getByText("9 of 10 recovery codes left.")).toBeVisible();
  await page.getByLabel("A current code from the app, or your password").fill("not my password at all");
  await page.getByRole("button", { name: "Remove two-factor sign-in" }).click();
  await expect(page.getByLabel("A current code from the app, or your password")).toHaveAccessibleDescription(
    "That is neither a current code from the app nor your password.",
  );
  await page.getByLabel("A current code from the app, or your password").fill(password);
  await page.getByRole("button", { name: "Remove two-factor sign-in" }).click();
  await expect(page.getByRole("status")).toHaveText("Two-factor sign-in is off.");
  const audit = await storeQuery<{ action: string }>(
    e2eStoreDir,
    `SELECT action FROM audit_events WHERE subject_id = $1 ORDER BY id`,
    [account.id],
  );
  expect(audit.map((r) => r.action)).toEqual(
    expect.arrayContaining([
      "staff.two-factor-enrolled",
      "staff.code-failed",
      "staff.recovery-code-used",
      "staff.signed-in",
      "staff.signed-out",
      "staff.two-factor-removed",
    ]),
  );
});

test("the code step has its own limit: after five wrong codes even the right one is refused, on a known browser too", async ({
  browser,
}) => {
  const account = await newAccount();
  // Enrolled in the store as the account page does it: the secret sealed with the store's key.
  const secret = new Uint8Array(randomBytes(20));
  const sealed = storeVault(e2eStoreDir).sealText(
    Buffer.from(secret).toString("base64"),
    `staff.totp_secret:${account.id}`,
  );
  await storeQuery(e2eStoreDir, `UPDATE staff SET totp_secret = $1, totp_enrolled_at = now() WHERE id = $2`, [
    sealed,
    account.id,
  ]);
  const ctx = await context(browser, false);
  // A browser this account signed in from before: its failures count against it alone, not the shared test address.
  await ctx.addCookies([
    {
      name: "clinic_inbox_device",
      value: deviceToken({ id: account.id, passwordHash: account.hash }, new Date()),
      url: `${test.info().project.use.baseURL}/inbox/sign-in`,
      httpOnly: true,
      sameSite: "Strict",
    },
  ]);
  const tab = await ctx.newPage();
  await typePassword(tab, account);
  for (let i = 0; i < 5; i++) {
    await typeCode(tab, String(100000 + i));
    await expect(tab.getByLabel("Code from your authenticator app")).toHaveAccessibleDescription(/not right/);
  }
  await typeCode(tab, code(secret));
  await expect(tab).toHaveURL(/error=code-blocked&retry=1[45]$/);
  await expect(tab.getByRole("alert")).toContainText("Too many wrong codes");
  expect(await hasSession(ctx)).toBe(false);
  // Back to the password, and the code step stays shut for this account.
  await typePassword(tab, account);
  await typeCode(tab, code(secret));
  await expect(tab).toHaveURL(/error=code-blocked/);
  expect(await hasSession(ctx)).toBe(false);
  await ctx.close();
});

test("a session unused for INBOX_IDLE_MINUTES goes back to sign-in", async ({ page, context: ctx }) => {
  const token = await signInContext(ctx, "reception");
  await page.goto("/inbox");
  await expect(page.getByRole("heading", { level: 1, name: "Lead inbox" })).toBeVisible();
  const { createHash } = await import("node:crypto");
  await storeQuery(
    e2eStoreDir,
    `UPDATE staff_sessions SET last_used_at = now() - interval '31 minutes' WHERE token_hash = $1`,
    [createHash("sha256").update(token).digest("hex")],
  );
  await page.goto("/inbox");
  await expect(page).toHaveURL(/\/inbox\/sign-in$/);
});

test("the account page lists its sessions with their browsers, ends one, and signs out everywhere", async ({
  browser,
}) => {
  const account = await newAccount("owner");
  const [one, two] = [await context(browser), await context(browser, false)];
  const [a, b] = [await one.newPage(), await two.newPage()];
  await typePassword(a, account);
  await expect(a).toHaveURL(/\/inbox$/);
  await typePassword(b, account);
  await expect(b).toHaveURL(/\/inbox$/);
  await a.goto("/inbox/account");
  const rows = a.getByTestId("session");
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: "(this browser)" })).toHaveCount(1);
  await expect(rows.first()).toContainText(/Chrome on Windows/);

  await rows.filter({ hasNotText: "(this browser)" }).getByRole("button", { name: "Sign out this session" }).click();
  await expect(a.getByRole("status")).toHaveText("That session has been signed out.");
  await b.goto("/inbox");
  await expect(b).toHaveURL(/\/inbox\/sign-in$/);

  await typePassword(b, account);
  await expect(b).toHaveURL(/\/inbox$/);
  await a.goto("/inbox/account");
  await a.getByRole("button", { name: "Sign out everywhere" }).click();
  await expect(a).toHaveURL(/\/inbox\/sign-in\?signed-out=everywhere$/);
  await expect(a.getByRole("status")).toContainText("You have signed out everywhere");
  await b.goto("/inbox");
  await expect(b).toHaveURL(/\/inbox\/sign-in$/);
  await a.goto("/inbox");
  await expect(a).toHaveURL(/\/inbox\/sign-in$/);
  await one.close();
  await two.close();
});

test("a new password on the account page is judged: password1234 is refused with its reason; a good one is taken", async ({
  page,
}) => {
  const account = await newAccount();
  await typePassword(page, account);
  await expect(page).toHaveURL(/\/inbox$/);
  await page.goto("/inbox/account");
  await page.getByLabel("Current password").fill(password);
  await page.getByLabel("New password", { exact: true }).fill("password1234");
  await page.getByLabel("New password again").fill("password1234");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByLabel("New password", { exact: true })).toHaveAccessibleDescription(
    /This is similar to a commonly used password\./,
  );
  await page.getByLabel("Current password").fill(password);
  await page.getByLabel("New password", { exact: true }).fill("violet kettle under the monsoon");
  await page.getByLabel("New password again").fill("violet kettle under the monsoon");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByRole("status")).toContainText("Your password is changed.");
});
