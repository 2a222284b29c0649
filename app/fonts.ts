import localFont from "next/font/local";

/**
 * The heading font: Fraunces cut to one weight and Western European characters (npm run fonts).
 * Preloaded, so it usually arrives with the stylesheet. `optional`: a font that arrives after the
 * first paint is kept for the next page instead of swapped in. The fallback's metrics are matched
 * through Times New Roman, which Android and Linux do not have, so a late swap there moved the
 * headings and everything below them (CLS up to 0.194 on a condition page; decision 054).
 * Body text uses the platform's sans and downloads nothing.
 */
export const fraunces = localFont({
  src: "./fonts/fraunces-600-latin.woff2",
  variable: "--font-fraunces",
  weight: "600",
  display: "optional",
  preload: true,
  fallback: ["Georgia", "serif"],
  adjustFontFallback: "Times New Roman",
});
