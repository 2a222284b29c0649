import { CLSThresholds, INPThresholds, LCPThresholds } from "web-vitals";
import { config } from "@/lib/config";
import { leadStore } from "@/lib/leads";
import { shownMetrics, vitalsDays, vitalsService, vitalsSince, type TemplateRow } from "@/lib/vitals";
import { ScrollRegion } from "./scroll-region";

/** Google's Core Web Vitals thresholds, as the web-vitals library defines them: at most "good", above "poor". */
const thresholds = { LCP: LCPThresholds, INP: INPThresholds, CLS: CLSThresholds };
const unit = {
  LCP: (v: number) => `${(v / 1000).toFixed(1)} s`,
  INP: (v: number) => `${Math.round(v)} ms`,
  CLS: (v: number) => v.toFixed(2),
};
const verdict = (metric: keyof typeof thresholds, value: number) =>
  value <= thresholds[metric][0] ? "good" : value <= thresholds[metric][1] ? "needs improvement" : "poor";

/**
 * The overview's page speed section (docs/decisions/080): per page template over the last 28 days,
 * the views real visitors' browsers reported, the requests (leads) sent from pages of the
 * template and how many booked, and the 75th percentile of LCP, INP and CLS beside the thresholds.
 */
export async function PageSpeed({ now }: { now: Date }) {
  const facts = await (await leadStore()).leadFacts(vitalsSince(now, config().timeZone));
  const rows = await vitalsService().overview(facts.map((f) => ({ pageUrl: f.pageUrl, booked: f.bookedAt !== null })));
  return (
    <section aria-labelledby="page-speed-heading" className="rounded-2xl border border-line bg-white p-4 sm:p-6">
      <h2 id="page-speed-heading" className="mb-3 text-2xl">
        Pages and their speed for visitors
      </h2>
      {rows.length ? <SpeedTable rows={rows} /> : <p className="text-muted">No page views reported in these days.</p>}
      <p className="mt-3 max-w-3xl text-sm text-muted">
        The last {vitalsDays} days. Views are the pages visitors&apos; browsers showed (not robots), whether a visit
        began there or reached it by the site&apos;s links, counted by template, never by a condition&apos;s page; one
        address counts a page once in half an hour, and every address the site does not have counts as (other). Requests
        are the leads sent from pages of the template, and conversion is requests per view. Speed is the 75th percentile
        of what visitors&apos; browsers measured. Thresholds (Core Web Vitals): LCP good at most{" "}
        {unit.LCP(LCPThresholds[0])}, poor above {unit.LCP(LCPThresholds[1])}; INP good at most{" "}
        {unit.INP(INPThresholds[0])}, poor above {unit.INP(INPThresholds[1])}; CLS good at most{" "}
        {unit.CLS(CLSThresholds[0])}, poor above {unit.CLS(CLSThresholds[1])}.
      </p>
    </section>
  );
}

function SpeedTable({ rows }: { rows: TemplateRow[] }) {
  return (
    // Wider than a phone: it scrolls sideways, and a keyboard can scroll it once focused.
    <ScrollRegion label="Page speed by template">
      <table className="w-full border-collapse text-left text-sm" data-testid="page-speed">
        <thead>
          <tr>
            {["Page template", "Views", "Requests", "Bookings", "Conversion", "p75 LCP", "p75 INP", "p75 CLS"].map(
              (title, i) => (
                <th
                  key={title}
                  scope="col"
                  className={i ? "px-2 py-2 text-right font-semibold text-ink" : "py-2 pr-2 font-semibold text-ink"}
                >
                  {title}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.template} className="border-t border-line">
              <th scope="row" className="py-2 pr-2 font-normal break-all">
                {row.template}
              </th>
              <td className="px-2 py-2 text-right tabular-nums">{row.views}</td>
              <td className="px-2 py-2 text-right tabular-nums">{row.requests}</td>
              <td className="px-2 py-2 text-right tabular-nums">{row.bookings}</td>
              <td className="px-2 py-2 text-right tabular-nums">
                {row.conversion === undefined ? "–" : `${(row.conversion * 100).toFixed(1)}%`}
              </td>
              {shownMetrics.map((metric) => {
                const { value, samples } = row.p75[metric];
                return (
                  <td key={metric} className="px-2 py-2 text-right tabular-nums" data-metric={metric}>
                    {value === undefined ? (
                      "–"
                    ) : (
                      <>
                        {unit[metric](value)}{" "}
                        <span className="block text-xs text-muted">
                          {verdict(metric, value)}, {samples} {samples === 1 ? "view" : "views"}
                        </span>
                      </>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
