import { spawn, type ChildProcess } from "node:child_process";
import { copyFileSync, mkdtempSync, readdirSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { hashPassword } from "../../lib/staff/password";
import { forgetStore, storeQuery } from "./store";

/**
 * server.mjs as production runs it, with settings the shared test server cannot have: a low
 * rate limit, a fresh inbox failure count, a slow spreadsheet, and a SIGTERM. Its own port,
 * next to the browser tests' one; the tests in this file run one after another.
 */
const port = Number(process.env.E2E_PORT ?? 3100) + 1;
const base = `http://127.0.0.1:${port}`;
test.describe.configure({ mode: "serial" });

/** A server and the embedded store it started in `store` (its LEAD_DB_PATH). */
type Running = { child: ChildProcess; exited: Promise<number | null>; store: string; log: () => string };

async function startServer(env: Record<string, string>, store = mkdtempSync(join(tmpdir(), "e2e-ops-"))): Promise<Running> {
  const child = spawn(process.execPath, ["server.mjs", "-p", String(port), "-H", "127.0.0.1"], {
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", LEAD_DB_PATH: store, LEAD_WEBHOOK_URL: "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (c) => (output += c));
  child.stderr!.on("data", (c) => (output += c));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  await expect
    .poll(async () => fetch(`${base}/healthz`).then((r) => r.status, () => 0), { timeout: 60_000, message: "server.mjs to answer /healthz" })
    .toBe(200);
  return { child, exited, store, log: () => output };
}

/** A graceful stop, which also stops the embedded store the server was the last to use. */
async function stopServer(server: Running | undefined) {
  if (!server) return;
  await forgetStore(server.store);
  if (server.child.exitCode !== null) return;
  server.child.kill("SIGTERM");
  await server.exited;
}

const lead = (i: number) => ({ formType: "Contact Form", name: "Priya Raman", email: `ops-${i}@example.com`, countryCode: "GB", phone: "07911 123456" });

test.describe("server.mjs", () => {
  let server: Running | undefined;
  test.afterEach(async () => {
    await stopServer(server);
    server = undefined;
  });

  test("refuses to start on an earlier release's SQLite lead database, and prints the command that imports it", async () => {
    const dir = mkdtempSync(join(tmpdir(), "e2e-sqlite-"));
    const file = join(dir, "leads.db");
    copyFileSync("lib/leads/import/fixtures/release-2026-11.db", file);
    const child = spawn(process.execPath, ["server.mjs", "-p", String(port), "-H", "127.0.0.1"], {
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", LEAD_DB_PATH: file },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout!.on("data", (c) => (output += c));
    child.stderr!.on("data", (c) => (output += c));
    const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
    expect(code).toBe(1);
    expect(output).toContain(`npm run import-sqlite -- ${file}`);
    // Nothing was made beside the clinic's leads.
    expect(readdirSync(dir)).toEqual(["leads.db"]);
  });

  test("one rate limit for the JSON endpoint and the forms, keyed by the connection, whatever the headers say", async ({ request }) => {
    server = await startServer({ LEAD_RATE_LIMIT: "6" });
    const html = await (await request.get(`${base}/contact`)).text();
    const action = /name="\$ACTION_1:0" value="\{&quot;id&quot;:&quot;([0-9a-f]+)&quot;/.exec(html)?.[1];
    expect(action).toBeTruthy();
    const answers: string[] = [];
    for (let i = 0; i < 5; i++) {
      // Every request claims to come from elsewhere: 100 such once got 100 × 201.
      const spoof = { "x-forwarded-for": `198.51.100.${i}`, "x-real-ip": `203.0.113.${i}`, "x-clinic-peer-address": `192.0.2.${i}` };
      const json = await request.post(`${base}/api/leads`, { data: lead(i), headers: spoof });
      answers.push(String(json.status()));
      const form = await request.post(`${base}/contact`, {
        headers: spoof,
        multipart: {
          $ACTION_REF_1: "",
          "$ACTION_1:0": JSON.stringify({ id: action, bound: "$@1" }),
          "$ACTION_1:1": JSON.stringify(["Contact Form", { status: "idle" }]),
          $ACTION_KEY: "k0",
          ...Object.fromEntries(Object.entries(lead(100 + i)).filter(([k]) => k !== "formType")),
        },
      });
      answers.push((await form.text()).includes("Too many requests") ? "limited" : String(form.status()));
    }
    // Six in all, shared by both ways in; then both refuse.
    expect(answers).toEqual(["201", "200", "201", "200", "201", "200", "429", "limited", "429", "limited"]);
    const limited = await request.post(`${base}/api/leads`, { data: lead(99) });
    expect(Number(limited.headers()["retry-after"])).toBeGreaterThan(0);
    // The log has the outcome, never the visitor's details or address.
    expect(server.log()).toMatch(/"event":"lead.intake".*"outcome":"rate-limited"/);
    const intake = server.log().split("\n").filter((line) => line.includes('"event":"lead.intake"'));
    expect(intake).toHaveLength(11);
    // The phone in any of its forms (07911 123456, +447911123456): its first digits alone also
    // turn up inside a random lead id now and then.
    for (const line of intake) expect(line).not.toMatch(/Priya|Raman|ops-\d+@example\.com|7911 ?123456|127\.0\.0\.1|198\.51|203\.0|192\.0/);
    // One visitor, one tag, whichever way the lead came in.
    expect(new Set(intake.map((line) => (JSON.parse(line) as { client: string }).client)).size).toBe(1);
  });

  test("slows down and then blocks failed sign-ins from one address, even the right password, and logs them without who", async ({ browser }) => {
    test.setTimeout(120_000);
    server = await startServer({});
    await storeQuery(server.store, `INSERT INTO staff (id, name, email, password_hash, created_at) VALUES ('ops', 'Ops Staff', 'ops@clinic.example', $1, $2)`, [
      await hashPassword("ops-right-password", { N: 1024, r: 8, p: 1 }),
      new Date(),
    ]);
    // Without JavaScript: each attempt is the form's own POST and its redirect.
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const attempt = async (password: string) => {
      await page.goto(`${base}/inbox/sign-in`);
      await page.getByLabel("E-mail address").fill("ops@clinic.example");
      await page.getByLabel("Password").fill(password);
      const started = Date.now();
      await page.getByRole("button", { name: "Sign in" }).click();
      await page.waitForURL(/\/inbox/);
      return { url: page.url(), ms: Date.now() - started };
    };
    const answers = [];
    for (let i = 0; i < 11; i++) answers.push(await attempt(`guess-${i}`));
    expect(answers.slice(0, 10).every((a) => a.url.endsWith("/inbox/sign-in?error=failed"))).toBe(true);
    // The sixth to tenth failures were answered after 1, 2, 4, 8 and 8 s.
    expect(answers[9]!.ms).toBeGreaterThan(7_000);
    expect(answers[2]!.ms).toBeLessThan(1_000);
    expect(answers[10]!.url).toMatch(/error=blocked&retry=1[45]$/);
    // Blocked means the password is not even checked.
    expect((await attempt("ops-right-password")).url).toMatch(/error=blocked/);
    await expect(page.locator("p[role=alert]")).toContainText("Too many failed sign-ins");
    await context.close();
    expect(server.log().match(/"event":"inbox.signin-failed"/g)).toHaveLength(10);
    expect(server.log()).toMatch(/"event":"inbox.signin-blocked"/);
    expect(server.log()).not.toMatch(/guess-|ops@clinic|ops-right-password/);
  });

  test("on SIGTERM finishes the delivery in flight, sends nothing twice, and exits 0", async () => {
    // A spreadsheet that takes 1.5 s to answer, so the signal comes mid-delivery.
    const received: string[] = [];
    let answered = 0;
    const sheet: Server = createServer((req, res) => {
      let body = "";
      req.on("data", (c) => (body += c));
      req.on("end", () => {
        received.push(String((JSON.parse(body) as { sheet1: { leadId: string } }).sheet1.leadId));
        setTimeout(() => {
          answered++;
          res.writeHead(201).end("{}");
        }, 1_500);
      });
    });
    await new Promise<void>((resolve) => sheet.listen(0, "127.0.0.1", resolve));
    try {
      const sheetUrl = `http://127.0.0.1:${(sheet.address() as AddressInfo).port}/sheet1`;
      server = await startServer({ LEAD_WEBHOOK_URL: sheetUrl, LEAD_DELIVERY_POLL_MS: "200" });
      const response = await fetch(`${base}/api/leads`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(lead(1)) });
      expect(response.status).toBe(201);
      const { id } = (await response.json()) as { id: string };
      await expect.poll(() => received.length, { message: "the delivery to start" }).toBe(1);
      expect(answered).toBe(0);
      await forgetStore(server.store);
      server.child.kill("SIGTERM");
      expect(await server.exited).toBe(0);
      expect(answered).toBe(1);
      expect(server.log()).toMatch(/"event":"server.stopped"/);

      // The next start (which starts the store again) finds it recorded as delivered before the
      // process went, and has nothing to re-send.
      server = await startServer({ LEAD_WEBHOOK_URL: sheetUrl, LEAD_DELIVERY_POLL_MS: "200" }, server.store);
      const [row] = await storeQuery<{ status: string }>(server.store, "SELECT status FROM outbox WHERE lead_id = $1", [id]);
      expect(row?.status).toBe("delivered");
      await new Promise((r) => setTimeout(r, 1_000));
      expect(received).toEqual([id]);
    } finally {
      sheet.closeAllConnections();
      await new Promise((resolve) => sheet.close(resolve));
    }
  });
});
