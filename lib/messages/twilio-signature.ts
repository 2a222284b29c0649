import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Twilio's webhook signature (X-Twilio-Signature), as Twilio documents it and its Node SDK computes
 * it (twilio-node, src/webhooks/webhooks.ts, getExpectedTwilioSignature): the full URL Twilio
 * requested, query included, followed by each POST parameter's name and value in the names'
 * sorted order, signed with HMAC-SHA1 under the account's auth token, in base64.
 */
export function twilioSignature(authToken: string, url: string, params: Record<string, string>): string {
  const data = Object.keys(params)
    .sort()
    .reduce((text, name) => text + name + params[name], new URL(url).toString());
  return createHmac("sha1", authToken).update(Buffer.from(data, "utf8")).digest("base64");
}

/** The URL with its scheme's port written out, and without it: Twilio signs one or the other (the SDK's validateRequest checks both). */
function withAndWithoutPort(url: string): string[] {
  const parsed = new URL(url);
  if (parsed.port) return [parsed.toString()];
  const port = parsed.protocol === "https:" ? "443" : "80";
  const withPort = `${parsed.protocol}//${parsed.username}${parsed.password ? `:${parsed.password}` : ""}${parsed.username || parsed.password ? "@" : ""}${parsed.host}:${port}${parsed.pathname}${parsed.search}${parsed.hash}`;
  return [parsed.toString(), withPort];
}

/** Whether the header is Twilio's signature of this request, compared in constant time. */
export function validTwilioSignature(
  authToken: string,
  header: string | null,
  url: string,
  params: Record<string, string>,
): boolean {
  if (!header) return false;
  const given = Buffer.from(header);
  return withAndWithoutPort(url).some((candidate) => {
    const expected = Buffer.from(twilioSignature(authToken, candidate, params));
    return expected.length === given.length && timingSafeEqual(expected, given);
  });
}
