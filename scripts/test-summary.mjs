// Adds up the unit and browser test results into one closing line.
import { readFileSync } from "node:fs";

const [vitestFile, playwrightFile] = process.argv.slice(2);
const vitest = JSON.parse(readFileSync(vitestFile, "utf8"));
const playwright = JSON.parse(readFileSync(playwrightFile, "utf8"));

const passed = vitest.numPassedTests + playwright.stats.expected + playwright.stats.flaky;
const failed = vitest.numFailedTests + playwright.stats.unexpected;
const skipped = vitest.numPendingTests + vitest.numTodoTests + playwright.stats.skipped;

console.log(
  `\nunit: ${vitest.numPassedTests} passed; browser: ${playwright.stats.expected + playwright.stats.flaky} passed (${playwright.stats.flaky} flaky)`,
);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
process.exit(failed ? 1 : 0);
