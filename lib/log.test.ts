import { describe, expect, it } from "vitest";
import { captureLog, logRequestError } from "./log";

describe("an exception Next caught (instrumentation.ts onRequestError)", () => {
  it("is one JSON error line with the request's id, the route and the path without its query", () => {
    const lines: string[] = [];
    const restore = captureLog({ write: (line: string) => void lines.push(line) });
    try {
      const error = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { digest: "123" });
      logRequestError(
        error,
        {
          path: "/inbox/privacy?email=priya%40example.com",
          method: "GET",
          headers: { "x-request-id": "r-1", cookie: "session=secret" },
        },
        { routePath: "/(inbox)/inbox/privacy", routeType: "render" },
      );
    } finally {
      restore();
    }
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({
      level: "error",
      event: "request.failed",
      requestId: "r-1",
      method: "GET",
      path: "/inbox/privacy",
      route: "/(inbox)/inbox/privacy",
      routeType: "render",
      digest: "123",
      // Its message is censored as a lead's would be (lib/log.ts); the stack says where.
      err: { type: "Error", stack: expect.stringContaining("log.test.ts") },
    });
    expect(lines[0]).not.toMatch(/priya|secret/);
  });
});
