import { config } from "@/lib/config";

/**
 * The visitor's address for rate limiting. Next fills X-Forwarded-For with the socket's
 * address when no proxy did; a proxy in front appends the address it saw. So the entry
 * LEAD_CLIENT_IP_HOPS places from the right (default 1, the last) is the one a trusted
 * hop wrote. Without any proxy in front a client could write the header itself.
 */
export function clientAddress(headers: Headers, hops: number = config().clientIpHops): string {
  const chain = (headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  return chain[Math.max(0, chain.length - hops)] ?? headers.get("x-real-ip") ?? "unknown";
}

/** What the lead service needs to know about the request, from its headers. */
export const clientFromHeaders = (headers: Headers) => ({
  address: clientAddress(headers),
  userAgent: headers.get("user-agent") ?? "",
  referer: headers.get("referer") ?? "",
});
