import { z } from "zod";
import { prepared } from "../define";
import { Facts, Layout, P } from "../templates/layout";

/**
 * The clinic's e-mail of a privacy request (docs/decisions/067): what was asked and by when, and
 * the inbox's link; neither the address nor the note, so the mailbox holds nothing of the person.
 */
export const privacyRequest = prepared({
  data: z.object({ requestId: z.string().min(1) }),
  props: z.object({
    /** "a copy of their details", "the erasure of their details" */
    what: z.string(),
    label: z.string(),
    received: z.string(),
    answerBy: z.string(),
    timeZone: z.string(),
    inboxUrl: z.string(),
  }),
  audience: "clinic",
  channels: ["email"],
  transactional: true,
  email: (request, clinic) => ({
    subject: `Privacy request: ${request.what}, to answer by ${request.answerBy}`,
    body: (
      <Layout
        clinic={clinic}
        preview={`A visitor asked for ${request.what}`}
        heading={`Privacy request: ${request.what}`}
        action={{ label: "Open the privacy requests", href: request.inboxUrl }}
      >
        <P>A visitor asked for {request.what} through the privacy policy&apos;s form.</P>
        <Facts
          rows={[
            ["What", request.label],
            ["Received", request.received],
            ["Answer by", `the end of ${request.answerBy} (${request.timeZone}); one month under UK GDPR`],
          ]}
        />
        <P>
          Their address and note are in the inbox, not in this e-mail. Before acting on it, write to that address to
          check that the request is theirs.
        </P>
      </Layout>
    ),
  }),
});
