"use server";

import { headers } from "next/headers";
import { leadRateLimiter, clientFromHeaders } from "@/lib/leads";
import { rateLimitedMessage, storeDownMessage } from "@/lib/leads/client";
import { log } from "@/lib/log";
import { patients } from "@/lib/patients";
import { formText } from "@/components/forms/form-text";
import { answerWithStatus } from "@/lib/net/form-status";

export type SendLinkState =
  { status: "idle" } | { status: "sent" } | { status: "error"; address: string; fieldError?: string; message?: string };

/**
 * "Send me my link" (docs/patients.md): for a plain POST made without JavaScript and a call from
 * the running form alike. The answer is the same whether or not the address is on file; the
 * link, if any, is queued before it is given. The visitor's network shares the lead forms' budget,
 * and each address has its own (lib/patients).
 */
export async function sendMyLink(_previous: unknown, formData: unknown): Promise<SendLinkState> {
  const fields = formText(formData);
  const address = (fields.address ?? "").slice(0, 200);
  const client = clientFromHeaders(await headers());
  try {
    const limit = await leadRateLimiter().take(client.address);
    if (!limit.ok) {
      await answerWithStatus(429);
      return { status: "error", address, message: rateLimitedMessage };
    }
    const result = await (await patients()).requestLink(address);
    log().info({ event: "patients.link-asked", requestId: client.requestId, outcome: result.status }, "link asked for");
    switch (result.status) {
      case "sent":
        return { status: "sent" };
      case "invalid":
        await answerWithStatus(422);
        return { status: "error", address, fieldError: result.fieldErrors.address };
      case "limited":
        await answerWithStatus(429);
        return {
          status: "error",
          address,
          message:
            "We have already sent several links for this address in the last hour. Please use the latest one, or try again later.",
        };
    }
  } catch (error) {
    log().error({ err: error, event: "patients.link-failed", requestId: client.requestId }, "link request not stored");
    return { status: "error", address, message: storeDownMessage };
  }
}
