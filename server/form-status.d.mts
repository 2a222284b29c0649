// Types for form-status.mjs, which server.mjs runs as it is, unbundled.
import type { IncomingMessage, ServerResponse } from "node:http";

export function formStatus(req: IncomingMessage, res: ServerResponse): void;
