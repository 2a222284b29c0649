import { spawn, type ChildProcess } from "node:child_process";
import { copyFileSync, mkdtempSync, readdirSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { hashPassword } from "../../lib/staff/password";
import { KeptAliveConnection, rawRequest, type RawAnswer } from "./raw-http";
import { forgetStore, storeQuery } from "./store";
import { untilHealthy } from "./own-server";

/**
 * server.mjs as production runs it, with settings the shared test server cannot have: a low
 * rate limit, a fresh inbox failure count, a slow spreadsheet, a SIGTERM, a flood of sign-ins,
 * hostile requests, and a log to read. Its own port, next to the browser tests' one; the tests
 * in this file run one after another.
 */
const port = Number(process.env.E2E_PORT ?? 3100) + 1;
const base = `http://127.0.0.1:${port}`;
test.describe.configure({ mode: "serial" });

/** A server and the embedded store it started in `store` (its LEAD_DB_PATH). */
type Running = { child: ChildProcess; exited: Promise<number | null>; store: string; log: () => string };

async function startServer(
  env: Record<string, string>,
  store = mkdtempSync(join(tmpdir(), "e2e-ops-")),
): Promise<Running> {
  const child = spawn(process.execPath, ["server.mjs", "-p", String(port), "-H", "127.0.0.1"], {
    // Its owners sign in with the password alone, as on the e2e server (tests/e2e/two-factor.spec.ts tests the code step).
    env: {
      ...process.env,
      NEXT_TELEMETRY_DISABLED: "1",
      LEAD_DB_PATH: store,
      LEAD_WEBHOOK_URL: "",
      INBOX_REQUIRE_2FA: "off",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (c) => (output += c));
  child.stderr!.on("data", (c) => (output += c));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  await untilHealthy(base, 60_000);
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

const lead = (i: number) => ({
  formType: "Contact Form",
  name: "Priya Raman",
  email: `ops-${i}@example.com`,
  countryCode: "GB",
  phone: "07911 123456",
  consent: "yes",
});

/** A staff account with cheap scrypt parameters (the hash names its own), written into the server's store. */
async function addStaff(store: string, email: string, password: string) {
  await storeQuery(
    store,
    `INSERT INTO staff (id, name, email, password_hash, created_at, role) VALUES ($1, 'Ops Staff', $1, $2, $3, 'owner')`,
    [email, await hashPassword(password, { N: 1024, r: 8, p: 1 }), new Date()],
  );
}

/** The sign-in form's action id, as its no-JavaScript form carries it. */
async function signInAction(): Promise<string> {
  const html = await (await fetch(`${base}/inbox/sign-in`)).text();
  const id = /name="\$ACTION_1:0" value="\{&quot;id&quot;:&quot;([0-9a-f]+)&quot;/.exec(html)?.[1];
  expect(id, "the sign-in form's action id").toBeTruthy();
  return id!;
}

/** The sign-in form posted as a browser without JavaScript posts it; the redirect is not followed. */
function postSignIn(
  action: string,
  fields: { email: string; password: string; next?: string },
  headers: Record<string, string> = {},
) {
  const form = new FormData();
  form.set("$ACTION_REF_1", "");
  form.set("$ACTION_1:0", JSON.stringify({ id: action, bound: "$@1" }));
  form.set("$ACTION_1:1", '["$undefined"]');
  form.set("$ACTION_KEY", "k");
  form.set("next", fields.next ?? "/inbox");
  form.set("email", fields.email);
  form.set("password", fields.password);
  return fetch(`${base}/inbox/sign-in`, {
    method: "POST",
    body: form,
    redirect: "manual",
    headers: { origin: base, ...headers },
  });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** How long the home page takes, `count` times one after another. */
async function homePageTimes(count: number): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    await (await fetch(`${base}/`)).arrayBuffer();
    times.push(performance.now() - started);
  }
  return times;
}

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

  test("on a build made without payments, a live Stripe key stops the server with the fix; a test key is served with the mismatch in the log", async () => {
    // The suite's build is made without STRIPE_SECRET_KEY (its policy pages say no payment is taken).
    const stripe = { STRIPE_WEBHOOK_SECRET: "whsec_ops", STRIPE_API_URL: "http://127.0.0.1:9" };
    const child = spawn(process.execPath, ["server.mjs", "-p", String(port), "-H", "127.0.0.1"], {
      env: {
        ...process.env,
        NEXT_TELEMETRY_DISABLED: "1",
        LEAD_DB_PATH: mkdtempSync(join(tmpdir(), "e2e-ops-")),
        ...stripe,
        STRIPE_SECRET_KEY: "sk_live_ops",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout!.on("data", (c) => (output += c));
    child.stderr!.on("data", (c) => (output += c));
    expect(await new Promise<number | null>((resolve) => child.once("exit", resolve))).toBe(1);
    expect(output).toContain(
      "The server does not start: payments are on (STRIPE_SECRET_KEY is set), but this build was made without them",
    );
    expect(output).toContain("Build again with STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET set");

    server = await startServer({ ...stripe, STRIPE_SECRET_KEY: "sk_test_ops" });
    expect(server.log()).toContain('"event":"server.payments-build-mismatch"');
  });

  test("one rate limit for the JSON endpoint and the forms, keyed by the connection, whatever the headers say", async ({
    request,
  }) => {
    server = await startServer({ LEAD_RATE_LIMIT: "6" });
    const html = await (await request.get(`${base}/contact`)).text();
    const action = /name="\$ACTION_1:0" value="\{&quot;id&quot;:&quot;([0-9a-f]+)&quot;/.exec(html)?.[1];
    expect(action).toBeTruthy();
    const answers: string[] = [];
    for (let i = 0; i < 5; i++) {
      // Every request claims to come from elsewhere: 100 such once got 100 × 201.
      const spoof = {
        "x-forwarded-for": `198.51.100.${i}`,
        "x-real-ip": `203.0.113.${i}`,
        "x-clinic-peer-address": `192.0.2.${i}`,
      };
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
    const intake = server
      .log()
      .split("\n")
      .filter((line) => line.includes('"event":"lead.intake"'));
    expect(intake).toHaveLength(11);
    // The phone in any of its forms (07911 123456, +447911123456): its first digits alone also
    // turn up inside a random lead id now and then.
    for (const line of intake)
      expect(line).not.toMatch(/Priya|Raman|ops-\d+@example\.com|7911 ?123456|127\.0\.0\.1|198\.51|203\.0|192\.0/);
    // One visitor, one tag, whichever way the lead came in.
    expect(new Set(intake.map((line) => (JSON.parse(line) as { client: string }).client)).size).toBe(1);
  });

  test("slows down and then blocks failed sign-ins from one address, even the right password, and logs them without who", async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    server = await startServer({});
    await storeQuery(
      server.store,
      `INSERT INTO staff (id, name, email, password_hash, created_at, role) VALUES ('ops', 'Ops Staff', 'ops@clinic.example', $1, $2, 'owner')`,
      [await hashPassword("ops-right-password", { N: 1024, r: 8, p: 1 }), new Date()],
    );
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
      // Deliveries start once the server listens, not while Next loads (a delivery timed across that was sent twice).
      const started = server.log();
      expect(started.indexOf('"event":"outbox.started"')).toBeGreaterThan(
        started.indexOf('"event":"server.listening"'),
      );
      expect(started.indexOf('"event":"server.listening"')).toBeGreaterThan(-1);
      const response = await fetch(`${base}/api/leads`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(lead(1)),
      });
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
      const [row] = await storeQuery<{ status: string }>(server.store, "SELECT status FROM outbox WHERE lead_id = $1", [
        id,
      ]);
      expect(row?.status).toBe("delivered");
      await new Promise((r) => setTimeout(r, 1_000));
      expect(received).toEqual([id]);
    } finally {
      sheet.closeAllConnections();
      await new Promise((resolve) => sheet.close(resolve));
    }
  });

  test("while 20 wrong sign-ins run at once, from as many addresses, the home page stays within 3x its idle time", async () => {
    test.setTimeout(120_000);
    // One trusted proxy: each attempt can come from an address of its own, as in a distributed attack.
    server = await startServer({ TRUSTED_PROXY_COUNT: "1" });
    const action = await signInAction();
    await homePageTimes(10);
    const idle = median(await homePageTimes(30));
    let stop = false;
    let sent = 0;
    const answers: Record<string, number> = {};
    const flood = Array.from({ length: 20 }, async () => {
      while (!stop) {
        const n = sent++;
        const response = await postSignIn(
          action,
          { email: `guess-${n % 7}@clinic.example`, password: `wrong password ${n}` },
          { "x-forwarded-for": `10.${n >> 16}.${(n >> 8) & 255}.${n & 255}` },
        );
        const reason = /error=([a-z]+)/.exec(response.headers.get("location") ?? "")?.[1] ?? String(response.status);
        answers[reason] = (answers[reason] ?? 0) + 1;
      }
    });
    await new Promise((resolve) => setTimeout(resolve, 500));
    const flooded = median(await homePageTimes(30));
    stop = true;
    await Promise.all(flood);
    console.info(
      `home page median: ${idle.toFixed(1)} ms idle, ${flooded.toFixed(1)} ms during the flood; sign-in answers ${JSON.stringify(answers)}`,
    );
    // The flood was one: passwords were checked, and more arrived than could be.
    expect(answers.failed).toBeGreaterThan(0);
    expect(answers.busy).toBeGreaterThan(0);
    expect(flooded).toBeLessThanOrEqual(3 * idle);
    expect(server.log()).toMatch(/"event":"inbox.signin-busy"/);
  });

  test("answers hostile and malformed requests with a 4xx and one log line, never a 5xx or a stack trace", async () => {
    test.setTimeout(120_000);
    server = await startServer({});
    await addStaff(server.store, "probe@clinic.example", "probe-right-password");
    const contact = await (await fetch(`${base}/contact`)).text();
    const action = /name="\$ACTION_1:0" value="\{&quot;id&quot;:&quot;([0-9a-f]+)&quot;/.exec(contact)?.[1];
    expect(action).toBeTruthy();
    const host = `127.0.0.1:${port}`;
    const request = (head: string[], body = "") =>
      Buffer.concat([
        Buffer.from(`${[...head, `Host: ${host}`, "Connection: close"].join("\r\n")}\r\n\r\n`),
        Buffer.from(body),
      ]);
    const get = (target: string, method = "GET") => request([`${method} ${target} HTTP/1.1`]);
    const call = (body: string, headers: string[] = [], type = "text/plain;charset=UTF-8") =>
      request(
        [
          `POST /contact HTTP/1.1`,
          `Next-Action: ${action}`,
          `Content-Type: ${type}`,
          `Content-Length: ${Buffer.byteLength(body)}`,
          ...headers,
        ],
        body,
      );
    const multipart = (boundary: string, parts: Array<[string, string]>) =>
      parts
        .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
        .join("") + `--${boundary}--\r\n`;
    const form = multipart("XyZ", [
      [`$ACTION_ID_${action}`, ""],
      ["name", "Priya"],
    ]);
    const noJsForm = (bound: string) =>
      multipart("XyZ", [
        ["$ACTION_REF_1", ""],
        ["$ACTION_1:0", JSON.stringify({ id: action, bound: "$@1" })],
        ["$ACTION_1:1", bound],
        ["$ACTION_KEY", "k"],
      ]);
    const formPost = (body: string, type = "multipart/form-data; boundary=XyZ") =>
      request(
        [
          `POST /contact HTTP/1.1`,
          `Content-Type: ${type}`,
          `Content-Length: ${Buffer.byteLength(body)}`,
          `Origin: http://${host}`,
        ],
        body,
      );
    const nested = (depth: number) => `${"[".repeat(depth)}${"]".repeat(depth)}`;

    const probes: Array<[name: string, bytes: Buffer, expected: number]> = [
      ["action from another origin", call("[]", ["Origin: http://evil.example"]), 403],
      ["action with a null origin", call("[]", ["Origin: null"]), 403],
      ["action as multipart without a boundary", call(form, [`Origin: http://${host}`], "multipart/form-data"), 400],
      [
        "action as multipart with another boundary",
        call(form, [`Origin: http://${host}`], "multipart/form-data; boundary=Other"),
        400,
      ],
      ["form post without a boundary", formPost(form, "multipart/form-data"), 400],
      ["action body over 1 MB", call(JSON.stringify(["x".repeat(1_100_000)]), [`Origin: http://${host}`]), 413],
      ["action arguments that are not JSON", call("{not json", [`Origin: http://${host}`]), 400],
      ["form's bound arguments that are not JSON", formPost(noJsForm("{not json")), 400],
      ["20,000 arguments", call(JSON.stringify(Array(20_000).fill(1)), [`Origin: http://${host}`]), 400],
      ["8,000 levels of nesting", call(nested(8_000), [`Origin: http://${host}`]), 400],
      ["a path with %zz", get("/consultations/%zz"), 400],
      ["OPTIONS *", get("*", "OPTIONS"), 204],
      ["an absolute-form request line", get("http://evil.example/"), 400],
    ];
    for (const prefix of [
      "",
      "/consultations",
      "/blogs",
      "/products",
      "/doctors",
      "/inbox",
      "/api",
      "/api/leads",
      "/_next/static",
      "/_next/image",
      "/search",
      "/art",
    ]) {
      probes.push([`overlong UTF-8 under ${prefix || "/"}`, get(`${prefix}/%c0%ae%c0%ae/`), 400]);
      probes.push([`overlong UTF-8 under ${prefix || "/"} (no slash)`, get(`${prefix}/%c0%ae%c0%ae`), 400]);
    }
    const answers: Array<[string, RawAnswer]> = [];
    for (const [name, bytes, expected] of probes) {
      const answer = await rawRequest(port, bytes);
      answers.push([name, answer]);
      expect(answer.status, name).toBe(expected);
      expect(answer.headers["location"], name).toBeUndefined();
      // Refusals are documents too: they carry the security headers.
      expect(answer.headers["x-frame-options"], name).toBe("DENY");
      expect(answer.headers["content-security-policy"], name).toContain("script-src 'none'");
    }

    // A CR/LF in the address to go back to after signing in: the inbox, not a 500.
    const signIn = await signInAction();
    const signedIn = await postSignIn(signIn, {
      email: "probe@clinic.example",
      password: "probe-right-password",
      next: "/inbox/x\r\nSet-Cookie: a=b",
    });
    expect(signedIn.status).toBe(303);
    expect(signedIn.headers.get("location")).toBe("/inbox");
    const session = /clinic_inbox_session=([^;]+)/.exec(signedIn.headers.get("set-cookie") ?? "")?.[1];
    expect(session).toBeTruthy();
    const again = await rawRequest(
      port,
      request([
        `GET /inbox/sign-in?next=/inbox/%0d%0aSet-Cookie:%20a=b HTTP/1.1`,
        `Cookie: clinic_inbox_session=${session}`,
      ]),
    );
    // A page's redirect: 307.
    expect(again.status).toBe(307);
    expect(again.headers["location"]).toMatch(/\/inbox$/);

    // A 308 from Next itself carries the security headers, and the lead API is never cached.
    const redirect = await fetch(`${base}/contact/`, { redirect: "manual" });
    expect(redirect.status).toBe(308);
    expect(redirect.headers.get("x-frame-options")).toBe("DENY");
    expect(redirect.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    for (const response of [
      await fetch(`${base}/api/leads`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(lead(1)),
      }),
      await fetch(`${base}/api/leads`, { method: "POST", headers: { "content-type": "application/json" }, body: "{" }),
      await fetch(`${base}/api/leads`, { method: "POST", headers: { "content-type": "text/plain" }, body: "x" }),
    ]) {
      expect(response.status).toBeLessThan(500);
      expect(response.headers.get("cache-control"), String(response.status)).toBe("no-store");
    }

    const log = server.log();
    expect(log).not.toMatch(/^\s+at .+(:\d+:\d+\)?|ignore-listed frames)$/m);
    expect(log).not.toMatch(/"stack":|⨯|Error:/);
    const refused = log.split("\n").filter((line) => line.includes('"event":"server.request-refused"'));
    // One line for each probe (OPTIONS * too, answered before the app), none for the sign-ins and the API.
    expect(refused).toHaveLength(probes.length);
    for (const line of refused)
      expect(JSON.parse(line)).toMatchObject({ level: "warn", status: expect.any(Number), reason: expect.any(String) });
  });

  test("an exception in a page answers 500 and leaves one JSON error line with the request's id, without the query", async () => {
    server = await startServer({});
    for (const path of ["/drill/error", "/drill/frame"]) {
      const response = await fetch(`${base}${path}?email=priya%40example.com`);
      expect(response.status, `${path} answers 500 only in a build made with ERROR_DRILL=on`).toBe(500);
      const id = response.headers.get("x-request-id");
      const failures = () =>
        server!
          .log()
          .split("\n")
          .filter((line) => line.startsWith("{") && line.includes(`"requestId":"${id}"`))
          .map((line) => JSON.parse(line) as Record<string, unknown>)
          .filter((entry) => entry.event === "request.failed");
      await expect.poll(() => failures().length, { message: `${path}: its error line` }).toBe(1);
      // One line, not one per rendering pass.
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(failures()).toHaveLength(1);
      expect(failures()[0]).toMatchObject({ level: "error", path, routeType: "render", method: "GET" });
    }
    expect(server.log()).not.toContain("priya");
  });

  test("after SIGTERM, answers requests on open keep-alive connections with Connection: close, and resets none", async () => {
    server = await startServer({});
    const connections = await Promise.all(Array.from({ length: 10 }, () => KeptAliveConnection.open(port)));
    const get = `GET /healthz HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`;
    for (const connection of connections) expect((await connection.send(get)).status).toBe(200);
    server.child.kill("SIGTERM");
    // Each client posts a lead 40 to 130 ms after the signal, on the connection it kept open.
    const answers = await Promise.all(
      connections.map(async (connection, i) => {
        await new Promise((resolve) => setTimeout(resolve, 40 + 10 * i));
        const body = JSON.stringify(lead(200 + i));
        const post = `POST /api/leads HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;
        return connection.send(post).catch((error: Error) => error.message);
      }),
    );
    for (const answer of answers) {
      expect(answer, "an answer, not a reset").toMatchObject({ status: 201, headers: { connection: "close" } });
    }
    await forgetStore(server.store);
    expect(await server.exited).toBe(0);
    for (const connection of connections) expect(connection.ended).toBe("closed");
    // Every answered lead is in the store, which the next start opens again.
    server = await startServer({}, server.store);
    expect(await storeQuery(server.store, "SELECT count(*)::int AS n FROM leads")).toEqual([{ n: 10 }]);
  });
});
