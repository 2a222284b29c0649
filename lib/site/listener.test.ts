import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { isOwnRevalidation, revalidateHere, secretHeader } from "./listener";

const servers: ReturnType<typeof createServer>[] = [];
afterEach(() => servers.splice(0).forEach((server) => server.close()));

const quiet = { warn: () => {}, info: () => {} };

describe("the process's own revalidation call", () => {
  it("is accepted only with this process's secret, from loopback or the server's own address", async () => {
    // What revalidateHere sends is what the route accepts: catch it on a server of the test's own.
    let sent: Headers | undefined;
    const server = createServer((req, res) => {
      sent = new Headers(req.headers as Record<string, string>);
      res.end("{}");
    });
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    await revalidateHere({ host: "0.0.0.0", port }, ["site:contact"], quiet);
    expect(sent?.get(secretHeader)).toBeTruthy();

    expect(isOwnRevalidation(sent!, "127.0.0.1")).toBe(true);
    expect(isOwnRevalidation(sent!, "::ffff:127.0.0.1")).toBe(true);
    expect(isOwnRevalidation(sent!, "10.0.0.5", "10.0.0.5")).toBe(true);
    // The right secret from elsewhere, or anything else from loopback: refused.
    expect(isOwnRevalidation(sent!, "203.0.113.7")).toBe(false);
    expect(isOwnRevalidation(new Headers({ [secretHeader]: "guess" }), "127.0.0.1")).toBe(false);
    expect(isOwnRevalidation(new Headers(), "127.0.0.1")).toBe(false);
  });
});
