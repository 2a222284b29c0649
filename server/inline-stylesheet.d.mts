// Types for inline-stylesheet.mjs, which server.mjs imports as it is.
import type { ServerResponse } from "node:http";

export function stylesheetReader(distDir: string): (href: string) => string | undefined;
export function withoutStylesheetPreloads(header: string | string[] | number | undefined): string | undefined;
export function inlinePageStylesheet(res: ServerResponse, cssOf: (href: string) => string | undefined): void;
