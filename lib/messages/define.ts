import type { ReactElement } from "react";
import type { z } from "zod";
import type { ClinicFacts } from "./clinic";
import type { Channel, PhoneChannel } from "./types";

/** An e-mail as a kind's template makes it: the React body gives the HTML part and the text part. */
export type EmailContent = {
  subject: string;
  body: ReactElement;
  /** The visitor's address (a visitor's message); the clinic's come from LEAD_NOTIFY_TO. */
  to?: { name: string; address: string };
  replyTo?: string;
  /** A calendar invitation (the booking's), sent as its own MIME part. */
  calendar?: { method: "REQUEST" | "CANCEL"; filename: string; content: string };
};

/**
 * An SMS or WhatsApp message: its text, and the same words' variables for the kind's approved
 * WhatsApp template ({{1}}, {{2}}, ...), which WhatsApp requires outside the 24-hour window.
 */
export type PhoneContent = { body: string; variables: string[] };

type Audience = "clinic" | "visitor";

type Base<D extends z.ZodType, P extends z.ZodType> = {
  /** What queueMessage stores and the job checks again before sending. */
  data: D;
  /** What the template takes: the data itself, or what the kind's preparer makes of it when it is sent. */
  props: P;
  audience: Audience;
  /** The roads it may take: a visitor's message takes e-mail, and SMS or WhatsApp if they chose one. */
  channels: readonly Channel[];
  /** False for a message someone may refuse (news, offers): it gets a List-Unsubscribe header. */
  transactional: boolean;
  email?: (props: z.output<P>, clinic: ClinicFacts) => EmailContent;
  phone?: (props: z.output<P>, clinic: ClinicFacts, channel: PhoneChannel) => PhoneContent;
};

/**
 * A kind whose words are made when it is sent, from the store as it is then (a booking that
 * moved, an order refunded): a domain lends the preparer (lib/workers.ts wires it), which answers
 * the template's props, or null when the message no longer applies.
 */
export const prepared = <D extends z.ZodType, P extends z.ZodType>(kind: Base<D, P>) => ({
  ...kind,
  prepared: true as const,
});

/** A kind whose data is all its template needs. */
export const direct = <D extends z.ZodType>(kind: Omit<Base<D, D>, "props">) => ({
  ...kind,
  props: kind.data,
  prepared: false as const,
});
