import type { ColumnValues } from "@/lib/db/columns";

/** The roads a message takes: e-mail always; SMS or WhatsApp when the visitor chose one (docs/messages.md). */
export type Channel = ColumnValues<"messages", "channel">;
export type PhoneChannel = Exclude<Channel, "email">;

export const isPhoneChannel = (value: unknown): value is PhoneChannel => value === "whatsapp" || value === "sms";

/**
 * A message's state, as the desk shows it: pending (waiting or being retried), sent (the provider
 * took it), delivered or read (the provider's status callback said so), failed (given up, or the
 * provider could not deliver it), dropped (no longer applies: a later change replaced it, the
 * visitor replied STOP, or what it was about is gone).
 */
export type MessageStatus = ColumnValues<"messages", "status">;

/** One message as the desk reads it: never its data, only what and how it went. */
export type MessageRow = {
  id: number;
  kind: string;
  channel: Channel;
  leadId: string | null;
  ref: string | null;
  /** The visitor's address or number; empty for the clinic's own messages (LEAD_NOTIFY_TO). */
  recipient: string;
  status: MessageStatus;
  attempts: number;
  lastError: string | null;
  providerStatus: string | null;
  createdAt: string;
  updatedAt: string;
  sentAt: string | null;
};

export type MessageSummary = {
  counts: Record<Channel, Record<MessageStatus, number>>;
  /** The most recent failed messages, newest first. */
  failed: MessageRow[];
};
