import { log } from "@/lib/log";
import { readLimited } from "@/lib/net/read-limited";
import { clientFromHeaders, submitLead } from "@/lib/leads";

/** Larger than any honest lead (a long message is 2000 characters). */
const maxBytes = 16 * 1024;

/** Every answer is about one visitor's lead: no cache, shared or the browser's, keeps it. */
const json = (status: number, body: unknown, headers?: Record<string, string>) =>
  Response.json(body, { status, headers: { "Cache-Control": "no-store", ...headers } });

/**
 * JSON intake for leads: `{ formType, ...fields }`, or the first site's spreadsheet payload
 * `{ "sheet1": { formType, ... } }` unchanged. 201 only once the lead is committed.
 */
export async function POST(request: Request) {
  const type = request.headers.get("content-type") ?? "";
  if (!/^application\/json\s*(;|$)/i.test(type)) {
    return json(415, { error: "Send the lead as JSON (Content-Type: application/json)." });
  }
  const body = await readLimited(request, maxBytes);
  if (body === "too-large") return json(413, { error: `A lead may be at most ${maxBytes / 1024} KB.` });

  let payload: unknown;
  try {
    payload = JSON.parse(body.toString("utf8"));
  } catch {
    return json(400, { error: "The request body is not valid JSON." });
  }
  const fields = unwrap(payload);
  if (!fields) return json(400, { error: 'Send an object: { "formType": ..., ... } or { "sheet1": { ... } }.' });

  const client = clientFromHeaders(request.headers);
  try {
    const result = await submitLead({ formType: fields.formType, fields, client });
    switch (result.status) {
      case "stored":
      case "ignored":
        return json(201, { id: result.id });
      case "invalid":
        return json(400, {
          error: Object.values(result.fieldErrors)[0] ?? "Invalid lead",
          fieldErrors: result.fieldErrors,
        });
      case "rate-limited":
        return json(
          429,
          { error: "Too many requests from your network. Please try again later." },
          { "Retry-After": String(result.retryAfterSeconds) },
        );
    }
  } catch (error) {
    log().error(
      { err: error, event: "lead.intake-failed", requestId: client.requestId, via: "api" },
      "lead intake failed; answered 503",
    );
    return json(
      503,
      { error: "We could not save your request just now. Please try again in a moment." },
      { "Retry-After": "5" },
    );
  }
}

function unwrap(payload: unknown): Record<string, unknown> | undefined {
  const isObject = (v: unknown): v is Record<string, unknown> =>
    typeof v === "object" && v !== null && !Array.isArray(v);
  if (!isObject(payload)) return undefined;
  if ("sheet1" in payload) return isObject(payload.sheet1) ? payload.sheet1 : undefined;
  return payload;
}
