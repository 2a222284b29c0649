import { z } from "zod";
import { prepared } from "../define";
import { Layout, P } from "../templates/layout";

/**
 * The link to a person's own page (docs/patients.md), sent when they ask for it on the site, to
 * the e-mail or phone on file only. Worded when sent: the link is minted then, tied to the address
 * it goes to (lib/patients lends the preparer), so the row holds no token.
 */
export const patientLink = prepared({
  data: z.object({ leadId: z.string().min(1) }),
  props: z.object({
    to: z.object({ name: z.string(), address: z.string() }),
    url: z.string(),
    /** How long it lasts from its last use, in days. */
    days: z.number().int().min(1),
  }),
  audience: "visitor",
  channels: ["email", "whatsapp", "sms"],
  transactional: true,
  email: (link, clinic) => ({
    subject: "Your page with your bookings and orders",
    to: link.to,
    body: (
      <Layout
        clinic={clinic}
        preview="The link to your page: your consultations and orders in one place"
        heading="Your page with us"
        action={{ label: "Open my page", href: link.url }}
      >
        <P>Dear {link.to.name},</P>
        <P>
          Here is the link you asked for. Your page shows your consultations with us, past and to come, with how to
          join, move or cancel each, and your orders and plans.
        </P>
        <P>
          The link works for {link.days} days from the last time you open it. Please do not share it: it opens your
          page. If you did not ask for it, you may ignore this e-mail.
        </P>
      </Layout>
    ),
  }),
  phone: (link, clinic) => ({
    body: `${clinic.name}: the link to your page with your bookings and orders, as you asked: ${link.url}`,
    variables: [clinic.name, link.url],
  }),
});
