// Types for page-scripts.mjs, which server.mjs and scripts/first-paint.mjs run as it is, unbundled.
export const manifestName: string;
export function scriptHash(text: string): string;
export function inlineScriptHashes(html: string): string[];
export function pagePath(relativeFile: string): string;
export function loadPageScripts(distDir: string): { pages: Map<string, string[]>; problem?: string };
