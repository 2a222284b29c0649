// Types for limited-pages.mjs, which server.mjs runs as it is, unbundled.
import type { IncomingMessage, ServerResponse } from "node:http";

export function limitedPageStatus(req: IncomingMessage, res: ServerResponse): void;
