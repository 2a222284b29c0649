import { expect, test, type Browser, type Page } from "@playwright/test";
import { e2eStoreDir } from "../../playwright.config";
import { axeClean } from "./helpers";
import { signInContext } from "./staff";
import { storeQuery } from "./store";

/**
 * The owner's staff page and the pages a person reaches without a session (docs/inbox.md, Staff
 * accounts): real navigations and real form posts, with JavaScript on and off. The e2e server
 * sends no e-mail, so an invitation's link is shown to the owner once, on the page.
 */
test.describe.configure({ mode: "serial" });

const goodPassword = "violet tractor moonlight harbour";

const lastAudit = async (action: string, subject: string) =>
  (
    await storeQuery<{ n: number }>(
      e2eStoreDir,
      `SELECT count(*)::int AS n FROM audit_events WHERE action = $1 AND subject_id = $2`,
      [action, subject],
    )
  )[0]!.n;

async function newPage(browser: Browser, javaScriptEnabled: boolean): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, javaScriptEnabled });
  return context.newPage();
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    test("an owner invites reception, the invitee sets a password once and signs in without the staff page, then is disabled", async ({
      page,
      context,
      browser,
    }) => {
      await signInContext(context);
      const email = `e2e-invitee-${javaScriptEnabled ? "js" : "nojs"}-${Date.now()}@clinic.example`;
      const name = `Invitee (e2e ${javaScriptEnabled ? "js" : "no js"})`;
      const response = await page.goto("/inbox/staff");
      expect(response?.status()).toBe(200);
      if (javaScriptEnabled) await axeClean(page);

      // A bad address comes back beside its field, with the name kept.
      await page.getByLabel("Name").fill(name);
      await page.getByLabel("E-mail address").fill("not-an-address@x");
      await page.getByRole("button", { name: "Invite", exact: true }).click();
      await expect(page.getByText("Please type an e-mail address")).toBeVisible();
      await expect(page.getByLabel("Name")).toHaveValue(name);

      await page.getByLabel("E-mail address").fill(email);
      await page.getByRole("button", { name: "Invite", exact: true }).click();
      await expect(page.getByRole("status")).toContainText("The invitation is stored");
      const shown = (await page.getByTestId("shown-link").textContent())!;
      const path = new URL(shown).pathname;
      expect(path).toMatch(/^\/inbox\/invitation\/[A-Za-z0-9_-]{43}$/);
      await expect(page.getByTestId("invitation").filter({ hasText: email })).toBeVisible();
      const inviteId = (
        await storeQuery<{ id: string }>(e2eStoreDir, `SELECT id FROM staff_links WHERE email = $1`, [email])
      )[0]!.id;
      expect(await lastAudit("staff.invited", inviteId)).toBe(1);

      // The invitee, in a browser of their own without a session.
      const invitee = await newPage(browser, javaScriptEnabled);
      expect((await invitee.goto(path))?.status()).toBe(200);
      if (javaScriptEnabled) await axeClean(invitee);
      await invitee.getByLabel("New password", { exact: true }).fill("password1234");
      await invitee.getByLabel("New password again").fill("password1234");
      await invitee.getByRole("button", { name: "Set my password" }).click();
      await expect(invitee.getByText("This is similar to a commonly used password.")).toBeVisible();
      await invitee.getByLabel("New password", { exact: true }).fill(goodPassword);
      await invitee.getByLabel("New password again").fill(goodPassword);
      await invitee.getByRole("button", { name: "Set my password" }).click();
      await expect(invitee).toHaveURL(/\/inbox\/sign-in\?password=invitation/);
      await expect(invitee.getByRole("status")).toContainText("Your password is set");

      await invitee.getByLabel("E-mail address").fill(email);
      await invitee.getByLabel("Password").fill(goodPassword);
      await invitee.getByRole("button", { name: "Sign in" }).click();
      await expect(invitee).toHaveURL(/\/inbox$/);
      await expect(
        invitee.getByRole("navigation", { name: "Inbox" }).getByRole("link", { name: "Leads" }),
      ).toBeVisible();
      await expect(invitee.getByRole("navigation", { name: "Inbox" }).getByRole("link", { name: "Staff" })).toHaveCount(
        0,
      );
      expect((await invitee.goto("/inbox/staff"))?.status()).toBe(403);
      // The link worked once.
      expect((await invitee.goto(path))?.status()).toBe(404);
      await expect(invitee.getByRole("heading", { name: "This link does not work" })).toBeVisible();

      // The owner disables the new account: its session ends at once.
      await page.goto("/inbox/staff");
      const card = page.getByTestId("account").filter({ hasText: email });
      await expect(card.getByTestId("account-role")).toHaveText("Reception");
      await card.getByRole("button", { name: `Disable ${name}` }).click();
      await expect(page.getByRole("status")).toContainText("The account is disabled");
      await expect(page.getByTestId("account").filter({ hasText: email }).getByTestId("account-state")).toContainText(
        "Disabled since",
      );
      const staffId = (
        await storeQuery<{ id: string }>(e2eStoreDir, `SELECT id FROM staff WHERE email = $1`, [email])
      )[0]!.id;
      expect(await lastAudit("staff.disabled", staffId)).toBe(1);
      await invitee.goto("/inbox");
      await expect(invitee).toHaveURL(/\/inbox\/sign-in/);

      // Enabled again, a reset link from the owner sets a new password once.
      await page
        .getByTestId("account")
        .filter({ hasText: email })
        .getByRole("button", { name: `Enable ${name}` })
        .click();
      await expect(page.getByRole("status")).toContainText("The account is enabled again");
      await page
        .getByTestId("account")
        .filter({ hasText: email })
        .getByRole("button", { name: "Send a password reset link" })
        .click();
      await expect(page.getByRole("status")).toContainText("A reset link is stored");
      const reset = new URL((await page.getByTestId("shown-link").textContent())!).pathname;
      expect(reset).toMatch(/^\/inbox\/reset\/[A-Za-z0-9_-]{43}$/);
      expect(await lastAudit("staff.reset-sent", staffId)).toBe(1);
      expect((await invitee.goto(reset))?.status()).toBe(200);
      await invitee.getByLabel("New password", { exact: true }).fill(`${goodPassword} again`);
      await invitee.getByLabel("New password again").fill(`${goodPassword} again`);
      await invitee.getByRole("button", { name: "Change my password" }).click();
      await expect(invitee).toHaveURL(/\/inbox\/sign-in\?password=reset/);
      expect((await invitee.goto(reset))?.status()).toBe(404);
      await invitee.context().close();
    });

    test("an owner removes a colleague's lost two-factor sign-in: the colleague is signed out and the audit says who", async ({
      page,
      context,
    }) => {
      await signInContext(context);
      const id = `e2e-two-factor-${javaScriptEnabled ? "js" : "nojs"}`;
      const email = `${id}@clinic.example`;
      await storeQuery(
        e2eStoreDir,
        `INSERT INTO staff (id, name, email, password_hash, created_at, role, totp_secret, totp_enrolled_at)
         VALUES ($1, $2, $3, 'x', now(), 'reception', 'vault1:00000000:sealed', now())
         ON CONFLICT (id) DO UPDATE SET totp_secret = 'vault1:00000000:sealed', totp_enrolled_at = now(), disabled_at = NULL`,
        [id, `Lost phone ${javaScriptEnabled ? "js" : "nojs"}`, email],
      );
      await storeQuery(
        e2eStoreDir,
        `INSERT INTO staff_sessions (token_hash, staff_id, created_at, expires_at) VALUES ($1, $2, now(), now() + interval '1 hour')`,
        [`e2e-two-factor-session-${id}-${Date.now()}`, id],
      );
      await page.goto("/inbox/staff");
      const card = page.getByTestId("account").filter({ hasText: email });
      await expect(card.getByTestId("account-two-factor")).toContainText("On since");
      // The owner's own is changed on the account page, not here.
      const own = page.getByTestId("account").filter({ hasText: "e2e-staff@clinic.example" });
      await expect(own.getByRole("button", { name: "Remove two-factor sign-in" })).toHaveCount(0);

      await card.getByRole("button", { name: "Remove two-factor sign-in" }).click();
      await expect(page.getByRole("status")).toContainText("Two-factor sign-in is removed");
      const after = page.getByTestId("account").filter({ hasText: email });
      await expect(after.getByTestId("account-two-factor")).toHaveText("Off");
      await expect(after.getByTestId("account-sessions")).toHaveText("0");
      await expect(after.getByRole("button", { name: "Remove two-factor sign-in" })).toHaveCount(0);
      expect(
        await storeQuery(e2eStoreDir, `SELECT totp_secret, totp_enrolled_at FROM staff WHERE id = $1`, [id]),
      ).toEqual([{ totp_secret: null, totp_enrolled_at: null }]);
      expect(await lastAudit("staff.two-factor-removed", id)).toBeGreaterThanOrEqual(1);
    });
  });
}

test("the clinic's last enabled owner can neither be demoted nor disabled, and the page says why", async ({
  page,
  context,
}) => {
  await signInContext(context);
  // Only this test's owner stays an enabled owner meanwhile; the others come back afterwards.
  const others = await storeQuery<{ id: string }>(
    e2eStoreDir,
    `UPDATE staff SET disabled_at = now() WHERE role = 'owner' AND disabled_at IS NULL AND id <> 'e2e-staff' RETURNING id`,
  );
  try {
    await page.goto("/inbox/staff");
    const card = page.getByTestId("account").filter({ hasText: "e2e-staff@clinic.example" });
    await expect(card.getByText("This is the clinic's only enabled owner")).toBeVisible();
    await card.getByLabel("Role", { exact: true }).selectOption("reception");
    await card.getByRole("button", { name: "Change role" }).click();
    await expect(card.getByRole("alert")).toContainText("This is the clinic's only enabled owner");
    const role = (await storeQuery<{ role: string }>(e2eStoreDir, `SELECT role FROM staff WHERE id = 'e2e-staff'`))[0]!
      .role;
    expect(role).toBe("owner");
  } finally {
    if (others.length)
      await storeQuery(e2eStoreDir, `UPDATE staff SET disabled_at = NULL WHERE id = ANY($1)`, [
        others.map((o) => o.id),
      ]);
  }
});

for (const javaScriptEnabled of [true, false]) {
  test.describe(`forgot-password, JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    test("answers the same words for an unknown address and a known one, then limits the asking", async ({ page }) => {
      await storeQuery(e2eStoreDir, `DELETE FROM limit_windows WHERE key LIKE 'inbox-reset-%'`);
      await page.goto("/inbox/sign-in");
      await page.getByRole("link", { name: "Forgot your password?" }).click();
      await expect(page).toHaveURL(/\/inbox\/forgot$/);
      if (javaScriptEnabled) await axeClean(page);
      // Each request from a fresh visit to the page, as a person asking again would.
      const ask = async (email: string) => {
        if (!page.url().endsWith("/inbox/forgot")) await page.goto("/inbox/forgot");
        await page.getByLabel("E-mail address").fill(email);
        await page.getByRole("button", { name: "Send a reset link" }).click();
        await expect(page).toHaveURL(/\/inbox\/forgot\?(sent|error)=/);
      };
      await ask(`nobody-${Date.now()}@clinic.example`);
      const unknown = await page.getByRole("status").textContent();
      await ask("e2e-staff@clinic.example");
      await expect(page.getByRole("status")).toHaveText(unknown!);
      for (let i = 0; i < 6; i++) await ask(`nobody-${i}-${Date.now()}@clinic.example`);
      await expect(page.getByText("Too many reset requests.")).toBeVisible();
      // The address typed stays in the form after a refusal.
      await expect(page.getByLabel("E-mail address")).toHaveValue(/^nobody-5-/);
      // The refusal's page itself answers 429, with the wait.
      const again = await page.reload();
      expect(again?.status()).toBe(429);
      expect(Number(again?.headers()["retry-after"])).toBeGreaterThan(0);
      await expect(page.getByText("Too many reset requests.")).toBeVisible();
    });
  });
}

test("set-up is done once the store has an account: it sends to sign-in", async ({ page }) => {
  await signInContext(page.context());
  await page.context().clearCookies();
  await page.goto("/inbox/set-up");
  await expect(page).toHaveURL(/\/inbox\/sign-in$/);
});
