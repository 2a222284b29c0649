/**
 * Leads per day as server-rendered SVG bars: no JavaScript, readable as a picture with its
 * summary as the accessible name, and the same numbers in a table below for anyone who
 * cannot see it (docs/decisions/038).
 */
const width = 720;
const height = 200;
const top = 16;
const bottom = 28;

const dayLabel = (day: string) =>
  new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", timeZone: "UTC" }).format(
    new Date(`${day}T00:00:00Z`),
  );

export function DayChart({ days }: { days: Array<{ day: string; leads: number }> }) {
  const max = Math.max(1, ...days.map((d) => d.leads));
  const slot = width / days.length;
  const bar = Math.max(2, slot * 0.7);
  const scale = (height - top - bottom) / max;
  const total = days.reduce((sum, d) => sum + d.leads, 0);
  const busiest = days.reduce((best, d) => (d.leads > best.leads ? d : best), days[0] ?? { day: "", leads: 0 });
  const summary = `Leads per day from ${dayLabel(days[0]?.day ?? "")} to ${dayLabel(days.at(-1)?.day ?? "")}: ${total} in all${
    busiest.leads ? `, most on ${dayLabel(busiest.day)} (${busiest.leads})` : ""
  }.`;

  return (
    <section aria-labelledby="chart-heading" className="rounded-2xl border border-line bg-white p-4 sm:p-6">
      <h2 id="chart-heading" className="mb-1 text-2xl">
        Leads per day
      </h2>
      <p className="mb-3 text-sm" id="chart-summary">
        {summary}
      </p>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-labelledby="chart-summary"
        className="h-auto w-full"
        data-testid="day-chart"
      >
        <line x1={0} x2={width} y1={height - bottom} y2={height - bottom} className="stroke-line" strokeWidth={1} />
        <text x={0} y={top - 4} className="fill-muted text-[11px]">
          {max}
        </text>
        {days.map((d, i) => {
          const h = d.leads * scale;
          const x = i * slot + (slot - bar) / 2;
          return (
            <g key={d.day}>
              <rect
                x={x}
                y={height - bottom - h}
                width={bar}
                height={h}
                className="fill-brand"
                data-day={d.day}
                data-leads={d.leads}
              >
                <title>{`${dayLabel(d.day)}: ${d.leads}`}</title>
              </rect>
              {i % 5 === 0 || i === days.length - 1 ? (
                <text
                  x={i === 0 ? x : i === days.length - 1 ? x + bar : x + bar / 2}
                  y={height - 8}
                  textAnchor={i === 0 ? "start" : i === days.length - 1 ? "end" : "middle"}
                  className="fill-muted text-[11px]"
                >
                  {dayLabel(d.day)}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      <details className="mt-3">
        <summary className="inline-flex min-h-11 cursor-pointer items-center link-brand">
          The numbers, day by day
        </summary>
        <table className="mt-2 w-full max-w-sm border-collapse text-left text-sm" data-testid="day-table">
          <caption className="sr-only">Leads per day</caption>
          <thead>
            <tr>
              <th scope="col" className="py-1 pr-2 font-semibold text-ink">
                Day
              </th>
              <th scope="col" className="py-1 text-right font-semibold text-ink">
                Leads
              </th>
            </tr>
          </thead>
          <tbody>
            {days.map((d) => (
              <tr key={d.day} className="border-t border-line">
                <th scope="row" className="py-1 pr-2 font-normal">
                  <time dateTime={d.day}>{dayLabel(d.day)}</time>
                </th>
                <td className="py-1 text-right tabular-nums">{d.leads}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </section>
  );
}
