import "server-only";
import { clinicTime } from "@/lib/clinic-time";
import type { PropsOf } from "@/lib/messages";
import { deadlineDay } from "./deadline";
import { kindLabels } from "./request-form";
import type { PrivacyRequest, PrivacyRequestStore } from "./store";

/**
 * The e-mail that tells the clinic of a privacy request, as a lead's e-mail tells it of a lead
 * (docs/decisions/067): a message of lib/messages (kind privacy-request), queued with the request
 * (lib/privacy/store.ts). It names what was asked and by when, and links to the inbox; it carries
 * neither the address nor the note, so the mailbox holds nothing of the person to delete later.
 */
export function requestNotice(
  request: Pick<PrivacyRequest, "kind" | "receivedAt" | "dueAt">,
  timeZone: string,
  siteUrl: string,
): PropsOf<"privacy-request"> {
  return {
    what: request.kind === "copy" ? "a copy of their details" : "the erasure of their details",
    label: kindLabels[request.kind],
    received: clinicTime(request.receivedAt, timeZone),
    answerBy: deadlineDay(new Date(request.dueAt), timeZone).text,
    timeZone,
    inboxUrl: `${siteUrl}/inbox/privacy`,
  };
}

/** The privacy-request kind's preparer (lib/workers.ts lends it to lib/messages): none once the request is gone. */
export function privacyPreparer(
  store: () => Promise<Pick<PrivacyRequestStore, "get">>,
  { timeZone, siteUrl }: { timeZone: string; siteUrl: string },
) {
  return async ({ requestId }: { requestId: string }) => {
    const request = await (await store()).get(requestId);
    return request ? requestNotice(request, timeZone, siteUrl) : null;
  };
}
