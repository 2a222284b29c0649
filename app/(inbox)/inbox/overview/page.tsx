import type { Metadata } from "next";
import { connection } from "next/server";
import { requirePermission } from "../session";
import { FailedPayments } from "../_components/failed-payments";
import { NeedsAttention } from "../_components/needs-attention";
import { DayChart } from "./day-chart";
import { PageSpeed } from "../_components/page-speed";
import { PageHeader } from "@/components/page-shell";
import { Container } from "@/components/ui/container";
import { Link } from "@/components/ui/link";
import { bookingDesk } from "@/lib/booking";
import type { BookingCounts } from "@/lib/booking";
import { config } from "@/lib/config";
import { bookedShare, buildOverview, overviewDays, overviewSince, type Tally, leadStore } from "@/lib/leads";

export const metadata: Metadata = {
  title: "Overview",
  robots: { index: false, follow: false },
};

const breakdowns: Array<
  [key: "byFormType" | "byLandingPage" | "byReferrer" | "byCampaign" | "byCountry", title: string, column: string]
> = [
  ["byFormType", "By form", "Form"],
  ["byLandingPage", "By section where the visit began", "Section"],
  ["byReferrer", "By referrer", "Referrer"],
  ["byCampaign", "By campaign", "Campaign"],
  ["byCountry", "By country", "Country"],
];

/** What brings patients (docs/decisions/038): leads per day for 30 days, and where they came from, with the share that booked. */
export default async function OverviewPage() {
  await connection();
  await requirePermission("leads.read");
  const now = new Date();
  const { timeZone } = config();
  const since = overviewSince(now, timeZone);
  const [facts, bookings] = await Promise.all([
    (await leadStore()).leadFacts(since),
    (await bookingDesk()).counts(since, now),
  ]);
  const overview = buildOverview(facts, now, timeZone);

  return (
    <>
      <PageHeader eyebrow="Clinic" title="Overview">
        <p>
          The last {overviewDays} days in the clinic&apos;s time zone ({timeZone}): {overview.total}{" "}
          {overview.total === 1 ? "lead" : "leads"}, {overview.booked} of them booked (
          {bookedShare({ leads: overview.total, booked: overview.booked })}).
        </p>
      </PageHeader>
      <Container className="space-y-8 py-8 md:py-12">
        <NeedsAttention />
        <FailedPayments />
        <DayChart days={overview.days} />
        <Bookings counts={bookings} />
        <PageSpeed now={now} />
        <div className="grid gap-6 lg:grid-cols-2">
          {breakdowns.map(([key, title, column]) => (
            <Breakdown key={key} id={key} title={title} column={column} rows={overview[key]} />
          ))}
        </div>
        <p className="max-w-2xl text-sm text-muted">
          Booked counts every lead that reached booked, including those closed or marked not interested since. A visit
          is counted by the section of the site it began in, never by a condition&apos;s page, which would say something
          about the visitor&apos;s health; campaigns are the links&apos; utm_campaign.
        </p>
      </Container>
    </>
  );
}

function Breakdown({ id, title, column, rows }: { id: string; title: string; column: string; rows: Tally[] }) {
  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-2xl border border-line bg-white p-4 sm:p-6">
      <h2 id={`${id}-heading`} className="mb-3 text-2xl">
        {title}
      </h2>
      {rows.length ? (
        <table className="w-full border-collapse text-left text-sm" data-testid={id}>
          <thead>
            <tr>
              <th scope="col" className="py-2 pr-2 font-semibold text-ink">
                {column}
              </th>
              <th scope="col" className="px-2 py-2 text-right font-semibold text-ink">
                Leads
              </th>
              <th scope="col" className="px-2 py-2 text-right font-semibold text-ink">
                Booked
              </th>
              <th scope="col" className="py-2 pl-2 text-right font-semibold text-ink">
                Share booked
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} className="border-t border-line">
                <th scope="row" className="py-2 pr-2 font-normal break-all">
                  {row.label}
                </th>
                <td className="px-2 py-2 text-right tabular-nums">{row.leads}</td>
                <td className="px-2 py-2 text-right tabular-nums">{row.booked}</td>
                <td className="py-2 pl-2 text-right tabular-nums">{bookedShare(row)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="text-muted">No leads in these days.</p>
      )}
    </section>
  );
}

/** The online bookings of the same days (lib/booking/desk.ts counts): made, cancelled, and of the consultations due, attended and missed. */
function Bookings({ counts }: { counts: BookingCounts }) {
  const rows: Array<[string, number]> = [
    ["Bookings made", counts.booked],
    ["Cancellations", counts.cancelled],
    ["Attended", counts.attended],
    ["No-shows", counts.noShows],
  ];
  return (
    <section aria-labelledby="bookings-heading" className="rounded-2xl border border-line bg-white p-4 sm:p-6">
      <h2 id="bookings-heading" className="mb-3 text-2xl">
        Consultations booked online
      </h2>
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4" data-testid="booking-counts">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="text-sm text-muted">{label}</dt>
            <dd className="text-3xl tabular-nums text-ink">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-sm text-muted">
        Bookings and cancellations made in these days; attended and no-shows of the consultations due in them, as staff
        marked them in the{" "}
        <Link href="/inbox/agenda" className="link-brand">
          agenda
        </Link>
        .
      </p>
    </section>
  );
}
