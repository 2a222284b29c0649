import { describe, expect, it } from "vitest";
import {
  actionBodyLimitFor,
  argumentsProblem,
  isPossibleServerAction,
  jsonDepth,
  maxArguments,
  screenActionBody,
  screenActionHeaders,
  screenMethod,
  screenSite,
  screenTarget,
} from "./request-screen.mjs";

const multipart = (boundary: string, parts: Array<[string, string]>) =>
  Buffer.from(
    parts
      .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
      .join("") + `--${boundary}--\r\n`,
  );

describe("screenTarget", () => {
  it("passes a path, with or without a query", () => {
    for (const target of ["/", "/consultations/womens-health", "/search?q=%E0%A4%86", "/%E0%A4%86"])
      expect(screenTarget("GET", target), target).toBeUndefined();
  });

  it("refuses anything but a path as the request target, and answers OPTIONS * itself", () => {
    expect(screenTarget("GET", "http://evil.example/")).toMatchObject({ status: 400, reason: "request-target" });
    expect(screenTarget("GET", "evil.example:443")).toMatchObject({ status: 400 });
    expect(screenTarget("GET", "*")).toMatchObject({ status: 400 });
    expect(screenTarget("OPTIONS", "*")).toMatchObject({ status: 204, headers: { Allow: "GET, HEAD, POST" } });
  });

  it("refuses a path whose escapes are not UTF-8: a stray %, an overlong sequence", () => {
    for (const target of ["/consultations/%zz", "/%c0%ae%c0%ae/", "/blogs/%c0%ae%c0%ae", "/%ff", "/a%"]) {
      expect(screenTarget("GET", target), target).toMatchObject({ status: 400, reason: "malformed-path" });
    }
  });
});

describe("screenMethod", () => {
  it("leaves the methods Next knows to Next on pages and route handlers", () => {
    for (const method of ["GET", "HEAD", "POST", "OPTIONS", "PUT", "DELETE", "PATCH"]) {
      for (const path of ["/contact", "/api/leads", "/healthz", "/inbox/leads.csv"])
        expect(screenMethod(method, path), `${method} ${path}`).toBeUndefined();
    }
  });

  it("answers a method Next does not know with 405 and what the address serves", () => {
    expect(screenMethod("TRACE", "/api/leads")).toMatchObject({ status: 405, headers: { Allow: "POST" } });
    for (const path of [
      "/healthz",
      "/whatsapp",
      "/inbox/leads.csv",
      "/book-consultation/manage/abc/invitation.ics",
      "/art/home.svg",
    ]) {
      expect(screenMethod("TRACE", path), path).toMatchObject({ status: 405, headers: { Allow: "GET, HEAD" } });
    }
    for (const method of ["PROPFIND", "PURGE", "SEARCH", "LOCK", "TRACE", "CONNECT"])
      expect(screenMethod(method, "/contact"), method).toMatchObject({
        status: 405,
        headers: { Allow: "GET, HEAD, POST" },
      });
  });

  it("serves files to GET and HEAD only", () => {
    for (const path of ["/_next/static/chunks/a.js", "/art/home.svg", "/share/contact.png"]) {
      expect(screenMethod("GET", path), path).toBeUndefined();
      expect(screenMethod("HEAD", path), path).toBeUndefined();
      for (const method of ["POST", "PUT", "DELETE", "OPTIONS", "PROPFIND", "LOCK"])
        expect(screenMethod(method, path), `${method} ${path}`).toMatchObject({
          status: 405,
          headers: { Allow: "GET, HEAD" },
        });
    }
  });
});

describe("screenSite", () => {
  it("refuses a change sent from another site's page, and nothing else", () => {
    for (const method of ["POST", "PUT", "DELETE", "PATCH"])
      expect(screenSite(method, { "sec-fetch-site": "cross-site" }), method).toMatchObject({
        status: 403,
        reason: "cross-site",
      });
    expect(screenSite("GET", { "sec-fetch-site": "cross-site" })).toBeUndefined();
    for (const site of ["same-origin", "same-site", "none", undefined])
      expect(screenSite("POST", site ? { "sec-fetch-site": site } : {}), String(site)).toBeUndefined();
  });
});

describe("isPossibleServerAction", () => {
  it("is a POST to a page with a Next-Action header or a multipart form, as Next decides", () => {
    expect(isPossibleServerAction("POST", "/contact", { "next-action": "abc" })).toBe(true);
    expect(isPossibleServerAction("POST", "/contact", { "content-type": "multipart/form-data; boundary=x" })).toBe(
      true,
    );
    expect(isPossibleServerAction("POST", "/api/leads", { "content-type": "multipart/form-data; boundary=x" })).toBe(
      false,
    );
    expect(isPossibleServerAction("GET", "/contact", { "next-action": "abc" })).toBe(false);
    expect(isPossibleServerAction("POST", "/contact", { "content-type": "application/json" })).toBe(false);
  });
});

describe("screenActionHeaders", () => {
  const host = "127.0.0.1:3000";
  it("passes the site's own origin, through a proxy too, and no origin at all", () => {
    expect(screenActionHeaders({ host, origin: "http://127.0.0.1:3000" })).toBeUndefined();
    expect(
      screenActionHeaders({
        host: "127.0.0.1:3000",
        "x-forwarded-host": "www.clinic.example",
        origin: "https://www.clinic.example",
      }),
    ).toBeUndefined();
    expect(screenActionHeaders({ host })).toBeUndefined();
  });

  it("refuses another origin, null, or one that is no address, with 403", () => {
    for (const origin of ["http://evil.example", "null", "not an origin", "http://127.0.0.1:3001"]) {
      expect(screenActionHeaders({ host, origin }), origin).toMatchObject({ status: 403, reason: "action-origin" });
    }
  });

  it("refuses a declared body over 1 MB with 413 and a multipart form without its boundary with 400", () => {
    expect(screenActionHeaders({ host, "content-length": String(1024 * 1024 + 1) })).toMatchObject({
      status: 413,
      headers: { Connection: "close" },
    });
    expect(screenActionHeaders({ host, "content-type": "multipart/form-data" })).toMatchObject({
      status: 400,
      reason: "multipart-boundary",
    });
  });

  it("lets only the desk's doctor pages, which take a photograph of up to 10 MB, send more than 1 MB", () => {
    const fifteen = String(15 * 1024 * 1024);
    expect(
      screenActionHeaders({ host, "content-length": fifteen }, actionBodyLimitFor("/inbox/site/doctors/dr-asha")),
    ).toBeUndefined();
    expect(actionBodyLimitFor("/inbox/site/doctors/new?x=1")).toBe(24 * 1024 * 1024);
    for (const path of ["/inbox/site", "/contact", "/inbox/site/doctors/a/b", "/x/inbox/site/doctors/a"])
      expect(screenActionHeaders({ host, "content-length": fifteen }, actionBodyLimitFor(path)), path).toMatchObject({
        status: 413,
      });
  });
});

describe("the arguments of a server action", () => {
  it("measures nesting without being fooled by brackets in strings", () => {
    expect(jsonDepth('["a",{"b":[1]}]')).toBe(3);
    expect(jsonDepth('["[[[[", "\\"[["]')).toBe(1);
  });

  it("refuses what Next cannot decode: not JSON, too many arguments, too deep", () => {
    expect(argumentsProblem('["Contact Form",{"status":"idle"}]')).toBeUndefined();
    expect(argumentsProblem("{not json")).toBe("action-not-json");
    expect(argumentsProblem(JSON.stringify(Array(maxArguments + 1).fill(1)))).toBe("action-arguments");
    expect(argumentsProblem(`${"[".repeat(8000)}${"]".repeat(8000)}`)).toBe("action-nesting");
  });

  it("checks a script's call as one JSON text, and a multipart form's numbered parts", async () => {
    const call = { "next-action": "abc", "content-type": "text/plain;charset=UTF-8" };
    expect(await screenActionBody(call, Buffer.from('["x"]'))).toBeUndefined();
    expect(await screenActionBody(call, Buffer.from("{x"))).toMatchObject({ status: 400, reason: "action-not-json" });
    expect(
      await screenActionBody({ ...call, "content-type": "application/x-www-form-urlencoded" }, Buffer.from("id=x")),
    ).toBeUndefined();
    const type = "multipart/form-data; boundary=XyZ";
    const form = multipart("XyZ", [
      ["$ACTION_REF_1", ""],
      ["$ACTION_1:0", '{"id":"abc","bound":"$@1"}'],
      ["$ACTION_1:1", '["Contact Form"]'],
      ["name", "{ not json, and fine }"],
    ]);
    expect(await screenActionBody({ "content-type": type }, form)).toBeUndefined();
    const badBound = multipart("XyZ", [
      ["$ACTION_REF_1", ""],
      ["$ACTION_1:1", "{not json"],
    ]);
    expect(await screenActionBody({ "content-type": type }, badBound)).toMatchObject({
      status: 400,
      reason: "action-not-json",
    });
    expect(await screenActionBody({ "content-type": "multipart/form-data; boundary=Other" }, form)).toMatchObject({
      status: 400,
      reason: "multipart-body",
    });
  });

  const call = { "next-action": "abc", "content-type": "text/plain;charset=UTF-8" };
  const reply = (body: string) => screenActionBody(call, Buffer.from(body));

  it("refuses a call whose references name parts the body does not have", async () => {
    // A hostile probe of the build: each of these made React's decoder throw or wait forever, a 500.
    for (const body of [
      '["$B4"]',
      '["$Q2"]',
      '["$F5"]',
      '["$W1"]',
      '["$S1"]',
      '["$1"]',
      '["$@1"]',
      '["$h1"]',
      '["$l1"]',
      '["$E"]',
      '["$"]',
      '["$@"]',
      '["$R1"]',
      '["$n12x"]',
    ]) {
      expect(await reply(body), body).toMatchObject({ status: 400 });
    }
  });

  it("refuses arguments that are not a list", async () => {
    for (const body of ['{"a":1}', "1", '"x"', "null"])
      expect(await reply(body), body).toMatchObject({ status: 400, reason: "action-arguments" });
  });

  it("passes the values React decodes on their own, and escaped dollars", async () => {
    for (const body of [
      "[]",
      '["$undefined"]',
      '["$$B4", "$D2026-11-28T00:00:00.000Z", "$n12", "$NaN", "$Infinity", "$-0", "$K1", "$T"]',
      '[{"a":"$$1"}]',
    ]) {
      expect(await reply(body), body).toBeUndefined();
    }
  });

  it("follows references into a multipart call: a part must exist, of its kind, and its path too", async () => {
    const type = "multipart/form-data; boundary=XyZ";
    const withFile = (parts: Array<[string, string]>, file?: string) => {
      const text = parts
        .map(([name, value]) => `--XyZ\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
        .join("");
      const blob = file
        ? `--XyZ\r\nContent-Disposition: form-data; name="${file}"; filename="blob"\r\nContent-Type: application/octet-stream\r\n\r\nabc\r\n`
        : "";
      return Buffer.from(`${text}${blob}--XyZ--\r\n`);
    };
    const screen = (body: Buffer) => screenActionBody({ "next-action": "abc", "content-type": type }, body);
    expect(
      await screen(
        withFile([
          ["0", '["$@1","$K2"]'],
          ["1", '{"a":["$Q3"]}'],
          ["3", "[]"],
          ["2_name", "x"],
        ]),
      ),
    ).toBeUndefined();
    expect(await screen(withFile([["0", '["$B4"]']], "4"))).toBeUndefined();
    expect(
      await screen(
        withFile([
          ["0", '["$B4"]'],
          ["4", '"text, not a file"'],
        ]),
      ),
    ).toMatchObject({ status: 400, reason: "action-missing-part" });
    expect(
      await screen(
        withFile([
          ["0", '["$@1"]'],
          ["1", '["$Q3"]'],
        ]),
      ),
    ).toMatchObject({ status: 400, reason: "action-missing-part" });
    expect(
      await screen(
        withFile([
          ["0", '["$1:a:b"]'],
          ["1", '{"a":{"b":1}}'],
        ]),
      ),
    ).toBeUndefined();
    expect(
      await screen(
        withFile([
          ["0", '["$1:a:c"]'],
          ["1", '{"a":{"b":1}}'],
        ]),
      ),
    ).toMatchObject({ status: 400, reason: "action-reference" });
    expect(await screen(withFile([["1", "[]"]]))).toMatchObject({ status: 400, reason: "action-missing-part" });
  });

  it("refuses a form posted without JavaScript whose action reference has no id or arguments", async () => {
    const type = "multipart/form-data; boundary=XyZ";
    const screen = (parts: Array<[string, string]>) =>
      screenActionBody({ "content-type": type }, multipart("XyZ", parts));
    expect(
      await screen([
        ["$ACTION_REF_1", ""],
        ["name", "x"],
      ]),
    ).toMatchObject({ status: 400, reason: "action-missing-part" });
    expect(
      await screen([
        ["$ACTION_REF_1", ""],
        ["$ACTION_1:0", "{}"],
      ]),
    ).toMatchObject({ status: 400, reason: "action-reference" });
    expect(
      await screen([
        ["$ACTION_REF_1", ""],
        ["$ACTION_1:0", '{"id":"abc","bound":"$@1"}'],
      ]),
    ).toMatchObject({ status: 400, reason: "action-missing-part" });
    expect(
      await screen([
        ["$ACTION_REF_1", ""],
        ["$ACTION_1:0", '{"id":"abc","bound":"$@1"}'],
        ["$ACTION_1:1", '{"a":1}'],
      ]),
    ).toMatchObject({ status: 400, reason: "action-arguments" });
    expect(
      await screen([
        ["$ACTION_REF_1", ""],
        ["$ACTION_1:0", '{"id":"abc","bound":"$@1"}'],
        ["$ACTION_1:1", '["$T"]'],
      ]),
    ).toMatchObject({ status: 400 });
    expect(
      await screen([
        ["$ACTION_REF_1", ""],
        ["$ACTION_1:0", '{"id":"abc","bound":null}'],
      ]),
    ).toBeUndefined();
    expect(
      await screen([
        ["$ACTION_ID_abc", ""],
        ["name", "x"],
      ]),
    ).toBeUndefined();
    // A multipart post that names no action at all is no action: Next renders the page.
    expect(await screen([["name", "x"]])).toBeUndefined();
  });
});
