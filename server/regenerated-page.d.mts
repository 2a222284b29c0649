// Types for regenerated-page.mjs, which server.mjs imports as it is.
import type { ServerResponse } from "node:http";

export function regeneratedPage(
  res: ServerResponse,
  options: { cssOf: (href: string) => string | undefined; recorded: (path: string) => string[] | undefined },
): void;
