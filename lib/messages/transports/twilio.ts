import "server-only";
import type { PhoneChannel } from "../types";

export type TwilioSettings = {
  accountSid: string;
  authToken: string;
  /** https://api.twilio.com unless set (TWILIO_API_URL): the fake on loopback in the tests. */
  apiUrl: string;
  /** The SMS sender: a number in E.164 or a Messaging Service's SID (MG…); undefined: no SMS. */
  smsFrom?: string;
  /** The WhatsApp sender: whatsapp:+<number> or a Messaging Service's SID; undefined: no WhatsApp. */
  whatsappFrom?: string;
  /** The approved WhatsApp template (Content SID, HX…) of each kind, for messages outside the 24-hour window. */
  whatsappTemplates: Record<string, string>;
  /** Where Twilio reports each message's status and sends the visitors' replies. */
  webhookUrl: string;
};

export type OutgoingText = {
  channel: PhoneChannel;
  /** E.164 */
  to: string;
  body: string;
  /** A WhatsApp template and its variables, used instead of the body outside the 24-hour window. */
  template?: { contentSid: string; variables: string[] };
};

/** A refusal Twilio will refuse again (a bad number, a number that opted out): no point trying again. */
export class PermanentRefusal extends Error {}

/**
 * Sends one SMS or WhatsApp message through Twilio's Messaging API: POST
 * /2010-04-01/Accounts/{AccountSid}/Messages.json, form-encoded, with the account's SID and auth
 * token as Basic credentials (twilio.com/docs/messaging/api/message-resource). Outside WhatsApp's
 * 24-hour window a template is sent as ContentSid and ContentVariables, without a Body
 * (twilio.com/docs/content-api/send-templates-created-with-content-api, error 63016).
 */
export function createTwilioTransport(settings: TwilioSettings, send: typeof fetch = fetch) {
  const endpoint = `${settings.apiUrl.replace(/\/+$/, "")}/2010-04-01/Accounts/${encodeURIComponent(settings.accountSid)}/Messages.json`;
  const auth = `Basic ${Buffer.from(`${settings.accountSid}:${settings.authToken}`).toString("base64")}`;
  return async (text: OutgoingText): Promise<{ providerId: string; providerStatus: string }> => {
    const from = text.channel === "whatsapp" ? settings.whatsappFrom : settings.smsFrom;
    if (!from)
      throw new PermanentRefusal(`no ${text.channel === "whatsapp" ? "WhatsApp" : "SMS"} sender is configured`);
    const form = new URLSearchParams();
    form.set("To", text.channel === "whatsapp" ? `whatsapp:${text.to}` : text.to);
    form.set(from.startsWith("MG") ? "MessagingServiceSid" : "From", from);
    if (text.template) {
      form.set("ContentSid", text.template.contentSid);
      form.set(
        "ContentVariables",
        JSON.stringify(Object.fromEntries(text.template.variables.map((value, i) => [String(i + 1), value]))),
      );
    } else {
      form.set("Body", text.body);
    }
    form.set("StatusCallback", settings.webhookUrl);
    let response: Response;
    try {
      response = await send(endpoint, {
        method: "POST",
        headers: { Authorization: auth, "Content-Type": "application/x-www-form-urlencoded" },
        body: form,
        signal: AbortSignal.timeout(15_000),
      });
    } catch (error) {
      const cause = (error as { cause?: { code?: string } }).cause?.code;
      throw new Error(`Twilio not reached${cause ? `: ${cause}` : error instanceof Error ? `: ${error.message}` : ""}`);
    }
    const body = (await response.json().catch(() => ({}))) as {
      sid?: string;
      status?: string;
      code?: number;
      message?: string;
    };
    if (!response.ok || !body.sid) {
      const reason = `Twilio answered ${response.status}${body.code ? ` (error ${body.code})` : ""}${body.message ? `: ${body.message}` : ""}`;
      // 400 is Twilio's no to this message (21610: the number replied STOP; 21211: not a number): sending again changes nothing.
      if (response.status === 400) throw new PermanentRefusal(reason);
      throw new Error(reason);
    }
    return { providerId: body.sid, providerStatus: body.status ?? "queued" };
  };
}
