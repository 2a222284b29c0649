import { z } from "zod";
import { prepared } from "../define";
import { Facts, Layout, P } from "../templates/layout";

/**
 * The inbox's own e-mails to a member of staff (docs/inbox.md, Invitations and resets): an
 * invitation to the clinic's inbox, and a link to choose a new password. Their data is the
 * link's id only; the link's token is made when the e-mail is sent (lib/staff lends the
 * preparer), so no row of the outbox holds it. Nothing about any patient is in either.
 */
const linkProps = z.object({
  to: z.object({ name: z.string(), address: z.string() }),
  url: z.string(),
  /** "Saturday, 5 December 2026 at 08:20 (Asia/Kolkata)" */
  expires: z.string(),
  /** "Reception", "Owner", "Doctor": the invitation's role */
  role: z.string().optional(),
});

const linkData = z.object({ linkId: z.string().min(1) });

export const staffInvitation = prepared({
  data: linkData,
  props: linkProps,
  audience: "visitor",
  channels: ["email"],
  transactional: true,
  email: (invitation, clinic) => ({
    subject: `Your invitation to ${clinic.name}'s inbox`,
    to: invitation.to,
    body: (
      <Layout
        clinic={clinic}
        preview="Choose your password to sign in to the clinic's inbox"
        heading={`Join ${clinic.name}'s inbox`}
        action={{ label: "Choose my password", href: invitation.url }}
      >
        <P>Dear {invitation.to.name},</P>
        <P>
          You have been invited to the clinic&apos;s inbox, where the team follows up requests and bookings. Choose your
          password with the button below; then sign in with this e-mail address.
        </P>
        <Facts
          rows={[
            ...(invitation.role ? [["Your role", invitation.role] as const] : []),
            ["The link works", `once, until ${invitation.expires}`],
          ]}
        />
        <P>If you did not expect this invitation, you can ignore this e-mail: nothing happens without the link.</P>
      </Layout>
    ),
  }),
});

export const staffPasswordReset = prepared({
  data: linkData,
  props: linkProps,
  audience: "visitor",
  channels: ["email"],
  transactional: true,
  email: (reset, clinic) => ({
    subject: `Choose a new password for ${clinic.name}'s inbox`,
    to: reset.to,
    body: (
      <Layout
        clinic={clinic}
        preview="A link to choose a new password for the clinic's inbox"
        heading="Choose a new password"
        action={{ label: "Choose a new password", href: reset.url }}
      >
        <P>Dear {reset.to.name},</P>
        <P>
          Someone asked for a new password for your account in the clinic&apos;s inbox. Choose it with the button below;
          every browser signed in to your account is then signed out.
        </P>
        <Facts rows={[["The link works", `once, until ${reset.expires}`]]} />
        <P>If you did not ask for it, ignore this e-mail: your password stays as it is.</P>
      </Layout>
    ),
  }),
});
