import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { addLeadNote, revokePatientLinks, setLeadStatus, withdrawConsent } from "../../actions";
import { clinicTime } from "@/lib/clinic-time";
import { utcTime } from "../../_components/format";
import { OverdueBadge, StatusBadge, StatusOptions } from "../../_components/status";
import { requireLeadAccess } from "../../access";
import { recordRead } from "../../audit";
import { requirePermission } from "../../session";
import { PageHeader } from "@/components/page-shell";
import { ActionForm } from "@/components/ui/action-form";
import { buttonVariants } from "@/components/ui/button";
import { Container } from "@/components/ui/container";
import { idPatterns, inputOf, segmentOf } from "@/lib/input";
import { consentNotRecorded, countryByIso } from "@/lib/leads/client";
import { detailEntries, maxNoteLength, isOverdue, waited, statusLabels, type StoredLead, leadStore } from "@/lib/leads";
import { messageDesk, type MessageRow } from "@/lib/messages";
import type { DeliveryRow, LeadEvent } from "@/lib/leads";
import { leadPath } from "@/lib/desk-paths";
import { can } from "@/lib/staff";
import type { StaffAccount } from "@/lib/staff";
import { ScrollRegion } from "../../_components/scroll-region";

export const metadata: Metadata = {
  title: "Lead",
  robots: { index: false, follow: false },
};

type Props = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

const errors: Record<string, string> = {
  status: "Please choose one of the statuses.",
  "note-length": `A note can hold up to ${maxNoteLength} characters.`,
  "note-empty": "Please write the note first.",
};

const consentErrors: Record<string, string> = {
  "withdraw-confirm": "Nothing was erased: please tick the confirmation first.",
};

const field = "min-h-11 w-full rounded-lg border border-muted bg-white px-3 py-2 text-ink";
const section = "rounded-2xl border border-line bg-white p-4 sm:p-6";

/** Label and value pairs; empty values are left out rather than shown as blanks. */
function Facts({ rows, empty = "Not recorded" }: { rows: Array<[string, React.ReactNode]>; empty?: string | null }) {
  const shown = rows.filter(([, value]) => value !== "" && value !== null && value !== undefined);
  if (!shown.length) return empty ? <p className="text-muted">{empty}</p> : null;
  return (
    <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[12rem_1fr]">
      {shown.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-semibold text-ink">{label}</dt>
          <dd className="min-w-0 wrap-anywhere">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A lead's own page: every field, where the visit came from, its deliveries, its history and the forms that move it along. */
export default async function LeadPage({ params, searchParams }: Props) {
  await connection();
  await requirePermission("lead.read");
  const id = segmentOf((await params).id, idPatterns.uuid) ?? notFound();
  const staff = await requireLeadAccess(id, "lead.read");
  const store = await leadStore();
  const lead = await store.getLead(id);
  if (!lead) notFound();
  await recordRead(staff, { action: "lead.viewed", subject: { type: "lead", id } });
  const [history, deliveries, messages] = await Promise.all([
    store.historyFor(id),
    store.deliveriesFor(id),
    messageDesk().then((desk) => desk.messagesFor(id)),
  ]);
  const query = inputOf(await searchParams) ?? notFound();
  const error = query.text("error");
  const linksEnded = query.text("links-ended");
  const message = Object.hasOwn(errors, error) ? errors[error] : undefined;
  const consentMessage = Object.hasOwn(consentErrors, error) ? consentErrors[error] : undefined;
  const now = new Date();

  return (
    <>
      <PageHeader eyebrow={lead.formType} title={lead.name || "(no name)"}>
        <div className="flex flex-wrap items-center gap-2">
          <StatusBadge status={lead.status} />
          {isOverdue(lead, now) ? <OverdueBadge waited={waited(lead.receivedAt, now)} /> : null}
          <span className="text-base">
            received <time dateTime={lead.receivedAt}>{clinicTime(lead.receivedAt)}</time>
          </span>
        </div>
      </PageHeader>
      <Container className="grid gap-6 py-8 md:py-12 lg:grid-cols-[3fr_2fr]">
        <div className="min-w-0 space-y-6">
          <Contact lead={lead} />
          <section aria-labelledby="message-heading" className={section}>
            <h2 id="message-heading" className="mb-3 text-2xl">
              Message and details
            </h2>
            {lead.message ? (
              <p className="mb-3 break-words whitespace-pre-line text-ink">{lead.message}</p>
            ) : (
              <p className="mb-3 text-muted">No message</p>
            )}
            <Facts rows={[["Consultation type", lead.consultationType], ...detailEntries(lead.details)]} empty={null} />
          </section>
          <Visit lead={lead} />
          <Deliveries rows={deliveries} messages={messages} />
        </div>
        <div className="min-w-0 space-y-6">
          <section id="update" aria-labelledby="update-heading" className={`${section} scroll-mt-24`}>
            <h2 id="update-heading" className="mb-3 text-2xl">
              Update status
            </h2>
            {message ? (
              <p role="alert" className="mb-3 rounded-lg border border-danger px-3 py-2 text-ink">
                {message}
              </p>
            ) : null}
            <ActionForm action={setLeadStatus} page={leadPath(lead.id)} className="space-y-3">
              <input type="hidden" name="id" value={lead.id} />
              <input type="hidden" name="from" value="lead" />
              <div className="flex flex-col gap-1">
                <label htmlFor="lead-status" className="font-semibold text-ink">
                  Status
                </label>
                <select id="lead-status" name="status" defaultValue={lead.status} className={field}>
                  <StatusOptions />
                </select>
              </div>
              <div className="flex flex-col gap-1">
                <label htmlFor="lead-status-note" className="font-semibold text-ink">
                  Note <span className="font-normal text-muted">(optional)</span>
                </label>
                <textarea id="lead-status-note" name="note" rows={3} maxLength={maxNoteLength} className={field} />
              </div>
              <button type="submit" className={buttonVariants()}>
                Save status
              </button>
            </ActionForm>
          </section>
          <section id="notes" aria-labelledby="note-heading" className={`${section} scroll-mt-24`}>
            <h2 id="note-heading" className="mb-3 text-2xl">
              Add a note
            </h2>
            <ActionForm action={addLeadNote} page={leadPath(lead.id)} className="space-y-3">
              <input type="hidden" name="id" value={lead.id} />
              <label htmlFor="lead-note" className="sr-only">
                Note
              </label>
              <textarea id="lead-note" name="note" rows={3} required maxLength={maxNoteLength} className={field} />
              <button type="submit" className={buttonVariants({ variant: "secondary" })}>
                Add note
              </button>
            </ActionForm>
          </section>
          <History events={history} />
          <PatientPageLinks lead={lead} staff={staff} ended={linksEnded} />
          <Consent lead={lead} message={consentMessage} />
        </div>
      </Container>
    </>
  );
}

function Contact({ lead }: { lead: StoredLead }) {
  const country = countryByIso(lead.country)?.name ?? lead.country;
  return (
    <section aria-labelledby="contact-heading" className={section}>
      <h2 id="contact-heading" className="mb-3 text-2xl">
        Contact
      </h2>
      <Facts
        rows={[
          [
            "E-mail",
            lead.email ? (
              <a href={`mailto:${lead.email}`} className="link-brand break-all">
                {lead.email}
              </a>
            ) : (
              ""
            ),
          ],
          [
            "Phone",
            lead.phoneE164 ? (
              <a href={`tel:${lead.phoneE164}`} className="link-brand">
                {lead.phoneE164}
              </a>
            ) : (
              ""
            ),
          ],
          ["Phone as typed", [lead.countryCode, lead.phone].filter(Boolean).join(" ")],
          ["Country", country],
        ]}
      />
    </section>
  );
}

/**
 * The consent the lead came with (lib/leads/consent.ts), and the withdrawal: confirmed, it
 * erases the lead (docs/leads.md, Consent).
 */
/**
 * The person's own page (docs/patients.md): the links to it are sent in the clinic's messages and
 * on request; here staff end them all, for instance when the person says a link reached someone else.
 */
function PatientPageLinks({ lead, staff, ended }: { lead: StoredLead; staff: StaffAccount; ended: string }) {
  if (!can(staff, "patient-links.revoke")) return null;
  return (
    <section id="patient-page" aria-labelledby="patient-page-heading" className={`${section} scroll-mt-24`}>
      <h2 id="patient-page-heading" className="mb-3 text-2xl">
        The person&apos;s page
      </h2>
      <p className="mb-3 text-sm">
        Links to their page (their consultations and orders) go in every message we send them. Ending the links stops
        every link sent so far to this lead&apos;s e-mail or phone; the next message carries a new one.
      </p>
      {/^\d+$/.test(ended) ? (
        <p role="status" className="mb-3 rounded-lg bg-highlight-soft px-3 py-2 text-ink">
          {ended === "1" ? "1 link ended." : `${ended} links ended.`}
        </p>
      ) : null}
      <ActionForm action={revokePatientLinks} page={leadPath(lead.id)}>
        <input type="hidden" name="id" value={lead.id} />
        <button type="submit" className={buttonVariants({ variant: "secondary" })}>
          End the links to their page
        </button>
      </ActionForm>
    </section>
  );
}

function Consent({ lead, message }: { lead: StoredLead; message?: string }) {
  return (
    <section id="consent" aria-labelledby="consent-heading" className={`${section} scroll-mt-24`}>
      <h2 id="consent-heading" className="mb-3 text-2xl">
        Consent
      </h2>
      {lead.consent ? (
        <Facts
          rows={[
            ["Version", lead.consent.version],
            [
              "Given",
              <time key="at" dateTime={lead.consent.at}>
                {clinicTime(lead.consent.at)}
              </time>,
            ],
          ]}
        />
      ) : (
        <p className="text-muted">{consentNotRecorded}: this lead arrived before the forms asked for consent.</p>
      )}
      <h3 className="mt-5 mb-2 text-lg font-semibold text-ink">Consent withdrawn?</h3>
      {message ? (
        <p role="alert" className="mb-3 rounded-lg border border-danger px-3 py-2 text-ink">
          {message}
        </p>
      ) : null}
      <ActionForm action={withdrawConsent} page={leadPath(lead.id)} className="space-y-3">
        <input type="hidden" name="id" value={lead.id} />
        <label className="flex items-start gap-2 text-sm">
          <input type="checkbox" name="confirm" value="yes" className="mt-0.5 size-5 shrink-0 accent-brand" />
          <span>
            The person withdrew their consent. Erase this lead now, with its notes and forwarding records; this cannot
            be undone.
          </span>
        </label>
        <button type="submit" className={buttonVariants({ variant: "secondary" })}>
          Record withdrawal and erase
        </button>
      </ActionForm>
    </section>
  );
}

function Visit({ lead }: { lead: StoredLead }) {
  return (
    <section aria-labelledby="visit-heading" className={section}>
      <h2 id="visit-heading" className="mb-3 text-2xl">
        Where the visit came from
      </h2>
      <Facts
        rows={[
          ["Page", lead.pageUrl],
          ["Landing page", lead.landingPage],
          ["Referrer", lead.referrer],
          ["Campaign", lead.utmCampaign],
          ["UTM source", lead.utmSource],
          ["UTM medium", lead.utmMedium],
          ["UTM term", lead.utmTerm],
          ["UTM content", lead.utmContent],
          ["Received", `${clinicTime(lead.receivedAt)} (${utcTime(lead.receivedAt)})`],
          ["Browser", lead.userAgent],
          ["Lead id", lead.id],
        ]}
      />
    </section>
  );
}

const targetLabels: Record<string, string> = { sheet: "Spreadsheet" };
const channelLabels: Record<string, string> = { email: "e-mail", whatsapp: "WhatsApp", sms: "SMS" };
/** "booking-confirmed" as staff read it: "Booking confirmed". */
const kindLabel = (kind: string) => kind.replace(/-/g, " ").replace(/^./, (c) => c.toUpperCase());

/** The spreadsheet's delivery and every message about the lead (lib/messages), in one table. */
function Deliveries({ rows: outbox, messages }: { rows: DeliveryRow[]; messages: MessageRow[] }) {
  const rows = [
    ...outbox.map((row) => ({
      id: `sheet-${row.id}`,
      what: targetLabels[row.target] ?? row.target,
      status: row.status,
      lastError: row.lastError,
      attempts: row.attempts,
      at: row.deliveredAt ?? row.updatedAt,
    })),
    ...messages.map((row) => ({
      id: `message-${row.id}`,
      what: `${kindLabel(row.kind)}, by ${channelLabels[row.channel] ?? row.channel}`,
      status: row.providerStatus && row.status === "sent" ? `sent (${row.providerStatus})` : row.status,
      lastError: row.lastError,
      attempts: row.attempts,
      at: row.sentAt ?? row.updatedAt,
    })),
  ];
  return (
    <section aria-labelledby="deliveries-heading" className={section}>
      <h2 id="deliveries-heading" className="mb-3 text-2xl">
        Deliveries
      </h2>
      {rows.length ? (
        // Scrolls on its own at 360 px rather than widening the page: a message's kind and time need the width.
        <ScrollRegion label="Deliveries, scrollable">
          <table className="w-full border-collapse text-left text-sm">
            <caption className="sr-only">Where this lead was forwarded, and the messages about it</caption>
            <thead>
              <tr>
                {["What", "Status", "Attempts", "Last change"].map((h) => (
                  <th key={h} scope="col" className="py-2 pr-2 font-semibold text-ink">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id} className="border-t border-line align-top">
                  <th scope="row" className="py-2 pr-2 font-normal">
                    {row.what}
                  </th>
                  <td className="py-2 pr-2">
                    {row.status}
                    {row.lastError ? (
                      <span className="block text-xs break-words text-muted">{row.lastError}</span>
                    ) : null}
                  </td>
                  <td className="py-2 pr-2 tabular-nums">{row.attempts}</td>
                  <td className="py-2 pr-2">{clinicTime(row.at)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      ) : (
        <p className="text-muted">Not forwarded: no spreadsheet or e-mail was configured when it arrived.</p>
      )}
    </section>
  );
}

function History({ events }: { events: LeadEvent[] }) {
  return (
    <section id="history" aria-labelledby="history-heading" className={`${section} scroll-mt-24`}>
      <h2 id="history-heading" className="mb-3 text-2xl">
        History
      </h2>
      {events.length ? (
        <ol className="space-y-3 text-sm">
          {events.map((event) => (
            <li key={event.id} className="border-l-2 border-line pl-3">
              <p className="font-semibold text-ink">
                {event.kind === "status" && event.toStatus
                  ? `${event.fromStatus ? (statusLabels[event.fromStatus] ?? event.fromStatus) : "?"} → ${statusLabels[event.toStatus] ?? event.toStatus}`
                  : "Note"}
              </p>
              <p className="text-xs text-muted">
                {event.staffName || "Someone"}, <time dateTime={event.at}>{clinicTime(event.at)}</time>
              </p>
              {event.note ? <p className="mt-1 break-words whitespace-pre-line">{event.note}</p> : null}
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-muted">No change yet since the lead arrived.</p>
      )}
    </section>
  );
}
