import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { e2eStoreDir } from "../../playwright.config";
import { hydrated } from "./helpers";
import { agree, findLead, uniqueEmail } from "./leads";
import { signInContext } from "./staff";
import { storeQuery } from "./store";

/**
 * Health details encrypted at rest (docs/decisions/092, 093), as a visitor and the clinic meet
 * them: the diet form's answers and medicine, sent with and without JavaScript, are in the store
 * only sealed, and the desk shows them plain; and the server in production refuses to send
 * e-mail without TLS (docs/deploy.md, TLS outbound).
 */
const sealed = /^vault1:[0-9a-f]{8}:[A-Za-z0-9_-]+$/;

async function sendDietForm(page: Page, email: string, medicine: string, { script }: { script: boolean }) {
  await page.goto("/book-my-diet");
  if (script) await hydrated(page);
  const form: Locator = page.locator("#diet-form form");
  await form.getByLabel("Full Name").fill("Asha Verma");
  await form.getByLabel("Email Address").fill(email);
  await form.getByLabel("Country code").selectOption("GB");
  await form.getByLabel("Phone Number").fill("07911 123456");
  await form.getByLabel(/Health Issue/).selectOption("pcos");
  await form
    .getByRole("radiogroup", { name: /Currently taking any medicine/ })
    .getByLabel("Yes")
    .check();
  await form.getByLabel(/Age/).fill("34");
  await form.getByLabel(/Message/).fill(`I take ${medicine} every morning`);
  await agree(form);
  await form.getByRole("button", { name: "Book My Free Consultation" }).click();
  await expect(page.getByText(/Consultation request submitted!|Thank you/).first()).toBeVisible();
}

for (const script of [true, false]) {
  test(`a diet-form lead sent ${script ? "with" : "without"} JavaScript is kept sealed, and the desk shows its medicine`, async ({
    browser,
  }) => {
    const visitor = await browser.newContext({ javaScriptEnabled: script });
    const page = await visitor.newPage();
    const email = uniqueEmail(`vault-${script ? "js" : "nojs"}`);
    const medicine = `Levothyroxine-${Date.now().toString(36)}`;
    await sendDietForm(page, email, medicine, { script });
    await visitor.close();

    const lead = await findLead({ email });
    expect(lead).toMatchObject({ message: `I take ${medicine} every morning`, details: { healthIssue: "pcos" } });
    // What the store itself holds: the row as a dump writes it.
    const [row] = await storeQuery<{ message: string; details: string; row: string }>(
      e2eStoreDir,
      `SELECT message, details, t::text AS row FROM leads t WHERE email = $1`,
      [email],
    );
    expect(row!.message).toMatch(sealed);
    expect(row!.details).toMatch(sealed);
    expect(row!.row).not.toContain(medicine);
    expect(row!.row).not.toContain("pcos");

    const desk = await browser.newContext();
    await signInContext(desk);
    const inbox = await desk.newPage();
    await inbox.goto(`/inbox/leads/${String(lead.id)}`);
    await expect(inbox.getByText(`I take ${medicine} every morning`)).toBeVisible();
    await expect(inbox.getByText("pcos", { exact: false }).first()).toBeVisible();
    await desk.close();
  });
}

test("in production the server refuses to send e-mail without TLS, saying how to give it, unless told so on purpose", async () => {
  const start = (env: Record<string, string>) => {
    const child = spawn(process.execPath, ["server.mjs", "-p", "0", "-H", "127.0.0.1"], {
      env: {
        ...process.env,
        NEXT_TELEMETRY_DISABLED: "1",
        NODE_ENV: "production",
        LEAD_DB_PATH: mkdtempSync(join(tmpdir(), "e2e-vault-")),
        LEAD_WEBHOOK_URL: "",
        SMTP_URL: "smtp://desk:hunter2@smtp.clinic.example:587",
        LEAD_NOTIFY_TO: "desk@clinic.example",
        ...env,
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout!.on("data", (c) => (output += c));
    child.stderr!.on("data", (c) => (output += c));
    const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
    return { child, exited, output: () => output };
  };
  const refused = start({});
  expect(await refused.exited).not.toBe(0);
  expect(refused.output()).toContain("SMTP_URL must use TLS in production");
  expect(refused.output()).not.toContain("hunter2");
  // Told so on purpose, it starts (and stops at the signal).
  const allowed = start({ ALLOW_INSECURE_TRANSPORT: "1" });
  await expect.poll(() => allowed.output(), { timeout: 60_000 }).toMatch(/listening|ready|started/i);
  allowed.child.kill("SIGTERM");
  expect(await allowed.exited).toBe(0);
});
