import "server-only";
import { bookingService, type BookingService } from "@/lib/booking";
import { leadStore, type LeadStore } from "@/lib/leads";
import { twilioWebhook, type Reply, type ReplyOutcome } from "@/lib/messages";

const channelName = { whatsapp: "WhatsApp", sms: "SMS" } as const;

/**
 * What a visitor's reply by WhatsApp or SMS does (docs/messages.md): lib/messages checks Twilio's
 * signature and reads the reply, and this composition module, which knows the booking and the
 * lead, acts on it, as lib/workers.ts composes the jobs. 1 or YES is noted on the lead as a
 * confirmation; 2 or CANCEL cancels the booking by the visitor's own rules and asks for a reason;
 * the reason, and any other text, becomes a note on the lead for staff; STOP is noted too.
 */
export function createReplyHandler(deps: {
  booking: () => Promise<Pick<BookingService, "replyFor">>;
  leads: () => Promise<Pick<LeadStore, "addNote">>;
}) {
  return (reply: Reply) => answerReply(reply, deps);
}

async function answerReply(reply: Reply, deps: Parameters<typeof createReplyHandler>[0]): Promise<ReplyOutcome> {
  const by = { staffId: null, staffName: `The visitor, by ${channelName[reply.channel]}` };
  const note = async (text: string) => (await deps.leads()).addNote(reply.leadId, text.slice(0, 4000), reply.at, by);
  switch (reply.intent) {
    case "stop":
      await note(`Replied STOP: no more messages by ${channelName[reply.channel]}.`);
      return null;
    case "start":
      await note(`Replied START: messages by ${channelName[reply.channel]} again.`);
      return { answer: "started" };
    case "confirm":
    case "cancel": {
      const outcome = await (await deps.booking()).replyFor(reply.leadId, reply.intent);
      if (outcome.status === "none") return { answer: "no-booking" };
      if (outcome.status === "confirmed") {
        await note(`Confirmed the consultation on ${outcome.when}.`);
        return { answer: "confirmed", when: outcome.when };
      }
      if (outcome.status === "cancelled") {
        await note(`Cancelled the consultation on ${outcome.when} by replying ${reply.text.trim().slice(0, 20)}.`);
        return { answer: "cancel-asks-reason", when: outcome.when, askReason: true };
      }
      return { answer: outcome.status === "too-late" ? "too-late" : "not-changeable", when: outcome.when };
    }
    case "text":
      await note(reply.reason ? `Reason for cancelling: ${reply.text.trim()}` : `Wrote: ${reply.text.trim()}`);
      return { answer: reply.reason ? "reason-noted" : "noted" };
  }
}

/** POST /api/messages/twilio (app/api/messages/twilio/route.ts). */
export const twilioReplies = (request: Request) =>
  twilioWebhook(request, createReplyHandler({ booking: bookingService, leads: leadStore }));
