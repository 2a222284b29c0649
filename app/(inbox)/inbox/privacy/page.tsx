import { Download, Trash2 } from "lucide-react";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { clinicTime } from "@/lib/clinic-time";
import { StatusBadge } from "../_components/status";
import { requirePermission } from "../session";
import { can } from "@/lib/staff";
import { erasePerson } from "./actions";
import { parsePerson, personQueryString } from "./person";
import { PageHeader } from "@/components/page-shell";
import { ActionForm } from "@/components/ui/action-form";
import { buttonVariants } from "@/components/ui/button";
import { Container } from "@/components/ui/container";
import { config } from "@/lib/config";
import { inputOf } from "@/lib/input";
import { retentionSentence, leadStore } from "@/lib/leads";
import type { ErasureRecord } from "@/lib/leads";
import { leadPath } from "@/lib/desk-paths";
import { messageDesk } from "@/lib/messages";
import { privacyRequestStore, requestMessageRef } from "@/lib/privacy";
import { PrivacyRequests } from "../_components/privacy-requests";

export const metadata: Metadata = {
  title: "Privacy requests",
  robots: { index: false, follow: false },
};

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const erasureReasons: Record<ErasureRecord["reason"], string> = {
  request: "the person asked",
  retention: "retention period",
  withdrawal: "consent withdrawn",
};

const field = "min-h-11 w-full rounded-lg border border-muted bg-white px-3 py-2 text-ink";
const section = "rounded-2xl border border-line bg-white p-4 sm:p-6";

/**
 * A visitor's privacy request (docs/decisions/039): find every lead of one person by e-mail or
 * phone, send them a copy, erase them after a confirmation; and what the clinic keeps, for how
 * long, with the record of past erasures (who, when, how many; never whose).
 */
export default async function PrivacyPage({ searchParams }: Props) {
  await connection();
  const staff = await requirePermission("privacy.read");
  const mayErase = can(staff, "privacy.erase");
  const input = inputOf(await searchParams) ?? notFound();
  const person = parsePerson(input);
  const asked = Boolean(input.text("email") || input.text("phone"));
  const store = await leadStore();
  const requests = await privacyRequestStore();
  const [leads, erasures, openRequests, answeredRequests] = await Promise.all([
    person ? store.findPerson(person) : [],
    store.erasures(20),
    requests.open(),
    requests.done(20),
  ]);
  const notices = await (await messageDesk()).latestByRef(openRequests.map((request) => requestMessageRef(request.id)));
  const erased = input.count("erased");
  const query = person ? personQueryString(person) : "";
  const { retentionMonths } = config().inbox;

  return (
    <>
      <PageHeader eyebrow="Clinic" title="Privacy requests">
        <p>
          When someone asks what we hold about them, or asks us to delete it: the requests sent from the website, then
          find their leads, send them a copy, erase them.
        </p>
      </PageHeader>
      <Container className="space-y-8 py-8 md:py-12">
        {erased !== undefined ? (
          <p role="status" className="rounded-xl border border-line bg-highlight-soft px-4 py-3 text-ink">
            {erased === 1 ? "1 request was" : `${erased} requests were`} erased, with their notes and forwarding
            records. The audit below records it without the person&apos;s details. Remember to delete the forwarded
            copies in the spreadsheet and the clinic&apos;s mailbox too.
          </p>
        ) : null}
        {input.text("error") === "confirm" ? (
          <p role="alert" className="rounded-xl border border-danger bg-white px-4 py-3 text-ink">
            Nothing was erased: please tick the confirmation first.
          </p>
        ) : null}

        {input.text("answered") === "1" ? (
          <p role="status" className="rounded-xl border border-line bg-highlight-soft px-4 py-3 text-ink">
            The request is marked as answered, with your name and the time.
          </p>
        ) : input.text("answered") === "0" ? (
          <p role="alert" className="rounded-xl border border-danger bg-white px-4 py-3 text-ink">
            That request was already marked as answered.
          </p>
        ) : null}

        <PrivacyRequests
          open={openRequests}
          done={answeredRequests}
          now={new Date()}
          timeZone={config().timeZone}
          notices={notices}
        />

        <section aria-labelledby="find-heading" className={section}>
          <h2 id="find-heading" className="mb-3 text-2xl">
            Find a person&apos;s requests
          </h2>
          <form method="get" action="/inbox/privacy" className="grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
            <div className="flex flex-col gap-1">
              <label htmlFor="privacy-email" className="text-sm font-semibold text-ink">
                E-mail address
              </label>
              <input
                id="privacy-email"
                name="email"
                type="email"
                maxLength={320}
                defaultValue={person?.email ?? ""}
                className={field}
              />
            </div>
            <div className="flex flex-col gap-1">
              <label htmlFor="privacy-phone" className="text-sm font-semibold text-ink">
                Phone number
              </label>
              <input
                id="privacy-phone"
                name="phone"
                type="tel"
                maxLength={40}
                defaultValue={person?.phone ?? ""}
                className={field}
              />
            </div>
            <button type="submit" className={buttonVariants()}>
              Find
            </button>
          </form>
          <p className="mt-2 text-sm text-muted">
            Either or both. The e-mail must match exactly (any case); the phone matches by its last digits, so a
            national or an international form both find it.
          </p>
          {asked && !person ? (
            <p role="alert" className="mt-3 text-ink">
              Please give a whole e-mail address, or a phone number with at least 7 digits.
            </p>
          ) : null}
        </section>

        {person ? (
          <section aria-labelledby="found-heading" className={section}>
            <h2 id="found-heading" className="mb-3 text-2xl" data-testid="privacy-found">
              {leads.length === 0
                ? "No request matches"
                : `${leads.length} ${leads.length === 1 ? "request matches" : "requests match"}`}
            </h2>
            {leads.length ? (
              <>
                <ul className="divide-y divide-line text-sm">
                  {leads.map((lead) => (
                    <li key={lead.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 py-3">
                      <a href={leadPath(lead.id)} className="link-brand font-semibold">
                        {lead.name || "(no name)"}
                      </a>
                      <span>{lead.formType}</span>
                      <span className="break-all">{lead.email}</span>
                      <span>{lead.phoneE164 || lead.phone}</span>
                      <time dateTime={lead.receivedAt}>{clinicTime(lead.receivedAt)}</time>
                      <StatusBadge status={lead.status} />
                    </li>
                  ))}
                </ul>
                <div className="mt-4 flex flex-wrap gap-3">
                  <a
                    href={`/inbox/privacy/export?${query}&format=json`}
                    download
                    className={buttonVariants({ variant: "secondary" })}
                  >
                    <Download aria-hidden /> Download as JSON
                  </a>
                  <a
                    href={`/inbox/privacy/export?${query}&format=csv`}
                    download
                    className={buttonVariants({ variant: "secondary" })}
                  >
                    <Download aria-hidden /> Download as CSV
                  </a>
                </div>
                {mayErase ? (
                  <ActionForm
                    action={erasePerson}
                    page="/inbox/privacy"
                    className="mt-6 space-y-3 rounded-xl border-2 border-danger p-4"
                  >
                    <h3 className="text-lg">Erase these requests</h3>
                    {person.email ? <input type="hidden" name="email" value={person.email} /> : null}
                    {person.phone ? <input type="hidden" name="phone" value={person.phone} /> : null}
                    {leads.map((lead) => (
                      <input key={lead.id} type="hidden" name="ids" value={lead.id} />
                    ))}
                    <div className="flex items-start gap-3">
                      <input
                        id="privacy-confirm"
                        name="confirm"
                        type="checkbox"
                        value="yes"
                        required
                        className="mt-1 size-5 shrink-0"
                      />
                      <label htmlFor="privacy-confirm">
                        I confirm that this person asked to be erased, and that the{" "}
                        {leads.length === 1 ? "request" : `${leads.length} requests`} listed above, with their notes and
                        forwarding records, are to be deleted for good.
                      </label>
                    </div>
                    <button type="submit" className={buttonVariants({ variant: "primary" })}>
                      <Trash2 aria-hidden /> Erase {leads.length === 1 ? "1 request" : `${leads.length} requests`}
                    </button>
                  </ActionForm>
                ) : (
                  <p className="mt-6 text-sm text-ink">
                    Only the clinic&apos;s owner can erase a person&apos;s requests.
                  </p>
                )}
              </>
            ) : null}
          </section>
        ) : null}

        <section aria-labelledby="kept-heading" className={section}>
          <h2 id="kept-heading" className="mb-3 text-2xl">
            What we keep, and for how long
          </h2>
          <ul className="list-disc space-y-2 pl-5 text-sm">
            <li>
              Each request: the visitor&apos;s name, e-mail, phone, message and form answers; the page, landing page,
              referrer and campaign of the visit; the browser; its status, history and notes; and the record of
              forwarding it to the spreadsheet and e-mail.
            </li>
            <li>
              {retentionSentence(retentionMonths)}{" "}
              {retentionMonths
                ? `(LEAD_RETENTION_MONTHS=${retentionMonths}; the worker erases them each hour and records it below.)`
                : "(LEAD_RETENTION_MONTHS is not set.)"}
            </li>
            <li>
              An erasure deletes the requests, their history and notes and their forwarding records; the audit keeps
              who, when and how many, never whose.
            </li>
            <li>
              The forwarded copies in the spreadsheet and the clinic&apos;s mailbox are not reached from here: delete
              them there.
            </li>
          </ul>
        </section>

        <section aria-labelledby="audit-heading" className={section}>
          <h2 id="audit-heading" className="mb-3 text-2xl">
            Erasures
          </h2>
          {erasures.length ? (
            <table className="w-full border-collapse text-left text-sm" data-testid="erasures">
              <caption className="sr-only">The latest erasures, newest first</caption>
              <thead>
                <tr>
                  {["When", "By", "Why", "Requests"].map((h) => (
                    <th key={h} scope="col" className="py-2 pr-2 font-semibold text-ink">
                      {h}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {erasures.map((e) => (
                  <tr key={e.id} className="border-t border-line">
                    <td className="py-2 pr-2">{clinicTime(e.at)}</td>
                    <td className="py-2 pr-2">{e.staffName || "—"}</td>
                    <td className="py-2 pr-2">{erasureReasons[e.reason]}</td>
                    <td className="py-2 pr-2 tabular-nums">{e.leadCount}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : (
            <p className="text-muted">No erasure yet.</p>
          )}
        </section>
      </Container>
    </>
  );
}
