// Types for first-paint-page.mjs, which server.mjs imports as it is.
import type { IncomingMessage, ServerResponse } from "node:http";

export function stylesheetReader(distDir: string): (href: string) => string | undefined;
export function withoutStylesheetPreloads(header: string | string[] | number | undefined): string | undefined;
export function firstPaintPage(
  res: ServerResponse,
  options: { cssOf: (href: string) => string | undefined; deferScripts?: (req: IncomingMessage) => boolean },
): void;
