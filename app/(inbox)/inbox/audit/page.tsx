import { Download } from "lucide-react";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { PageHeader } from "@/components/page-shell";
import { Link } from "@/components/ui/link";
import { buttonVariants } from "@/components/ui/button";
import { Container } from "@/components/ui/container";
import { auditActions, auditPage, auditPeople, type AuditAction } from "@/lib/audit";
import { config } from "@/lib/config";
import { database } from "@/lib/db";
import { inputOf } from "@/lib/input";
import { clinicTime } from "@/lib/clinic-time";
import { leadPath } from "@/lib/desk-paths";
import { requirePermission } from "../session";
import { auditQuery, parseAuditFilters } from "./filters";
import { detailText } from "./detail";

export const metadata: Metadata = { title: "Audit", robots: { index: false, follow: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const pageSize = 50;
const field = "min-h-11 w-full rounded-lg border border-muted bg-white px-3 py-2 text-ink";
const label = "text-sm font-semibold text-ink";

/**
 * The audit (docs/inbox.md, The audit), for owners: who read, exported or changed what and when,
 * newest first, filtered by a GET form (works without JavaScript), paged, and downloadable as CSV.
 * Reading the audit is not itself recorded; its download is.
 */
export default async function AuditPage({ searchParams }: Props) {
  await connection();
  await requirePermission("audit.read");
  const query = inputOf(await searchParams) ?? notFound();
  const filters = parseAuditFilters(query);
  const timeZone = config().timeZone;
  const db = (await database()).kysely;
  const [{ rows, total }, people] = await Promise.all([
    auditPage(db, { ...filters, timeZone }, { limit: pageSize, offset: (filters.page - 1) * pageSize }),
    auditPeople(db),
  ]);
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const csv = `/inbox/audit.csv${auditQuery(filters, 1) ? `?${auditQuery(filters, 1)}` : ""}`;
  const pageLink = (page: number) => `/inbox/audit?${auditQuery(filters, page)}`;

  return (
    <>
      <PageHeader eyebrow="Clinic" title="Audit">
        <p>
          Every lead and booking viewed, every export, and every change made in the inbox: who, what and when (
          {timeZone}). Nothing in it can be changed or deleted.
        </p>
      </PageHeader>
      <Container className="space-y-8 py-8 md:py-12">
        <form
          method="get"
          action="/inbox/audit"
          className="grid gap-4 rounded-2xl border border-line bg-white p-4 sm:grid-cols-2 sm:p-6 lg:grid-cols-3"
        >
          <div className="flex flex-col gap-1">
            <label htmlFor="audit-action" className={label}>
              What
            </label>
            <select id="audit-action" name="action" defaultValue={filters.action ?? ""} className={field}>
              <option value="">Everything</option>
              {(Object.entries(auditActions) as [AuditAction, string][]).map(([value, text]) => (
                <option key={value} value={value}>
                  {text}
                </option>
              ))}
            </select>
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor="audit-staff" className={label}>
              Who
            </label>
            <select id="audit-staff" name="staff" defaultValue={filters.staffId ?? ""} className={field}>
              <option value="">Anyone</option>
              {people.map((p) => (
                <option key={p.staffId} value={p.staffId}>
                  {p.staffName}
                </option>
              ))}
            </select>
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor="audit-subject" className={label}>
              Subject{" "}
              <span className="font-normal text-muted">(a lead&apos;s, booking&apos;s or account&apos;s id)</span>
            </label>
            <input
              id="audit-subject"
              name="subject"
              type="search"
              maxLength={100}
              defaultValue={filters.subject ?? ""}
              className={field}
            />
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor="audit-from" className={label}>
              From <span className="font-normal text-muted">(day, {timeZone})</span>
            </label>
            <input id="audit-from" name="from" type="date" defaultValue={filters.from ?? ""} className={field} />
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor="audit-to" className={label}>
              To <span className="font-normal text-muted">(day, {timeZone})</span>
            </label>
            <input id="audit-to" name="to" type="date" defaultValue={filters.to ?? ""} className={field} />
          </div>
          <div className="flex flex-wrap items-end gap-2">
            <button type="submit" className={buttonVariants()}>
              Apply filters
            </button>
            <Link href="/inbox/audit" className={buttonVariants({ variant: "ghost" })}>
              Clear
            </Link>
          </div>
        </form>

        <section aria-labelledby="audit-heading">
          <div className="mb-4 flex flex-wrap items-end justify-between gap-4">
            <div>
              <h2 id="audit-heading" className="text-2xl">
                Record
              </h2>
              <p className="text-sm" data-testid="audit-count">
                {total === 0
                  ? "Nothing matches these filters."
                  : `${total} ${total === 1 ? "entry" : "entries"}; page ${filters.page} of ${pages}.`}
              </p>
            </div>
            <a href={csv} download className={buttonVariants({ variant: "secondary" })}>
              <Download aria-hidden />
              Download CSV
            </a>
          </div>
          {rows.length ? (
            <div className="overflow-x-auto rounded-2xl border border-line bg-white">
              <table className="w-full text-left text-sm">
                <caption className="sr-only">The audit, newest first</caption>
                <thead className="border-b border-line">
                  <tr>
                    <th scope="col" className="p-3">
                      When
                    </th>
                    <th scope="col" className="p-3">
                      Who
                    </th>
                    <th scope="col" className="p-3">
                      What
                    </th>
                    <th scope="col" className="p-3">
                      Subject
                    </th>
                    <th scope="col" className="p-3">
                      Detail
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => (
                    <tr key={row.id} className="border-b border-line last:border-0" data-testid="audit-row">
                      <td className="p-3 whitespace-nowrap">{clinicTime(row.at.toISOString(), timeZone)}</td>
                      <td className="p-3">{row.staffName}</td>
                      <td className="p-3">{auditActions[row.action as AuditAction] ?? row.action}</td>
                      <td className="p-3 break-all">
                        {row.subjectType === "lead" && row.subjectId ? (
                          <a href={leadPath(row.subjectId)} className="link-brand">
                            Lead {row.subjectId}
                          </a>
                        ) : row.subjectId ? (
                          `${row.subjectType ?? ""} ${row.subjectId}`.trim()
                        ) : (
                          ""
                        )}
                      </td>
                      <td className="p-3 break-words">{detailText(row.detail)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : null}
          {pages > 1 ? (
            <nav aria-label="Pages of the audit" className="mt-6 flex flex-wrap items-center justify-between gap-3">
              {filters.page > 1 ? (
                <a
                  href={pageLink(Math.min(filters.page - 1, pages))}
                  rel="prev"
                  className={buttonVariants({ variant: "secondary" })}
                >
                  Newer
                </a>
              ) : (
                <span />
              )}
              {filters.page < pages ? (
                <a href={pageLink(filters.page + 1)} rel="next" className={buttonVariants({ variant: "secondary" })}>
                  Older
                </a>
              ) : (
                <span />
              )}
            </nav>
          ) : null}
        </section>
      </Container>
    </>
  );
}
