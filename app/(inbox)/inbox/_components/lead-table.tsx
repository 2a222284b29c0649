import { countryByIso } from "@/lib/leads/client";
import { detailEntries, isOverdue, waited } from "@/lib/leads";
import type { StoredLead } from "@/lib/leads";
import { leadPath } from "@/lib/desk-paths";
import { cn } from "@/lib/utils";
import { clinicTime } from "@/lib/clinic-time";
import { shortUrl, utcTime } from "./format";
import { OverdueBadge, StatusControl } from "./status";

/*
 * One table for every width. From xl up it is laid out as a table; below, each row becomes a
 * card (two columns from sm), with a small label before each cell. Browsers may drop a
 * <table>'s semantics when its display changes, and the HTML standard forbids restating them
 * with roles on its cells, so it is built of elements whose ARIA roles make it a table for
 * screen readers at every width, whatever the layout.
 */
const cell = "align-top max-xl:py-1.5 xl:table-cell xl:border-t xl:border-line xl:px-3 xl:py-4";
const columns = [
  ["Lead", "xl:w-48"],
  ["Contact", "xl:w-56"],
  ["Message and details", ""],
  ["Source", "xl:w-56"],
  ["Status", "xl:w-56"],
] as const;

/** The column's name above a cell on cards; screen readers hear the real column header instead. */
const CardLabel = ({ children }: { children: string }) => (
  <span aria-hidden className="block text-xs font-semibold tracking-wide text-muted uppercase xl:hidden">
    {children}
  </span>
);

export function LeadTable({ leads, returnQuery, now }: { leads: StoredLead[]; returnQuery: string; now: Date }) {
  return (
    <div
      role="table"
      aria-label="Leads: overdue ones first, oldest first; then newest first"
      className="w-full border-collapse text-left text-sm xl:table xl:table-fixed"
    >
      <div role="rowgroup" className="max-xl:sr-only xl:table-header-group">
        <div role="row" className="xl:table-row">
          {columns.map(([name, width]) => (
            <div
              key={name}
              role="columnheader"
              className={cn(
                "px-3 pb-2 text-xs font-semibold tracking-wide whitespace-nowrap text-muted uppercase xl:table-cell",
                width,
              )}
            >
              {name}
            </div>
          ))}
        </div>
      </div>
      <div role="rowgroup" className="max-xl:space-y-4 xl:table-row-group">
        {leads.map((lead) => (
          <LeadRow key={lead.id} lead={lead} returnQuery={returnQuery} now={now} />
        ))}
      </div>
    </div>
  );
}

function LeadRow({ lead, returnQuery, now }: { lead: StoredLead; returnQuery: string; now: Date }) {
  const overdue = isOverdue(lead, now);
  const country = countryByIso(lead.country)?.name;
  const details = detailEntries(lead.details);
  const utm = (
    [
      ["source", lead.utmSource],
      ["medium", lead.utmMedium],
      ["campaign", lead.utmCampaign],
      ["term", lead.utmTerm],
      ["content", lead.utmContent],
    ] as const
  ).filter(([, value]) => value);
  const source = (
    [
      ["Page", lead.pageUrl],
      ["Landing page", lead.landingPage !== lead.pageUrl ? lead.landingPage : ""],
      ["Referrer", lead.referrer],
    ] as const
  ).filter(([, value]) => value);

  return (
    <div
      id={`lead-${lead.id}`}
      role="row"
      data-status={lead.status}
      data-overdue={overdue ? "true" : undefined}
      className="scroll-mt-24 max-xl:rounded-2xl max-xl:border max-xl:border-line max-xl:bg-white max-xl:p-4 sm:max-xl:grid sm:max-xl:grid-cols-2 sm:max-xl:gap-x-8 sm:max-xl:p-6 xl:table-row xl:hover:bg-white/70"
    >
      <div role="rowheader" className={cn(cell, overdue && "xl:border-l-4 xl:border-l-danger")}>
        {overdue ? (
          <span className="mb-1 block">
            <OverdueBadge waited={waited(lead.receivedAt, now)} />
          </span>
        ) : null}
        <a href={leadPath(lead.id)} className="block text-base font-semibold break-words text-ink hover:underline">
          {lead.name}
        </a>
        <span className="block text-muted">{lead.formType}</span>
        {lead.consultationType ? <span className="block">{lead.consultationType}</span> : null}
        <time dateTime={lead.receivedAt} className="mt-2 block text-ink">
          {clinicTime(lead.receivedAt)}
        </time>
        <span className="block text-xs text-muted">{utcTime(lead.receivedAt)}</span>
      </div>
      <div role="cell" className={cell}>
        <CardLabel>Contact</CardLabel>
        {lead.email ? (
          <a href={`mailto:${lead.email}`} className="link-brand flex min-h-8 items-center break-all">
            {lead.email}
          </a>
        ) : null}
        {lead.phoneE164 ? (
          <a href={`tel:${lead.phoneE164}`} className="link-brand flex min-h-8 items-center whitespace-nowrap">
            {lead.phoneE164}
          </a>
        ) : null}
        <span className="block text-xs text-muted">
          {lead.phone ? <>typed {lead.phone}</> : null}
          {lead.phone && (country || lead.countryCode) ? " · " : null}
          {country ?? lead.country} {lead.countryCode ? `(${lead.countryCode})` : null}
        </span>
      </div>
      <div role="cell" className={cell}>
        <CardLabel>Message and details</CardLabel>
        {lead.message ? (
          <p className="break-words whitespace-pre-line text-ink">{lead.message}</p>
        ) : (
          <p className="text-muted">No message</p>
        )}
        {details.length ? (
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-2 text-xs">
            {details.map(([label, text]) => (
              <div key={label} className="contents">
                <dt className="font-semibold text-ink">{label}</dt>
                <dd className="break-words">{text}</dd>
              </div>
            ))}
          </dl>
        ) : null}
      </div>
      <div role="cell" className={`${cell} text-xs`}>
        <CardLabel>Source</CardLabel>
        {source.length || utm.length ? (
          <dl className="space-y-1">
            {source.map(([label, value]) => (
              <div key={label}>
                <dt className="font-semibold text-ink">{label}</dt>
                <dd className="break-all" title={value}>
                  {label === "Referrer" ? shortUrl(value) : shortUrl(value, { path: true })}
                </dd>
              </div>
            ))}
            {utm.length ? (
              <div>
                <dt className="font-semibold text-ink">UTM</dt>
                <dd className="break-words">{utm.map(([key, value]) => `${key}: ${value}`).join(" · ")}</dd>
              </div>
            ) : null}
          </dl>
        ) : (
          <p className="text-muted">Not recorded</p>
        )}
      </div>
      <div role="cell" className={`${cell} max-xl:pt-3`}>
        <CardLabel>Status</CardLabel>
        <StatusControl
          id={lead.id}
          name={lead.name}
          status={lead.status}
          contactedAt={lead.contactedAt}
          returnQuery={returnQuery}
        />
      </div>
    </div>
  );
}
