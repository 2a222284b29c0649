import { round, seeded } from "./random";

export type Tint = { deep: string; soft: string };

/** A leaf pointing up from (0,0), `length` long and `width` wide. */
const leaf = (length: number, width: number) =>
  `M0 0C${round(width)} ${round(-length * 0.3)} ${round(width * 0.6)} ${round(-length * 0.85)} 0 ${round(-length)}C${round(-width * 0.6)} ${round(-length * 0.85)} ${round(-width)} ${round(-length * 0.3)} 0 0Z`;

/**
 * Original botanical artwork drawn from a seed and a category tint: a sun disc, a few
 * stems with leaves and scattered seeds. Decorative, so hidden from screen readers.
 */
export function Botanical({ seed, tint, className, variant = "hero" }: { seed: string; tint: Tint; className?: string; variant?: "hero" | "card" }) {
  const rand = seeded(seed);
  const w = 1200;
  const h = variant === "hero" ? 700 : 600;
  const stems = Array.from({ length: variant === "hero" ? 5 : 3 }, (_, i) => {
    const x = round(w * (0.45 + i * 0.12 + rand() * 0.06));
    const height = round(h * (0.55 + rand() * 0.35));
    const sway = round((rand() - 0.5) * 160);
    const leaves = Array.from({ length: 4 + Math.floor(rand() * 3) }, (_, j) => {
      const t = (j + 1) / 6;
      return {
        x: round(x + sway * t * t),
        y: round(h - height * t),
        angle: round((j % 2 ? 1 : -1) * (35 + rand() * 30)),
        length: round(90 + rand() * 80),
        width: round(28 + rand() * 22),
      };
    });
    return { x, height, sway, leaves, opacity: round(0.55 + rand() * 0.4) };
  });
  const seeds = Array.from({ length: 14 }, () => ({ cx: round(rand() * w), cy: round(rand() * h), r: round(3 + rand() * 7) }));
  const sun = { cx: round(w * (0.7 + rand() * 0.15)), cy: round(h * (0.25 + rand() * 0.15)), r: round(h * (0.22 + rand() * 0.08)) };

  return (
    <svg aria-hidden viewBox={`0 0 ${w} ${h}`} preserveAspectRatio="xMidYMid slice" className={className} focusable="false">
      <rect width={w} height={h} fill={tint.soft} />
      <circle {...sun} fill={tint.deep} opacity={0.12} />
      <circle cx={sun.cx} cy={sun.cy} r={round(sun.r * 0.62)} fill={tint.deep} opacity={0.1} />
      {seeds.map((s, i) => (
        <circle key={i} {...s} fill={tint.deep} opacity={0.18} />
      ))}
      {stems.map((stem, i) => (
        <g key={i} opacity={stem.opacity}>
          <path
            d={`M${stem.x} ${h}Q${round(stem.x + stem.sway * 0.3)} ${round(h - stem.height * 0.5)} ${round(stem.x + stem.sway)} ${round(h - stem.height)}`}
            stroke={tint.deep}
            strokeWidth={5}
            fill="none"
            strokeLinecap="round"
          />
          {stem.leaves.map((l, j) => (
            <path key={j} d={leaf(l.length, l.width)} transform={`translate(${l.x} ${l.y}) rotate(${l.angle})`} fill={tint.deep} opacity={j % 2 ? 0.75 : 0.9} />
          ))}
        </g>
      ))}
    </svg>
  );
}
