// Makes the heading font the site ships: Fraunces (from its npm package) cut down to the
// characters headings use and one weight, 600. The full variable font is 36 KB; this file
// is about 13 KB, and every first visit downloads it (decision 022).
// The same cut as TrueType draws the share cards (app/share), whose renderer reads no WOFF2.
// Usage: npm run fonts   (the results, app/fonts/fraunces-600-latin.woff2 and .ttf, are committed)
import { readFileSync, writeFileSync } from "node:fs";
import subsetFont from "subset-font";

const source = "node_modules/@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2";
const target = "app/fonts/fraunces-600-latin";

/**
 * Headings are short English phrases: printable ASCII, typographic quotes and dashes, the
 * rupee and euro signs and the accented letters of borrowed words. Anything else in a heading
 * is drawn by the fallback, glyph by glyph. Latin-1 in full would add about 5 KB to every page.
 */
export const characters =
  Array.from({ length: 0x7e - 0x20 + 1 }, (_, i) => String.fromCodePoint(0x20 + i)).join("") +
  "‘’“”–—…•·×°₹€" +
  "áàâäçéèêëíìîïñóòôöúùûüÁÀÂÄÇÉÈÊËÍÎÏÑÓÔÖÚÙÛÜ";

for (const [format, extension] of [
  ["woff2", "woff2"],
  ["truetype", "ttf"],
]) {
  const font = await subsetFont(readFileSync(source), characters, {
    targetFormat: format,
    variationAxes: { wght: 600 },
  });
  writeFileSync(`${target}.${extension}`, font);
  console.log(
    `${target}.${extension}: ${(font.length / 1024).toFixed(1)} KB (from ${(readFileSync(source).length / 1024).toFixed(1)} KB)`,
  );
}
