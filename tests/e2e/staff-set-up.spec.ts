import { expect, test, type Page } from "@playwright/test";
import { axeClean } from "./helpers";
import { startMailSink, startOwnServer, type MailSink, type OwnServer } from "./own-server";
import { storeQuery } from "./store";

/**
 * A fresh install as the clinic meets it (docs/inbox.md, The first owner, Staff accounts): a
 * server of its own on the ninth port after the suite's, with an empty store and SMTP pointed at
 * a mail sink here. The first owner is made with the code from the server's log; the owner's
 * invitation and reset links then reach their person by e-mail, and work from it.
 */
const port = Number(process.env.E2E_PORT ?? 3100) + 9;
test.describe.configure({ mode: "serial" });

let sink: MailSink;
let server: OwnServer | undefined;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  sink = await startMailSink();
  server = await startOwnServer(port, {
    SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
    LEAD_NOTIFY_TO: "clinic@example.com",
    INBOX_REQUIRE_2FA: "off",
  });
});

test.afterAll(async () => {
  await server?.close();
  await sink?.close();
});

const owner = { name: "Meera (e2e set-up)", email: "meera@clinic.example", password: "saffron lantern quietly rowing" };
const colleague = {
  name: "Kiran (e2e invitee)",
  email: "kiran@clinic.example",
  password: "marble orchard tide glimmer",
};

/** The one-time code the server wrote to its log at start, as the clinic's technician reads it off. */
function setUpCode(): string {
  const line = server!
    .output()
    .split("\n")
    .find((l) => l.includes('"inbox.owner-set-up-code"'));
  const code = line ? /one-time code ([A-Za-z0-9-]+)/.exec(line)?.[1] : undefined;
  expect(code, "the server's log names the set-up code").toBeTruthy();
  return code!;
}

async function signIn(page: Page, person: { email: string; password: string }) {
  await page.getByLabel("E-mail address").fill(person.email);
  await page.getByLabel("Password").fill(person.password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

/** The only link to this server in the mail's text part, which must be the same one the HTML part's button carries. */
function linkIn(mail: { text: string; html: string }, path: RegExp): string {
  const links = [...mail.text.matchAll(/https?:\/\/\S+/g)]
    .map((m) => m[0])
    .filter((l) => path.test(new URL(l).pathname));
  expect(links).toHaveLength(1);
  expect(mail.html).toContain(`href="${links[0]}"`);
  return new URL(links[0]!).pathname;
}

test("the first owner is made with the log's code, without JavaScript; a wrong code changes nothing", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  // A fresh store's sign-in page offers set-up.
  await page.goto(`${server!.base}/inbox`);
  await expect(page).toHaveURL(/\/inbox\/sign-in/);
  await page.getByRole("link", { name: "Set up the inbox" }).click();
  await expect(page).toHaveURL(/\/inbox\/set-up$/);

  await page.getByLabel("One-time code from the server's log").fill("ABCD-EFGH-JKMN");
  await page.getByLabel("Your name").fill(owner.name);
  await page.getByLabel("Your e-mail address").fill(owner.email);
  await page.getByLabel("Password", { exact: true }).fill(owner.password);
  await page.getByLabel("Password again").fill(owner.password);
  await page.getByRole("button", { name: "Make me the owner" }).click();
  await expect(page.locator("#set-up-code-error")).toBeVisible();
  await expect(page.getByLabel("Your name")).toHaveValue(owner.name);
  await expect(page.getByLabel("Your e-mail address")).toHaveValue(owner.email);
  expect(await storeQuery(server!.store, `SELECT id FROM staff`)).toEqual([]);

  await page.getByLabel("One-time code from the server's log").fill(setUpCode());
  await page.getByLabel("Password", { exact: true }).fill(owner.password);
  await page.getByLabel("Password again").fill(owner.password);
  await page.getByRole("button", { name: "Make me the owner" }).click();
  await expect(page).toHaveURL(/\/inbox\/sign-in\?password=owner$/);
  expect(await storeQuery(server!.store, `SELECT email, role FROM staff`)).toEqual([
    { email: owner.email, role: "owner" },
  ]);

  // Set-up is spent: it now sends to sign-in, and the owner signs in.
  await page.goto(`${server!.base}/inbox/set-up`);
  await expect(page).toHaveURL(/\/inbox\/sign-in$/);
  await signIn(page, owner);
  await expect(page).toHaveURL(/\/inbox$/);
  await context.close();
});

test("an owner's invitation and reset link arrive by e-mail and work from it", async ({ browser }) => {
  const ownerContext = await browser.newContext();
  const page = await ownerContext.newPage();
  await page.goto(`${server!.base}/inbox/sign-in`);
  await signIn(page, owner);
  await expect(page).toHaveURL(/\/inbox$/);
  await page.goto(`${server!.base}/inbox/staff`);
  await axeClean(page);
  await page.getByLabel("Name").fill(colleague.name);
  await page.getByLabel("E-mail address").fill(colleague.email);
  await page.getByRole("button", { name: "Invite", exact: true }).click();
  await expect(page.getByRole("status")).toContainText("is being e-mailed");
  await expect(page.getByTestId("shown-link")).toHaveCount(0);

  await expect.poll(() => sink.to(colleague.email).length, { timeout: 30_000 }).toBe(1);
  const invitation = sink.to(colleague.email)[0]!;
  const invitationPath = linkIn(invitation, /^\/inbox\/invitation\//);

  const invitee = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
  await invitee.goto(`${server!.base}${invitationPath}`);
  await invitee.getByLabel("New password", { exact: true }).fill(colleague.password);
  await invitee.getByLabel("New password again").fill(colleague.password);
  await invitee.getByRole("button", { name: "Set my password" }).click();
  await expect(invitee).toHaveURL(/\/inbox\/sign-in\?password=invitation/);
  await signIn(invitee, colleague);
  await expect(invitee).toHaveURL(/\/inbox$/);
  // The link set a password once; a second use finds nothing.
  expect((await invitee.goto(`${server!.base}${invitationPath}`))?.status()).toBe(404);

  // The owner sends Kiran a reset link: Kiran's session ends, and the e-mailed link sets a new password.
  await page.reload();
  const card = page.getByTestId("account").filter({ hasText: colleague.email });
  await card.getByRole("button", { name: "Send a password reset link" }).click();
  await expect(page.getByRole("status")).toContainText("is being e-mailed");
  await expect.poll(() => sink.to(colleague.email).length, { timeout: 30_000 }).toBe(2);
  const resetPath = linkIn(sink.to(colleague.email)[1]!, /^\/inbox\/reset\//);
  await invitee.goto(`${server!.base}/inbox`);
  await expect(invitee).toHaveURL(/\/inbox\/sign-in/);

  const newPassword = "copper meadow whistle evening";
  await invitee.goto(`${server!.base}${resetPath}`);
  await invitee.getByLabel("New password", { exact: true }).fill(newPassword);
  await invitee.getByLabel("New password again").fill(newPassword);
  await invitee.getByRole("button", { name: "Change my password" }).click();
  await expect(invitee).toHaveURL(/\/inbox\/sign-in\?password=reset/);
  await signIn(invitee, { email: colleague.email, password: newPassword });
  await expect(invitee).toHaveURL(/\/inbox$/);
  await ownerContext.close();
});
