import localFont from "next/font/local";

/**
 * The heading font: Fraunces cut to one weight and Western European characters (npm run fonts).
 * Preloaded, so it usually arrives with the stylesheet; until then headings are drawn in a
 * fallback whose metrics Next.js matches to Fraunces, so nothing moves when it swaps in
 * (decision 022). Body text uses the platform's sans and downloads nothing.
 */
export const fraunces = localFont({
  src: "./fonts/fraunces-600-latin.woff2",
  variable: "--font-fraunces",
  weight: "600",
  display: "swap",
  preload: true,
  fallback: ["Georgia", "serif"],
  adjustFontFallback: "Times New Roman",
});
