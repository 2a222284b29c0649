// Types for html.mjs, which Node runs as it is after the build.
export function inlineStylesheets(html: string, cssOf: (href: string) => string): string;
export function rebaseUrls(css: string, href: string): string;
export function deferFrameworkScripts(html: string): string;
export function deferredScripts(html: string): string[];
export function bootstrapEnd(html: string): number;
export function deferRequestScripts(html: string): string;
