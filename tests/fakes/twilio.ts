/**
 * A fake Twilio on loopback, for the tests only: the site sends its SMS and WhatsApp messages to it
 * through TWILIO_API_URL as it would to api.twilio.com, so no test reaches the internet. It takes
 * messages as Twilio's Messaging API does (POST /2010-04-01/Accounts/{AccountSid}/Messages.json,
 * form-encoded, the account's SID and auth token as Basic credentials), reports each one's status
 * to its StatusCallback (sent, then delivered), and sends the visitors' replies to the site's
 * webhook, each signed as Twilio signs its requests (X-Twilio-Signature: HMAC-SHA1 under the auth
 * token of the URL and the sorted parameters, base64; twilio-node's src/webhooks/webhooks.ts).
 *
 *   node tests/fakes/twilio.ts --port 4106 --account AC… --token … --webhook http://127.0.0.1:4100/api/messages/twilio
 *
 * What a test reads and does: GET /__messages, every message taken; POST /__down?count=N, the next
 * N messages are refused with 503 (an outage); POST /__reply with From and Body (form-encoded),
 * a visitor's reply sent to the webhook, answering the webhook's status.
 *
 * Plain TypeScript that Node runs as it is (type stripping): no imports but Node's own.
 */
import { createHmac, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { parseArgs } from "node:util";

type FakeText = {
  sid: string;
  to: string;
  from: string;
  body?: string;
  contentSid?: string;
  contentVariables?: Record<string, string>;
  statusCallback?: string;
  receivedAt: string;
};

/** Twilio's X-Twilio-Signature of a request: the URL, then each parameter's name and value by sorted name, HMAC-SHA1 under the auth token, base64. */
function signTwilio(authToken: string, url: string, params: Record<string, string>): string {
  let data = url;
  for (const name of Object.keys(params).sort()) data += name + params[name];
  return createHmac("sha1", authToken).update(Buffer.from(data, "utf8")).digest("base64");
}

const sid = (prefix: string) => `${prefix}${randomBytes(16).toString("hex")}`;

const read = (req: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
    req.on("end", () => resolve(body));
    req.on("error", reject);
  });

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { "Content-Type": "application/json" });
  res.end(JSON.stringify(body));
};

export type FakeTwilio = {
  server: Server;
  origin: string;
  messages: FakeText[];
  /** The next `count` messages are refused with 503, as in an outage. */
  down(count: number): void;
  /** A visitor's reply, posted signed to the webhook as Twilio would; answers the webhook's status. */
  reply(from: string, body: string): Promise<number>;
  close(): Promise<void>;
};

export function startFakeTwilio({
  port = 0,
  host = "127.0.0.1",
  accountSid,
  authToken,
  webhook,
  number = "+15005550006",
}: {
  port?: number;
  host?: string;
  accountSid: string;
  authToken: string;
  /** The site's webhook, for replies. */
  webhook?: string;
  /** The site's own number, as replies name it (To). */
  number?: string;
}): Promise<FakeTwilio> {
  const messages: FakeText[] = [];
  let refusals = 0;
  const post = async (url: string, params: Record<string, string>) => {
    const response = await fetch(url, {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        "X-Twilio-Signature": signTwilio(authToken, url, params),
      },
      body: new URLSearchParams(params),
    });
    await response.text();
    return response.status;
  };
  const report = async (text: FakeText, status: string) => {
    if (text.statusCallback)
      await post(text.statusCallback, {
        AccountSid: accountSid,
        MessageSid: text.sid,
        SmsSid: text.sid,
        MessageStatus: status,
        To: text.to,
        From: text.from,
      }).catch(() => undefined);
  };

  const server = createServer(async (req, res) => {
    try {
      const path = new URL(req.url ?? "/", "http://fake").pathname;
      if (req.method === "POST" && path === `/2010-04-01/Accounts/${accountSid}/Messages.json`) {
        const expected = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString("base64")}`;
        if (req.headers.authorization !== expected)
          return json(res, 401, { code: 20003, message: "Authenticate", status: 401 });
        const params = Object.fromEntries(new URLSearchParams(await read(req)));
        if (refusals > 0) {
          refusals--;
          return json(res, 503, { code: 20503, message: "Service unavailable", status: 503 });
        }
        if (!params.To || (!params.Body && !params.ContentSid))
          return json(res, 400, { code: 21602, message: "Message body is required.", status: 400 });
        const text: FakeText = {
          sid: sid("SM"),
          to: params.To,
          from: params.From ?? params.MessagingServiceSid ?? "",
          body: params.Body,
          contentSid: params.ContentSid,
          contentVariables: params.ContentVariables ? JSON.parse(params.ContentVariables) : undefined,
          statusCallback: params.StatusCallback,
          receivedAt: new Date().toISOString(),
        };
        messages.push(text);
        json(res, 201, { sid: text.sid, status: "queued", to: text.to, from: text.from });
        // As Twilio does: the status follows the answer.
        setTimeout(() => void report(text, "sent").then(() => report(text, "delivered")), 200);
        return;
      }
      if (req.method === "GET" && path === "/__messages") return json(res, 200, messages);
      if (req.method === "POST" && path === "/__down") {
        refusals = Number(new URL(req.url ?? "/", "http://fake").searchParams.get("count") ?? 1);
        return json(res, 200, { refusals });
      }
      if (req.method === "POST" && path === "/__reply") {
        const params = Object.fromEntries(new URLSearchParams(await read(req)));
        return json(res, 200, { status: await reply(params.From ?? "", params.Body ?? "") });
      }
      json(res, 404, { code: 20404, message: `The requested resource ${path} was not found`, status: 404 });
    } catch (error) {
      json(res, 500, { code: 20500, message: String(error), status: 500 });
    }
  });

  async function reply(from: string, body: string): Promise<number> {
    if (!webhook) throw new Error("the fake Twilio has no webhook to send replies to");
    const whatsapp = from.startsWith("whatsapp:");
    return post(webhook, {
      AccountSid: accountSid,
      MessageSid: sid("SM"),
      SmsSid: sid("SM"),
      SmsStatus: "received",
      From: from,
      To: whatsapp ? `whatsapp:${number}` : number,
      Body: body,
      NumMedia: "0",
    });
  }

  return new Promise((resolve) => {
    server.listen(port, host, () => {
      const address = server.address();
      resolve({
        server,
        origin: `http://${host}:${typeof address === "object" && address ? address.port : port}`,
        messages,
        down: (count) => void (refusals = count),
        reply,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}

if (import.meta.main) {
  const { values } = parseArgs({
    options: {
      port: { type: "string", default: "4106" },
      account: { type: "string" },
      token: { type: "string" },
      webhook: { type: "string" },
    },
  });
  if (!values.account || !values.token) throw new Error("--account and --token are required");
  const { origin } = await startFakeTwilio({
    port: Number(values.port),
    accountSid: values.account,
    authToken: values.token,
    webhook: values.webhook,
  });
  console.log(`fake Twilio on ${origin}`);
}
