import type { PhoneChannel } from "./types";

/**
 * The separate consent a visitor gives, when booking, to get the booking's messages by WhatsApp
 * or SMS (docs/messages.md): kept with the lead's channel (`message_contacts`), version and time,
 * as the form's consent is kept with the lead. Changing the words means a new version:
 * consent.test.ts fingerprints each version's words.
 */
export const phoneConsentVersion = "phone-messages-2026-12-02";

/** The box's words; the clinic's name is filled in, as in the form's consent. */
export const phoneConsentText = (clinicName: string) =>
  `Also send my confirmation, reminders and any change to my booking to the number I gave above, by the way I choose below. ${clinicName} sends them through Twilio; they carry the time and a link, never my health details. I can stop them by replying STOP.`;

export const phoneChannelLabels: Record<PhoneChannel, string> = { whatsapp: "WhatsApp", sms: "SMS (text message)" };

/** The booking form's field names: the box and the channel. */
export const phoneConsentField = "phoneMessages";
export const phoneChannelField = "phoneChannel";
