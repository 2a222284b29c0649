import { Download } from "lucide-react";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { DeliveriesPanel } from "./_components/deliveries-panel";
import { messageDesk } from "@/lib/messages";
import { FilterForm } from "./_components/filter-form";
import { LeadTable } from "./_components/lead-table";
import { Pagination } from "./_components/pagination";
import { PageHeader } from "@/components/page-shell";
import { buttonVariants } from "@/components/ui/button";
import { Container } from "@/components/ui/container";
import { overdueCutoff, leadStore } from "@/lib/leads";
import type { StoredLead } from "@/lib/leads";
import { inputOf } from "@/lib/input";
import { filterQuery, isFiltered, leadQuery, pageSize, parseFilters, withQuery } from "./filters";
import { OverdueSummary } from "./_components/overdue-summary";
import { OpenPrivacyRequests } from "./_components/privacy-requests";
import { privacyRequestStore } from "@/lib/privacy";
import { redirect } from "next/navigation";
import { can } from "@/lib/staff";
import { config } from "@/lib/config";
import { requireStaff } from "./session";

export const metadata: Metadata = {
  title: "Lead inbox",
  robots: { index: false, follow: false },
};

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * The clinic's lead inbox (docs/product.md): every lead the site stored, overdue ones counted at
 * the top and listed first, found by name, e-mail or phone, filtered by form, status and day,
 * moved along the pipeline, exported as CSV; and the state of forwarding to the sheet and
 * e-mail. Rendered per request, never prerendered; only for a signed-in staff member.
 */
export default async function InboxPage({ searchParams }: Props) {
  await connection();
  const staff = await requireStaff();
  // A doctor's inbox is their agenda: the leads they may see are the ones booked with them.
  if (!can(staff, "leads.read")) redirect("/inbox/agenda");
  const mayExport = can(staff, "leads.export");
  const exportMax = config().inbox.exportMaxRows;

  const query = inputOf(await searchParams) ?? notFound();
  const filters = parseFilters(query);
  const store = await leadStore();
  const now = new Date();
  const cutoff = overdueCutoff(now);
  const [{ leads, total }, summary, messages, overdue, privacyRequests] = await Promise.all([
    store.listLeads(leadQuery(filters, pageSize, (filters.page - 1) * pageSize, cutoff.toISOString())),
    store.deliverySummary(20),
    messageDesk().then((desk) => desk.summary(20)),
    store.countOverdue(cutoff),
    privacyRequestStore().then((requests) => requests.open()),
  ]);
  const failedLeads = new Map<string, StoredLead>();
  for (const lead of await Promise.all(
    [...new Set([...summary.failed, ...messages.failed].flatMap((row) => (row.leadId ? [row.leadId] : [])))].map((id) =>
      store.getLead(id),
    ),
  )) {
    if (lead) failedLeads.set(lead.id, lead);
  }

  const returnQuery = filterQuery(filters);
  const listQuery = filterQuery(filters, { page: 1 });
  const filtered = isFiltered(filters);
  const first = (filters.page - 1) * pageSize + 1;
  const last = first + leads.length - 1;
  const retried = query.count("retried");

  return (
    <>
      <PageHeader eyebrow="Clinic" title="Lead inbox">
        <p>
          Every request the website received. We promise to contact each visitor within 24 hours: leads still new after
          that come first. Move a lead along once someone has called or written back.
        </p>
      </PageHeader>
      <Container className="space-y-8 py-8 md:py-12">
        <OverdueSummary count={overdue} />
        <OpenPrivacyRequests open={privacyRequests} now={now} />
        {query.text("missing") ? (
          <p role="alert" className="rounded-xl border border-danger bg-white px-4 py-3 text-ink">
            That lead no longer exists: it may have been erased.
          </p>
        ) : null}
        {query.text("withdrawn") ? (
          <p role="status" className="rounded-xl border border-line bg-highlight-soft px-4 py-3 text-ink">
            Consent withdrawn: the lead was erased with its notes and forwarding records, and the privacy page&apos;s
            audit records it. Remember to delete the forwarded copies in the spreadsheet and the clinic&apos;s mailbox
            too.
          </p>
        ) : null}
        {retried !== undefined ? (
          <p role="status" className="rounded-xl border border-line bg-highlight-soft px-4 py-3 text-ink">
            {retried === 1 ? "1 failed delivery is" : `${retried} failed deliveries are`} back in the queue.
          </p>
        ) : null}

        <section aria-labelledby="filters-heading">
          <h2 id="filters-heading" className="sr-only">
            Filter leads
          </h2>
          <FilterForm filters={filters} />
        </section>

        <section aria-labelledby="leads-heading">
          <div className="mb-4 flex flex-wrap items-end justify-between gap-4">
            <div>
              <h2 id="leads-heading" className="text-2xl">
                Leads
              </h2>
              <p className="text-sm" data-testid="lead-count">
                {total === 0
                  ? filtered
                    ? "No leads match these filters."
                    : "No leads yet."
                  : `${total} ${total === 1 ? "lead" : "leads"}${filtered ? " match these filters" : ""}${
                      total > leads.length && leads.length ? `; showing ${first}–${last}` : ""
                    }.`}
              </p>
            </div>
            {mayExport ? (
              <div className="flex max-w-sm flex-col items-end gap-1">
                <a
                  href={withQuery("/inbox/leads.csv", listQuery)}
                  download
                  aria-describedby={total > exportMax ? "export-capped" : undefined}
                  className={buttonVariants({ variant: "secondary" })}
                >
                  <Download aria-hidden />
                  Download CSV
                  {filtered ? <span className="sr-only"> of the filtered leads</span> : null}
                </a>
                {total > exportMax ? (
                  <p id="export-capped" className="text-right text-sm" data-testid="export-capped">
                    A download holds at most {exportMax.toLocaleString("en-GB")} leads: this one will have the newest{" "}
                    {exportMax.toLocaleString("en-GB")} of these {total.toLocaleString("en-GB")}. Narrow the filters (a
                    range of days) to download the rest.
                  </p>
                ) : null}
              </div>
            ) : null}
          </div>
          {leads.length ? <LeadTable leads={leads} returnQuery={returnQuery} now={now} /> : null}
          {!leads.length && total > 0 ? (
            <p>
              This page is past the last lead.{" "}
              <a href={withQuery("/inbox", listQuery)} className="link-brand">
                Back to the newest
              </a>
            </p>
          ) : null}
          <Pagination filters={filters} total={total} pageSize={pageSize} />
        </section>

        <DeliveriesPanel summary={summary} messages={messages} leads={failedLeads} returnQuery={returnQuery} />
      </Container>
    </>
  );
}
