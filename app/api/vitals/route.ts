import { log } from "@/lib/log";
import { readLimited } from "@/lib/net/read-limited";
import { clientFromHeaders } from "@/lib/leads";
import { countryFrom, maxBeaconBytes, testSuiteHeader, vitalsService } from "@/lib/vitals";

const noContent = () => new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });
const refuse = (status: number, error: string) =>
  Response.json({ error }, { status, headers: { "Cache-Control": "no-store" } });

/**
 * Real visitors' page speed (docs/decisions/080): one beacon per page view, sent by
 * navigator.sendBeacon (components/vitals/vitals-beacon.tsx) as JSON, `{ path, LCP?, INP?, CLS?, TTFB? }`.
 * 204 whether or not it was counted (a robot learns nothing), 400 for malformed input, 413 past
 * the size limit, 415 for another body type, 429 past the rate limit. A failure of the store is
 * logged and answered 204 too: the visitor's page has long moved on, and a beacon is not retried.
 */
export async function POST(request: Request) {
  const type = request.headers.get("content-type") ?? "";
  // sendBeacon sends a Blob with its own type; a string goes as text/plain.
  if (!/^(application\/json|text\/plain)\s*(;|$)/i.test(type)) return refuse(415, "Send the figures as JSON.");
  const raw = await readLimited(request, maxBeaconBytes);
  if (raw === "too-large") return refuse(413, `A beacon may be at most ${maxBeaconBytes} bytes.`);
  let body: unknown;
  try {
    body = JSON.parse(raw.toString("utf8"));
  } catch {
    return refuse(400, "The body is not valid JSON.");
  }
  try {
    const outcome = await vitalsService().receive({
      body,
      userAgent: request.headers.get("user-agent") ?? "",
      address: clientFromHeaders(request.headers).address,
      country: countryFrom(request.headers),
      fromTestSuite: request.headers.has(testSuiteHeader),
    });
    if (outcome === "invalid") return refuse(400, "Send { path, LCP?, INP?, CLS?, TTFB? } with numbers.");
    if (outcome === "rate-limited") return refuse(429, "Too many beacons.");
    return noContent();
  } catch (error) {
    log().error({ err: error, event: "vitals.store-failed" }, "vitals: a beacon could not be counted");
    return noContent();
  }
}
