import { config } from "@/lib/config";
import { siteConfig } from "@/lib/site-config";

/**
 * The privacy policy's sentences that state the clinic's own facts, from configuration (PRIVACY_* in
 * lib/config.ts), as {{privacy:…}} tokens of content/pages/privacy.md. A fact the clinic has not set is
 * never guessed: the sentence says it is not yet published and how to ask, and the launch check lists it.
 */
const sentences: Record<string, () => string> = {
  controller: () => {
    const { controllerName, controllerAddress } = config().privacy;
    const who = controllerName ? `${controllerName}, trading as ${siteConfig.name},` : siteConfig.name;
    const where = controllerAddress
      ? ` Its postal address is ${controllerAddress}.`
      : ` Its registered legal name and postal address are not yet published on this page; e-mail ${config().site.email} and we will send them to you.`;
    return `${who} decides how and why your details are used (the "controller" in data protection law).${where}`;
  },
  processors: () => {
    const { privacy, delivery, twilio } = config();
    const { hosting, sheetService, mailService } = privacy;
    const named = (name: string | undefined, role: string) =>
      `- ${name ?? "a provider not yet named on this page"}: ${role}.`;
    // What the spreadsheet and the e-mails carry (docs/messages.md): contact details, unless the clinic forwards more.
    const sheetCarries = delivery.forwardHealthDetails
      ? "your request as you sent it, with what you wrote and your answers to the form's health questions"
      : "your name, contact details, the form you used and when, never what you wrote or your answers about your health";
    return [
      named(hosting, "hosts this website and the clinic's database of requests"),
      named(
        sheetService,
        `the spreadsheet service a request may be copied to, for the team's daily follow-up: ${sheetCarries}`,
      ),
      named(
        mailService,
        "the e-mail service that tells the team of a new request (your name, contact details, the form and the time, never what you wrote about your health), sends your booking's and order's e-mails and carries our replies",
      ),
      ...(twilio
        ? [
            "- Twilio Inc.: sends your booking's confirmation and reminders by WhatsApp or SMS when you ask for them when booking, with the time and a link, never your health details, and passes your replies to us; WhatsApp messages also pass through WhatsApp (Meta).",
          ]
        : []),
    ].join("\n");
  },
  transfers: () => {
    const { transferSafeguards } = config().privacy;
    return transferSafeguards
      ? `What protects your details when they go to India: ${transferSafeguards}`
      : `The safeguard that protects your details when they go to India from the United Kingdom or the European Union is not yet published on this page; e-mail ${config().site.email} and we will tell you what it is.`;
  },
  representatives: () => {
    const { ukRepresentative, euRepresentative } = config().privacy;
    const line = (where: string, value: string | undefined) => {
      if (!value) return `- ${where}: not yet published on this page; e-mail ${config().site.email} to ask.`;
      const none = /^none:\s*(.+)$/is.exec(value);
      return none ? `- ${where}: we have none, because ${none[1]!.trim()}` : `- ${where}: ${value}.`;
    };
    return [line("In the United Kingdom", ukRepresentative), line("In the European Union", euRepresentative)].join(
      "\n",
    );
  },
};

/** The sentence for {{privacy:key}}; throws naming the token when the page asks for one that does not exist. */
export function privacyText(key: string): string {
  const sentence = sentences[key];
  if (!sentence) throw new Error(`{{privacy:${key}}}: lib/content/privacy-facts.ts has no sentence "${key}"`);
  return sentence();
}
