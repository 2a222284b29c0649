/**
 * Text a visitor typed must never run as a formula in the clinic's spreadsheets: a cell that
 * starts with =, +, -, @, a tab or a line break is a formula to Excel, LibreOffice or Google
 * Sheets (OWASP "CSV injection"), and so is one that starts with the fullwidth forms of those
 * signs (＝, ＋, －, ＠), which spreadsheets fold to the plain ones, or that hides the sign behind
 * invisible zero-width characters. Such a cell gets a leading apostrophe, which every one of them
 * reads as "this is text" and does not show. The CSV export and the spreadsheet forwarding
 * both use this one rule. Invisible means any Unicode format character (category Cf): zero-width
 * spaces and joiners, the byte order mark, and the direction marks and overrides (U+200E, U+200F,
 * U+202A-U+202E, U+2066-U+2069), which spreadsheets skip just the same.
 */
const formulaStart = /^\p{Cf}*[=+\-@\t\r\n\uFF1D\uFF0B\uFF0D\uFF20]/u;

/** @public The catalogue's checks may ask this of content; kept exported though nothing imports it yet (knip skips @public). */
export const isFormulaLike = (value: string) => formulaStart.test(value);

/** The value, with a leading apostrophe if a spreadsheet would take it for a formula. */
export const neutraliseFormula = (value: string) => (formulaStart.test(value) ? `'${value}` : value);
