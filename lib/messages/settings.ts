import "server-only";
import { config as appConfig } from "@/lib/config";
import { clinicDomain } from "./clinic";
import type { EmailSettings } from "./transports/email";
import type { TwilioSettings } from "./transports/twilio";
import type { PhoneChannel } from "./types";

/** The path of Twilio's webhook on this site: inbound replies and status callbacks (app/api/messages/twilio). */
const twilioWebhookPath = "/api/messages/twilio";

export type MessageSettings = {
  email?: EmailSettings;
  twilio?: TwilioSettings;
  /** Attempts before a message is marked failed (LEAD_DELIVERY_MAX_ATTEMPTS, as for the spreadsheet). */
  maxAttempts: number;
  timeZone: string;
};

/** This process's channels, from the configuration (lib/config.ts). */
export function messageSettings(config = appConfig()): MessageSettings {
  const email = config.delivery.email;
  const twilio = config.twilio;
  return {
    email: email
      ? {
          smtpUrl: email.smtpUrl,
          from: email.from || {
            name: `${config.site.name} website`,
            address: `no-reply@${clinicDomain(config.site.email)}`,
          },
          clinicTo: email.to,
          replyTo: config.site.email,
        }
      : undefined,
    twilio: twilio ? { ...twilio, webhookUrl: `${config.site.url}${twilioWebhookPath}` } : undefined,
    maxAttempts: config.delivery.maxAttempts,
    timeZone: config.timeZone,
  };
}

/** The phone channels a visitor may choose on this server: those with a sender. */
export function offeredPhoneChannels(config = appConfig()): PhoneChannel[] {
  const twilio = config.twilio;
  if (!twilio) return [];
  return [...(twilio.whatsappFrom ? (["whatsapp"] as const) : []), ...(twilio.smsFrom ? (["sms"] as const) : [])];
}
