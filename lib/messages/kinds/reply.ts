import { z } from "zod";
import { direct } from "../define";

/**
 * The clinic's answer to a visitor's reply by WhatsApp or SMS (lib/messages/inbound.ts), sent on
 * the channel they wrote on, inside the 24-hour window their message opened, so no template is
 * needed. It carries the booking's time at most.
 */
const answers = {
  confirmed: (when: string) => `Thank you, we look forward to your consultation on ${when}.`,
  "cancel-asks-reason": (when: string) =>
    `Your consultation on ${when} is cancelled and the time is free again. If you wish, reply with a few words on why you cancelled; it helps us.`,
  "too-late": () => "It is too close to the start to cancel by message. Please call us.",
  "not-changeable": () => "This consultation can no longer be changed by message. Please call us.",
  "reason-noted": () => "Thank you, we have noted it.",
  noted: () => "Thank you, our team will read your message. Reply 1 to confirm your consultation, 2 to cancel it.",
  "no-booking": () => "We found no upcoming consultation for this number. Our team will read your message.",
  started: () => "You will receive your booking's messages here again. Reply STOP to stop them.",
} as const;

export type ReplyAnswer = keyof typeof answers;

export const bookingReply = direct({
  data: z.object({
    answer: z.enum(Object.keys(answers) as [ReplyAnswer, ...ReplyAnswer[]]),
    when: z.string().default(""),
  }),
  audience: "visitor",
  channels: ["whatsapp", "sms"],
  transactional: true,
  phone: ({ answer, when }, clinic) => {
    const body = `${clinic.name}: ${answers[answer](when)}${answer === "too-late" || answer === "not-changeable" ? ` ${clinic.phone}` : ""}`;
    return { body, variables: [body] };
  },
});
