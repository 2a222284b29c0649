/**
 * Which inline scripts each prerendered page may run (docs/decisions/051). The build hashes the
 * inline scripts of every page it prepares (scripts/first-paint.mjs) into one file beside the
 * build; server.mjs reads it at start and names a page's hashes in that page's
 * Content-Security-Policy, so only the scripts the build wrote run, however a page was altered
 * on the way (an injected <script> has no hash in the list).
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join, sep } from "node:path";

/** The file in the build's directory (.next) that holds the hashes. */
export const manifestName = "csp-script-hashes.json";

/** A <script> element with no src: its attributes and its text, exactly as the browser hashes it. */
const inlineScript = /<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/gi;
/** Types a browser runs; anything else (JSON-LD, the search index) is data, which CSP does not govern. */
const runnable = /^(?:|text\/javascript|application\/javascript|module)$/i;

/** The CSP source ('sha256-…') that allows an inline script with exactly this text. */
export const scriptHash = (text) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

/** The CSP sources of every inline script of a page, in order, each once. */
export function inlineScriptHashes(html) {
  const hashes = new Set();
  for (const [, attributes, text] of html.matchAll(inlineScript)) {
    const type = /\stype=(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attributes);
    if (runnable.test((type?.[1] ?? type?.[2] ?? type?.[3] ?? "").trim())) hashes.add(scriptHash(text));
  }
  return [...hashes];
}

/**
 * The address a prerendered page answers, from its file's path under .next/server/app:
 * `index.html` is `/`, `consultations/piles.html` is `/consultations/piles`; route groups such
 * as `(site)` are not part of an address.
 */
export function pagePath(relativeFile) {
  const segments = relativeFile
    .replace(/\.html$/, "")
    .split(sep === "\\" ? /[\\/]/ : "/")
    .filter((segment) => !/^\(.*\)$/.test(segment));
  const path = `/${segments.join("/")}`;
  return path === "/index" ? "/" : path;
}

/**
 * The hashes the build recorded, by address, if they belong to the build in `distDir`; else an
 * empty map and the reason (a build made with `next build` alone, or the file of an older build).
 */
export function loadPageScripts(distDir) {
  try {
    const buildId = readFileSync(join(distDir, "BUILD_ID"), "utf8").trim();
    const manifest = JSON.parse(readFileSync(join(distDir, manifestName), "utf8"));
    if (manifest.buildId !== buildId) return { pages: new Map(), problem: `${manifestName} is from another build` };
    return { pages: new Map(Object.entries(manifest.pages)) };
  } catch (error) {
    return { pages: new Map(), problem: `${manifestName} could not be read (${error.code ?? error.message})` };
  }
}
