import { round, seeded } from "./random";
import { el, svgDocument } from "./svg";

export type Tint = { deep: string; soft: string };
export type BotanicalVariant = "hero" | "card";

/** The brand's own greens, for pictures that belong to no category (the home page). */
export const brandTint: Tint = { deep: "#055630", soft: "#f1f5de" };

/** The drawing's own size: heroes are wide, cards 2:1; both are cropped to fit with object-fit. */
export const botanicalSize = { hero: { width: 1200, height: 700 }, card: { width: 1200, height: 600 } } as const;

/** A leaf pointing up from (0,0), `length` long and `width` wide. */
const leaf = (length: number, width: number) =>
  `M0 0C${round(width)} ${round(-length * 0.3)} ${round(width * 0.6)} ${round(-length * 0.85)} 0 ${round(-length)}C${round(-width * 0.6)} ${round(-length * 0.85)} ${round(-width)} ${round(-length * 0.3)} 0 0Z`;

/**
 * Original botanical artwork drawn from a seed and a category tint: a sun disc, a few
 * stems with leaves and scattered seeds, as an SVG document. The same seed draws the
 * same picture on every build.
 */
export function drawBotanical(seed: string, tint: Tint, variant: BotanicalVariant = "hero"): string {
  const rand = seeded(seed);
  const { width: w, height: h } = botanicalSize[variant];
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
  const seeds = Array.from({ length: 14 }, () => ({
    cx: round(rand() * w),
    cy: round(rand() * h),
    r: round(3 + rand() * 7),
  }));
  const sun = {
    cx: round(w * (0.7 + rand() * 0.15)),
    cy: round(h * (0.25 + rand() * 0.15)),
    r: round(h * (0.22 + rand() * 0.08)),
  };

  const body = [
    el("rect", { width: w, height: h, fill: tint.soft }),
    el("circle", { ...sun, fill: tint.deep, opacity: 0.12 }),
    el("circle", { cx: sun.cx, cy: sun.cy, r: round(sun.r * 0.62), fill: tint.deep, opacity: 0.1 }),
    ...seeds.map((s) => el("circle", { ...s, fill: tint.deep, opacity: 0.18 })),
    ...stems.map((stem) =>
      el(
        "g",
        { opacity: stem.opacity },
        el("path", {
          d: `M${stem.x} ${h}Q${round(stem.x + stem.sway * 0.3)} ${round(h - stem.height * 0.5)} ${round(stem.x + stem.sway)} ${round(h - stem.height)}`,
          stroke: tint.deep,
          "stroke-width": 5,
          fill: "none",
          "stroke-linecap": "round",
        }) +
          stem.leaves
            .map((l, j) =>
              el("path", {
                d: leaf(l.length, l.width),
                transform: `translate(${l.x} ${l.y}) rotate(${l.angle})`,
                fill: tint.deep,
                opacity: j % 2 ? 0.75 : 0.9,
              }),
            )
            .join(""),
      ),
    ),
  ].join("");
  return svgDocument(w, h, body, { preserveAspectRatio: "xMidYMid slice" });
}
