import { z } from "zod";
import { prepared } from "../define";
import { Facts, Layout, Link, P } from "../templates/layout";

/**
 * The clinic's own e-mails about leads: the new lead, and the morning digest of leads waiting.
 * They carry what the clinic needs to call back (the name, the contact, the form, the time) and a
 * link to the lead in the inbox, never the message or a health answer, nor the page it was sent
 * from (a condition's page names the condition): those stay in the store, read in the desk.
 */
const leadNewProps = z.object({
  leadId: z.string(),
  formType: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  country: z.string(),
  /** When it arrived, in the clinic's zone, as words. */
  received: z.string(),
  /** The consent's version and time, or that none was recorded. */
  consent: z.string(),
  deskUrl: z.string(),
});

export const leadNew = prepared({
  data: z.object({ leadId: z.string().min(1) }),
  props: leadNewProps,
  audience: "clinic",
  channels: ["email"],
  transactional: true,
  email: (lead, clinic) => ({
    // No name in the subject: a subject is shown in every list and notification.
    subject: `New lead: ${lead.formType}`,
    replyTo: lead.email || undefined,
    body: (
      <Layout
        clinic={clinic}
        preview={`A new ${lead.formType} lead, received ${lead.received}`}
        heading={`New lead: ${lead.formType}`}
        action={{ label: "Open the lead in the inbox", href: lead.deskUrl }}
      >
        <P>A visitor sent the {lead.formType}. Call them back from the inbox, where their message and answers are.</P>
        <Facts
          rows={[
            ["Name", lead.name || "(none given)"],
            ["E-mail", lead.email || "(none given)"],
            ["Phone", lead.phone],
            ["Country", lead.country],
            ["Received", lead.received],
            ["Consent", lead.consent],
          ]}
        />
      </Layout>
    ),
  }),
});

const digestLead = z.object({
  name: z.string(),
  formType: z.string(),
  received: z.string(),
  waited: z.string(),
  contact: z.string(),
  deskUrl: z.string(),
});

export const digest = prepared({
  /** The clinic's date the digest is of: one digest a day. */
  data: z.object({ day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) }),
  props: z.object({
    subject: z.string(),
    intro: z.string(),
    leads: z.array(digestLead),
    /** What other domains add (failed payments), each under its title. */
    sections: z.array(z.object({ title: z.string(), lines: z.array(z.string()) })),
    inboxUrl: z.string(),
  }),
  audience: "clinic",
  channels: ["email"],
  transactional: true,
  email: (digest, clinic) => ({
    subject: digest.subject,
    body: (
      <Layout
        clinic={clinic}
        preview={digest.intro}
        heading={digest.subject}
        action={{ label: "Open the inbox", href: digest.inboxUrl }}
      >
        <P>{digest.intro}</P>
        {digest.leads.map((lead) => (
          <Facts
            key={lead.deskUrl}
            rows={[
              [lead.name || "(no name)", `${lead.formType}, received ${lead.received}, waiting ${lead.waited}`],
              ["Contact", lead.contact],
              [
                "Lead",
                <Link key="link" href={lead.deskUrl}>
                  {lead.deskUrl}
                </Link>,
              ],
            ]}
          />
        ))}
        {digest.sections.map((section) => (
          <div key={section.title}>
            <P>
              <strong>{section.title}</strong>
            </P>
            {section.lines.map((line) => (
              <P key={line}>{line}</P>
            ))}
          </div>
        ))}
      </Layout>
    ),
  }),
});
