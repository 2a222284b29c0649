// Types for not-found-documents.mjs, which server.mjs runs as it is, unbundled.
import type { IncomingMessage, ServerResponse } from "node:http";

export function notFoundPage(path: string, status?: 404 | 403): string | undefined;
export function loadNotFoundDocuments(distDir: string): Map<string, Buffer>;
export function wholeNotFound(req: IncomingMessage, res: ServerResponse, loaded: Map<string, Buffer>): void;
