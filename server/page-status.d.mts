// Types for page-status.mjs, which server.mjs runs as it is, unbundled.
import type { ServerResponse } from "node:http";

export function replacePageStatus(
  res: ServerResponse,
  choose: (res: ServerResponse, html: boolean) => number | undefined,
): void;
