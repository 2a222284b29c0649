import { describe, expect, it } from "vitest";
import { argumentsProblem, isPossibleServerAction, jsonDepth, maxArguments, screenActionBody, screenActionHeaders, screenTarget } from "./request-screen.mjs";

const multipart = (boundary: string, parts: Array<[string, string]>) =>
  Buffer.from(parts.map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`).join("") + `--${boundary}--\r\n`);

describe("screenTarget", () => {
  it("passes a path, with or without a query", () => {
    for (const target of ["/", "/consultations/womens-health", "/search?q=%E0%A4%86", "/%E0%A4%86"]) expect(screenTarget("GET", target), target).toBeUndefined();
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

describe("isPossibleServerAction", () => {
  it("is a POST to a page with a Next-Action header or a multipart form, as Next decides", () => {
    expect(isPossibleServerAction("POST", "/contact", { "next-action": "abc" })).toBe(true);
    expect(isPossibleServerAction("POST", "/contact", { "content-type": "multipart/form-data; boundary=x" })).toBe(true);
    expect(isPossibleServerAction("POST", "/api/leads", { "content-type": "multipart/form-data; boundary=x" })).toBe(false);
    expect(isPossibleServerAction("GET", "/contact", { "next-action": "abc" })).toBe(false);
    expect(isPossibleServerAction("POST", "/contact", { "content-type": "application/json" })).toBe(false);
  });
});

describe("screenActionHeaders", () => {
  const host = "127.0.0.1:3000";
  it("passes the site's own origin, through a proxy too, and no origin at all", () => {
    expect(screenActionHeaders({ host, origin: "http://127.0.0.1:3000" })).toBeUndefined();
    expect(screenActionHeaders({ host: "127.0.0.1:3000", "x-forwarded-host": "www.clinic.example", origin: "https://www.clinic.example" })).toBeUndefined();
    expect(screenActionHeaders({ host })).toBeUndefined();
  });

  it("refuses another origin, null, or one that is no address, with 403", () => {
    for (const origin of ["http://evil.example", "null", "not an origin", "http://127.0.0.1:3001"]) {
      expect(screenActionHeaders({ host, origin }), origin).toMatchObject({ status: 403, reason: "action-origin" });
    }
  });

  it("refuses a declared body over 1 MB with 413 and a multipart form without its boundary with 400", () => {
    expect(screenActionHeaders({ host, "content-length": String(1024 * 1024 + 1) })).toMatchObject({ status: 413, headers: { Connection: "close" } });
    expect(screenActionHeaders({ host, "content-type": "multipart/form-data" })).toMatchObject({ status: 400, reason: "multipart-boundary" });
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
    expect(await screenActionBody({ ...call, "content-type": "application/x-www-form-urlencoded" }, Buffer.from("id=x"))).toBeUndefined();
    const type = "multipart/form-data; boundary=XyZ";
    const form = multipart("XyZ", [["$ACTION_REF_1", ""], ["$ACTION_1:0", '{"id":"abc","bound":"$@1"}'], ["$ACTION_1:1", '["Contact Form"]'], ["name", "{ not json, and fine }"]]);
    expect(await screenActionBody({ "content-type": type }, form)).toBeUndefined();
    const badBound = multipart("XyZ", [["$ACTION_REF_1", ""], ["$ACTION_1:1", "{not json"]]);
    expect(await screenActionBody({ "content-type": type }, badBound)).toMatchObject({ status: 400, reason: "action-not-json" });
    expect(await screenActionBody({ "content-type": "multipart/form-data; boundary=Other" }, form)).toMatchObject({ status: 400, reason: "multipart-body" });
  });
});
