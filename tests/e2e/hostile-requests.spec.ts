import { spawn, type ChildProcess } from "node:child_process";
import { createHash, randomBytes, randomUUID } from "node:crypto";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { consentVersion } from "../../lib/leads/consent";
import { insertLeadStatement } from "../../lib/leads/store/rows";
import { sampleVisitor } from "../../lib/booking/sample-visitor";
import { sessionCookieName, sessionTokenHash } from "../../lib/staff/session";
import { rawRequest } from "./raw-http";
import { forgetStore, storeQuery, storeVault } from "./store";
import { untilHealthy } from "./own-server";

/**
 * A hostile probe of the build (decision 064), kept: every request of its first four groups
 * that got a 500 (impossible dates in the inbox, server-action bodies React cannot decode,
 * actions called with arguments that are not a form's, methods nobody serves), the
 * cross-site post of the fifth, and the NUL characters of a later probe's sixth, sent to
 * server.mjs as production runs it. No answer may be a 5xx, and the server's log may hold no
 * stack trace and no error-level line, not even from the graceful stop at the end. Its own
 * server on the third of this run's ports (the browser tests use the first, operations.spec.ts
 * the second), with a store of its own; the tests run one after another, on that one server.
 */
const port = Number(process.env.E2E_PORT ?? 3100) + 2;
const base = `http://127.0.0.1:${port}`;
test.describe.configure({ mode: "serial" });

let child: ChildProcess;
let exited: Promise<number | null>;
let output = "";
const store = mkdtempSync(join(tmpdir(), "e2e-hostile-"));
let cookie = "";
/** Every status answered, by item, for the count of 5xx at the end. */
const statuses: Array<[item: string, what: string, status: number]> = [];

function note(item: string, what: string, status: number) {
  statuses.push([item, what, status]);
  expect(status, `${item}: ${what}`).toBeGreaterThanOrEqual(200);
  expect(status, `${item}: ${what}`).toBeLessThan(500);
  return status;
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  child = spawn(process.execPath, ["server.mjs", "-p", String(port), "-H", "127.0.0.1"], {
    env: {
      ...process.env,
      NEXT_TELEMETRY_DISABLED: "1",
      LEAD_DB_PATH: store,
      LEAD_WEBHOOK_URL: "",
      BOOKING: "on",
      LEAD_RATE_LIMIT: "100000",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout!.on("data", (c) => (output += c));
  child.stderr!.on("data", (c) => (output += c));
  exited = new Promise((resolve) => child.once("exit", (code) => resolve(code)));
  await untilHealthy(base);
  // A member of staff and a session, written as sign-in would (only the token's hash).
  const token = randomBytes(32).toString("base64url");
  await storeQuery(
    store,
    `INSERT INTO staff (id, name, email, password_hash, created_at, role) VALUES ('hostile', 'Hostile Probe', 'hostile@clinic.example', 'x', now(), 'owner')`,
  );
  await storeQuery(
    store,
    `INSERT INTO staff_sessions (token_hash, staff_id, created_at, expires_at) VALUES ($1, 'hostile', now(), now() + interval '1 hour')`,
    [sessionTokenHash(token)],
  );
  cookie = `${sessionCookieName}=${token}`;
});

test.afterAll(async () => {
  await forgetStore(store);
  if (child.exitCode === null) {
    child.kill("SIGTERM");
    await exited;
  }
});

test("1: impossible dates in the inbox show today or all leads, not a 500", async () => {
  const dates = ["2027-02-30", "2026-02-29", "0000-01-01", "9999-12-31", "0001-01-01", "2026-13-01", "+002026-01-01"];
  for (const date of dates) {
    for (const path of [
      `/inbox/agenda?date=${date}`,
      `/inbox/agenda?view=week&date=${date}`,
      `/inbox?from=${date}`,
      `/inbox?to=${date}`,
      `/inbox/leads.csv?from=${date}&to=${date}`,
    ]) {
      const response = await fetch(`${base}${path}`, { headers: { cookie }, redirect: "manual" });
      expect(note("1", path, response.status), path).toBe(200);
    }
  }
  // The agenda falls back to today, and says which day it shows.
  const agenda = await (await fetch(`${base}/inbox/agenda?date=2027-02-30`, { headers: { cookie } })).text();
  expect(agenda).toContain("(today)");
});

/** The id of the first server action a page's HTML names (a no-JavaScript form's, or one given to a form directly). */
async function actionOn(path: string): Promise<string> {
  const html = await (await fetch(`${base}${path}`)).text();
  const id = /&quot;id&quot;:&quot;([0-9a-f]{40,})&quot;|\$ACTION_ID_([0-9a-f]{40,})/.exec(html);
  expect(id, `a server action on ${path}`).toBeTruthy();
  return (id![1] ?? id![2])!;
}

/** Every form's multipart body, as browsers write it. */
const multipart = (parts: Array<[string, string]>) => {
  const form = new FormData();
  for (const [name, value] of parts) form.append(name, value);
  return form;
};

test("2: server-action bodies React cannot decode get 400 on every page with a form", async () => {
  const pages = [
    "/contact",
    "/book-my-diet",
    "/",
    "/products",
    "/consultations/diabetes",
    "/inbox/sign-in",
    "/book-consultation",
  ];
  const bodies = [
    '["$B4"]',
    '["$Q2"]',
    '["$F5"]',
    '["$W1"]',
    '["$S1"]',
    '["$1"]',
    '["$h1"]',
    '["$l1"]',
    '["$E"]',
    '["$R1"]',
    '{"a":1}',
  ];
  for (const page of pages) {
    const action = await actionOn(page);
    for (const body of bodies) {
      const response = await fetch(`${base}${page}`, {
        method: "POST",
        headers: { "next-action": action, "content-type": "text/plain;charset=UTF-8", origin: base },
        body,
      });
      expect(note("2", `${page} ${body}`, response.status), `${page} ${body}`).toBe(400);
    }
    const call = await fetch(`${base}${page}`, {
      method: "POST",
      headers: { "next-action": action, origin: base },
      body: multipart([["0", '["$B4"]']]),
    });
    expect(note("2", `${page} multipart ["$B4"]`, call.status)).toBe(400);
    // A form posted without JavaScript that names its action's bound arguments without sending them.
    for (const parts of [
      [
        ["$ACTION_REF_1", ""],
        ["name", "x"],
      ],
      [
        ["$ACTION_REF_1", ""],
        ["$ACTION_1:0", "{}"],
      ],
      [
        ["$ACTION_REF_1", ""],
        ["$ACTION_1:0", JSON.stringify({ id: action, bound: "$@1" })],
      ],
    ] as Array<Array<[string, string]>>) {
      const response = await fetch(`${base}${page}`, { method: "POST", body: multipart(parts), redirect: "manual" });
      expect(note("2", `${page} ${JSON.stringify(parts)}`, response.status)).toBe(400);
    }
  }
});

/** The build's server actions, and a page of each whose worker holds it (Next's own list, so a new action is probed too). */
function buildActions(): Array<{ id: string; name: string; page: string }> {
  const manifest = JSON.parse(readFileSync(".next/server/server-reference-manifest.json", "utf8")) as {
    node: Record<string, { exportedName: string; filename: string; workers: Record<string, unknown> }>;
  };
  return Object.entries(manifest.node).map(([id, action]) => {
    const worker = Object.keys(action.workers).find((w) => w.endsWith("/page"))!;
    const page =
      worker
        .replace(/^app/, "")
        .replace(/\/\([^)]+\)/g, "")
        .replace(/\/page$/, "")
        .replace(/\[[^\]]+\]/g, "x") || "/";
    return { id, name: action.exportedName, page };
  });
}

test("3: actions called with arguments that are not a form's do nothing, signed in or not", async () => {
  // Sign-out reads no arguments: any call ends the session, which is all it does.
  const actions = buildActions().filter((a) => a.name !== "signOutAction");
  const inbox = actions.filter((a) => a.page.startsWith("/inbox"));
  expect(inbox.length, "the inbox's actions and sign-in's").toBe(42);
  const { n: leadsBefore } = (await storeQuery<{ n: number }>(store, "SELECT count(*)::int AS n FROM leads"))[0]!;
  for (const session of [cookie, ""]) {
    for (const action of actions) {
      // Readable arguments, of the wrong shape: the action's own schema refuses them.
      for (const body of ["[]", "[null]", "[null,null]", '[{},"x"]', '["$undefined",{"a":1}]']) {
        const response = await fetch(`${base}${action.page}`, {
          method: "POST",
          headers: {
            "next-action": action.id,
            "content-type": "text/plain;charset=UTF-8",
            origin: base,
            cookie: session,
          },
          body,
          redirect: "manual",
        });
        note("3", `${action.name} on ${action.page} ${session ? "signed in" : "signed out"}: ${body}`, response.status);
      }
      // Not a list at all: the screen refuses it.
      const response = await fetch(`${base}${action.page}`, {
        method: "POST",
        headers: {
          "next-action": action.id,
          "content-type": "text/plain;charset=UTF-8",
          origin: base,
          cookie: session,
        },
        body: '{"a":1}',
      });
      expect(note("3", `${action.name} {"a":1}`, response.status)).toBe(400);
    }
  }
  // Nothing was stored, erased or changed by any of them; the session still works.
  expect((await storeQuery<{ n: number }>(store, "SELECT count(*)::int AS n FROM leads"))[0]!.n).toBe(leadsBefore);
  expect(await storeQuery(store, "SELECT * FROM erasures")).toEqual([]);
  expect((await fetch(`${base}/inbox`, { headers: { cookie }, redirect: "manual" })).status).toBe(200);
  expect(output).toMatch(/"event":"action.bad-arguments"/);
});

test("4: methods nobody serves get 405 with what the address answers", async () => {
  const html = await (await fetch(`${base}/contact`)).text();
  const script = /\/_next\/static\/chunks\/[\w.-]+\.js/.exec(html)![0];
  const send = (method: string, path: string) =>
    rawRequest(port, `${method} ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n`);
  const routes: Array<[string, string]> = [
    ["/api/leads", "POST"],
    ["/healthz", "GET, HEAD"],
    ["/whatsapp", "GET, HEAD"],
    ["/inbox/leads.csv", "GET, HEAD"],
    ["/art/home.svg", "GET, HEAD"],
    [`/book-consultation/manage/${"A".repeat(43)}/invitation.ics`, "GET, HEAD"],
    ["/contact", "GET, HEAD, POST"],
  ];
  for (const [path, allow] of routes) {
    for (const method of ["TRACE", "PROPFIND", "PURGE", "SEARCH", "LOCK"]) {
      const answer = await send(method, path);
      expect(note("4", `${method} ${path}`, answer.status), `${method} ${path}`).toBe(405);
      expect(answer.headers["allow"], `${method} ${path}`).toBe(allow);
    }
  }
  // CONNECT, which Node closed unanswered, asking for a tunnel to another host or to a page.
  for (const target of ["evil.example:443", "/contact"]) {
    const answer = await send("CONNECT", target);
    expect(note("4", `CONNECT ${target}`, answer.status), `CONNECT ${target}`).toBe(405);
    expect(answer.headers["allow"]).toBe("GET, HEAD, POST");
  }
  for (const path of [script, "/art/home.svg"]) {
    for (const method of ["PROPFIND", "PURGE", "SEARCH", "LOCK", "TRACE", "PUT", "DELETE", "POST", "OPTIONS"]) {
      const answer = await send(method, path);
      expect(note("4", `${method} ${path}`, answer.status), `${method} ${path}`).toBe(405);
      expect(answer.headers["allow"]).toBe("GET, HEAD");
    }
    expect((await send("GET", path)).status, path).toBe(200);
    expect((await send("HEAD", path)).status, path).toBe(200);
  }
});

test("5: a post from another site's page is refused, with no Origin and whatever its Referer says", async () => {
  const email = `cross-site-${Date.now()}@example.com`;
  const lead = {
    formType: "Contact Form",
    name: "Priya Raman",
    email,
    countryCode: "GB",
    phone: "07911 123456",
    consent: "yes",
  };
  const crossSite = { "sec-fetch-site": "cross-site", referer: "http://evil.example/page" };
  const api = await fetch(`${base}/api/leads`, {
    method: "POST",
    headers: { ...crossSite, "content-type": "application/json" },
    body: JSON.stringify(lead),
  });
  expect(note("5", "cross-site JSON lead", api.status)).toBe(403);
  const action = await actionOn("/contact");
  const form = await fetch(`${base}/contact`, {
    method: "POST",
    headers: crossSite,
    body: multipart([
      ["$ACTION_REF_1", ""],
      ["$ACTION_1:0", JSON.stringify({ id: action, bound: "$@1" })],
      ["$ACTION_1:1", '["Contact Form",{"status":"idle"}]'],
      ["$ACTION_KEY", "k"],
      ...Object.entries(lead),
    ]),
    redirect: "manual",
  });
  expect(note("5", "cross-site form post", form.status)).toBe(403);
  expect(await storeQuery(store, "SELECT id FROM leads WHERE email = $1", [email])).toEqual([]);
  // The same from the site's own page is stored.
  const sameOrigin = await fetch(`${base}/api/leads`, {
    method: "POST",
    headers: { "sec-fetch-site": "same-origin", "content-type": "application/json" },
    body: JSON.stringify(lead),
  });
  expect(sameOrigin.status).toBe(201);
});

test("5: the booking's invitation keeps its own Referrer-Policy: no-referrer (its address holds the manage token)", async () => {
  // A booking as the booking service leaves one, and a manage token for it (the store keeps the token's SHA-256).
  const leadId = randomUUID();
  const bookingId = randomUUID();
  const now = new Date().toISOString();
  const start = Date.now() + 30 * 86_400_000;
  const lead = insertLeadStatement(
    {
      ...sampleVisitor({
        name: "Priya Raman",
        email: `invitation-${Date.now()}@example.com`,
        userAgent: "playwright",
        consent: { version: consentVersion, at: now },
        timestamp: now,
      }),
      id: leadId,
      formType: "Consultation Booking",
      receivedAt: now,
      consultationType: "Free first call",
      details: { bookingId },
    },
    storeVault(store),
  );
  await storeQuery(store, lead.sql, [...lead.parameters]);
  await storeQuery(
    store,
    `INSERT INTO bookings (id, lead_id, doctor_id, type_id, starts_at, ends_at, held_until, visitor_zone, created_at, scheduled_at, updated_at)
     VALUES ($1, $2, 'dr-arjun-mehta', 'free-first-call', $3, $4, $5, 'Europe/London', $6, $6, $6)`,
    [
      bookingId,
      leadId,
      new Date(start).toISOString(),
      new Date(start + 20 * 60_000).toISOString(),
      new Date(start + 30 * 60_000).toISOString(),
      now,
    ],
  );
  const token = randomBytes(32).toString("base64url");
  await storeQuery(store, `INSERT INTO booking_tokens (token_hash, booking_id, created_at) VALUES ($1, $2, now())`, [
    createHash("sha256").update(token).digest("hex"),
    bookingId,
  ]);
  const invitation = await fetch(`${base}/book-consultation/manage/${token}/invitation.ics`);
  expect(note("5", "the invitation", invitation.status)).toBe(200);
  expect(invitation.headers.get("content-type")).toContain("text/calendar");
  expect(invitation.headers.get("referrer-policy")).toBe("no-referrer");
  // The site's own policy everywhere else.
  expect((await fetch(`${base}/contact`)).headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
});

test("6: a NUL in what the inbox reads answers 404 (400 from a download), where PostgreSQL's refusal was a 500", async () => {
  const get = async (path: string, expected: number) => {
    const response = await fetch(`${base}${path}`, { headers: { cookie }, redirect: "manual" });
    expect(note("6", path, response.status), path).toBe(expected);
  };
  await get("/inbox/privacy?email=%00@x", 404);
  await get("/inbox/privacy/export?email=a%00@b.c", 400);
  await get("/inbox/leads.csv?q=%00", 400);
  await get("/inbox?q=%00", 404);
  await get("/inbox/leads/%00", 404);
  await get("/inbox/agenda/%00", 404);
  await get("/inbox/payments?order=%00", 404);
  // The same page without the NUL is the page.
  await get("/inbox/privacy?email=a@b.c", 200);

  const { n: leadsBefore } = (await storeQuery<{ n: number }>(store, "SELECT count(*)::int AS n FROM leads"))[0]!;
  const actions = new Map(buildActions().map((action) => [action.name, action]));
  const posts: Array<[name: string, fields: Array<[string, string]>]> = [
    [
      "refundOrder",
      [
        ["order", "\0"],
        ["amount", "1"],
        ["reason", "probe"],
      ],
    ],
    ["markPrivacyRequestDone", [["id", "\0"]]],
    [
      "erasePerson",
      [
        ["email", "a\0@b.c"],
        ["confirm", "yes"],
      ],
    ],
    [
      "setLeadStatus",
      [
        ["id", randomUUID()],
        ["status", "booked"],
        ["note", "\0"],
      ],
    ],
    ["saveWeek", [["doctor", "dr-arjun-mehta\0"]]],
  ];
  for (const [name, fields] of posts) {
    const action = actions.get(name);
    expect(action, name).toBeTruthy();
    // As a browser without JavaScript posts the form, and as the page's script calls the action.
    const withoutScript = await fetch(`${base}${action!.page}`, {
      method: "POST",
      headers: { cookie, origin: base },
      body: multipart([
        ["$ACTION_REF_1", ""],
        ["$ACTION_1:0", JSON.stringify({ id: action!.id, bound: "$@1" })],
        ["$ACTION_1:1", '["$undefined"]'],
        ["$ACTION_KEY", "k"],
        ...fields,
      ]),
      redirect: "manual",
    });
    expect(note("6", `${name} posted`, withoutScript.status), `${name} posted`).toBe(404);
    const fromScript = await fetch(`${base}${action!.page}`, {
      method: "POST",
      headers: { cookie, origin: base, "next-action": action!.id },
      // React writes a form among the arguments as "$K1", its fields as "_1_<name>" before the arguments
      // themselves, part "0" (processReply in its client; the server reads the parts in order).
      body: multipart([
        ...fields.map(([field, value]): [string, string] => [`_1_${field}`, value]),
        ["0", '["$undefined","$K1"]'],
      ]),
      redirect: "manual",
    });
    expect(note("6", `${name} called`, fromScript.status), `${name} called`).toBe(404);
  }
  expect((await storeQuery<{ n: number }>(store, "SELECT count(*)::int AS n FROM leads"))[0]!.n).toBe(leadsBefore);
  expect(await storeQuery(store, "SELECT * FROM erasures")).toEqual([]);
});

test("no answer was a 5xx, the log has no stack trace, and a graceful stop logs no error", async () => {
  const byItem = Object.groupBy(statuses, ([item]) => item);
  for (const item of ["1", "2", "3", "4", "5", "6"])
    expect(byItem[item]?.length, `item ${item} was sent`).toBeGreaterThan(0);
  const failed = statuses.filter(([, , status]) => status >= 500);
  console.info(
    `hostile requests: ${statuses.length} sent (${Object.entries(byItem)
      .map(([item, list]) => `item ${item}: ${list!.length}`)
      .join(", ")}), ${failed.length} answered 5xx`,
  );
  expect(failed).toEqual([]);
  // The test's own connections to the store go first: the server stops the store as its last user.
  await forgetStore(store);
  child.kill("SIGTERM");
  expect(await exited).toBe(0);
  expect(output).toMatch(/"event":"server.stopped"/);
  expect(output).not.toMatch(/^\s+at .+(:\d+:\d+\)?|ignore-listed frames)$/m);
  expect(output).not.toMatch(/"stack":|⨯|Error:/);
  const errors = output.split("\n").filter((line) => /"level":"(error|fatal)"/.test(line));
  expect(errors).toEqual([]);
});
