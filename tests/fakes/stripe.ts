/**
 * A fake Stripe on loopback, for the tests only: the official SDK talks to it through
 * STRIPE_API_URL as it would to api.stripe.com, so no test reaches the internet. It answers the
 * endpoints the site uses (creating and reading Checkout Sessions), keeps every session it was
 * asked for, and serves a stand-in for Stripe's hosted payment page at each session's `url`.
 *
 *   node tests/fakes/stripe.ts --port 3103      (the browser tests start it so: playwright.config.ts)
 *
 * What a test reads back: GET /__sessions, every session with the parameters as the SDK sent them.
 * A session for an e-mail address starting "stripe-refuses" is refused as Stripe refuses a bad
 * request (400, invalid_request_error), so the tests can see the site's answer to a Stripe error.
 *
 * Plain TypeScript that Node runs as it is (type stripping): no imports but Node's own.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { parseArgs } from "node:util";

export type FakeSession = {
  id: string;
  /** When the fake received the request, as an ISO instant. */
  receivedAt: string;
  /** The form-encoded body the SDK sent, nested back into objects and arrays. */
  params: Record<string, unknown>;
  url: string;
};

type Nested = Record<string, unknown> | unknown[];

/** `line_items[0][price_data][unit_amount]=1900` back into `{ line_items: [{ price_data: { unit_amount: "1900" } }] }`. */
export function parseStripeForm(body: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, "").split("[");
    let node: Nested = root;
    path.forEach((segment, index) => {
      const last = index === path.length - 1;
      const container = node as Record<string, unknown>;
      if (last) {
        container[segment] = value;
        return;
      }
      container[segment] ??= /^\d+$/.test(path[index + 1]!) ? [] : {};
      node = container[segment] as Nested;
    });
  }
  return root;
}

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { "Content-Type": "application/json" });
  res.end(JSON.stringify(body));
};

const escape = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

export function startFakeStripe(port = 0, host = "127.0.0.1"): Promise<{ server: Server; origin: string; sessions: FakeSession[] }> {
  const sessions: FakeSession[] = [];
  const byIdempotencyKey = new Map<string, FakeSession>();
  let origin = "";

  const sessionObject = (session: FakeSession) => ({
    id: session.id,
    object: "checkout.session",
    url: session.url,
    mode: session.params.mode,
    status: "open",
    payment_status: "unpaid",
    client_reference_id: session.params.client_reference_id ?? null,
    customer_email: session.params.customer_email ?? null,
    metadata: session.params.metadata ?? {},
    success_url: session.params.success_url,
    cancel_url: session.params.cancel_url,
  });

  const server = createServer(async (req, res) => {
    const path = (req.url ?? "/").split("?")[0]!;
    try {
      if (req.method === "GET" && path === "/health") return json(res, 200, { ok: true });
      if (req.method === "GET" && path === "/__sessions") return json(res, 200, sessions);
      if (path.startsWith("/v1/") && !/^Bearer (sk|rk)_(test|live)_\w+$/.test(req.headers.authorization ?? "")) {
        return json(res, 401, { error: { type: "invalid_request_error", message: "Invalid API Key provided" } });
      }
      if (req.method === "POST" && path === "/v1/checkout/sessions") {
        const params = parseStripeForm(await readBody(req));
        const key = String(req.headers["idempotency-key"] ?? "");
        const earlier = key ? byIdempotencyKey.get(key) : undefined;
        if (earlier) return json(res, 200, sessionObject(earlier));
        if (String(params.customer_email ?? "").startsWith("stripe-refuses")) {
          return json(res, 400, { error: { type: "invalid_request_error", message: "The fake refuses this session, as Stripe refuses a bad request." } });
        }
        const id = `cs_test_fake${String(sessions.length + 1).padStart(4, "0")}`;
        const session: FakeSession = { id, receivedAt: new Date().toISOString(), params, url: `${origin}/c/pay/${id}` };
        sessions.push(session);
        if (key) byIdempotencyKey.set(key, session);
        return json(res, 200, sessionObject(session));
      }
      const retrieve = /^\/v1\/checkout\/sessions\/([\w-]+)$/.exec(path);
      if (req.method === "GET" && retrieve) {
        const session = sessions.find((s) => s.id === retrieve[1]);
        return session ? json(res, 200, sessionObject(session)) : json(res, 404, { error: { type: "invalid_request_error", message: "No such checkout.session" } });
      }
      const page = /^\/c\/pay\/([\w-]+)$/.exec(path);
      if (req.method === "GET" && page) {
        const session = sessions.find((s) => s.id === page[1]);
        res.writeHead(session ? 200 : 404, { "Content-Type": "text/html; charset=utf-8" });
        return res.end(
          `<!doctype html><html lang="en"><title>Fake Stripe Checkout</title><h1>Fake Stripe Checkout</h1>` +
            (session ? `<p>Session <code>${escape(session.id)}</code>, mode ${escape(String(session.params.mode))}.</p>` : "<p>No such session.</p>"),
        );
      }
      json(res, 404, { error: { type: "invalid_request_error", message: `Unrecognized request URL (${req.method} ${path})` } });
    } catch (error) {
      json(res, 500, { error: { type: "api_error", message: String(error) } });
    }
  });

  return new Promise((resolve) => {
    server.listen(port, host, () => {
      const address = server.address();
      origin = `http://${host}:${typeof address === "object" && address ? address.port : port}`;
      resolve({ server, origin, sessions });
    });
  });
}

if (import.meta.main) {
  const { values } = parseArgs({ options: { port: { type: "string", default: "3103" } } });
  const { origin } = await startFakeStripe(Number(values.port));
  console.log(`fake Stripe on ${origin}`);
}
