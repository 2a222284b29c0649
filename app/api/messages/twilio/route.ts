import { log } from "@/lib/log";
import { twilioReplies } from "@/lib/replies";

/**
 * Twilio's webhook: the status callbacks of the messages sent and the visitors' replies
 * (docs/messages.md). Signed by Twilio (X-Twilio-Signature), else refused with 403; 404 while
 * WhatsApp and SMS are off; 503 when the store cannot take it, so Twilio delivers it again.
 */
export async function POST(request: Request): Promise<Response> {
  try {
    return await twilioReplies(request);
  } catch (error) {
    log().error({ err: error, event: "messages.webhook-failed" }, "messages: a Twilio webhook could not be taken");
    return new Response("Try again", { status: 503, headers: { "Retry-After": "30" } });
  }
}
