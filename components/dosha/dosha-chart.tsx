import { doshaProfiles, doshas, type Dosha } from "@/content/dosha";
import type { DoshaScore } from "@/lib/dosha/score";

const barColour: Record<Dosha, string> = { vata: "fill-muted", pitta: "fill-saffron", kapha: "fill-brand" };

/**
 * The three proportions as bars, drawn on the server. The numbers are the chart's text: a
 * list of names and percentages that reads the same without the bars, and the bars are SVG
 * with their width as an attribute, so no script or inline style is involved.
 */
export function DoshaChart({ score, total }: { score: DoshaScore; total: number }) {
  return (
    <figure className="rounded-2xl border border-line bg-white p-5 md:p-6">
      <figcaption className="font-semibold text-ink">Your answers, by dosha</figcaption>
      <dl className="mt-4 space-y-4">
        {doshas.map((dosha) => (
          <div key={dosha} data-dosha={dosha} className="grid grid-cols-[1fr_auto] items-baseline gap-x-4">
            <dt className="font-serif text-lg text-ink">{doshaProfiles[dosha].name}</dt>
            <dd className="text-sm">
              <span className="text-lg font-semibold text-ink">{score.percents[dosha]}%</span> ({score.counts[dosha]} of{" "}
              {total} answers)
            </dd>
            <dd aria-hidden className="col-span-2 mt-1.5">
              <svg
                viewBox="0 0 100 4"
                preserveAspectRatio="none"
                className="block h-3 w-full overflow-hidden rounded-full"
              >
                <rect width="100" height="4" className="fill-cream-deep" />
                <rect width={score.percents[dosha]} height="4" className={barColour[dosha]} />
              </svg>
            </dd>
          </div>
        ))}
      </dl>
    </figure>
  );
}
