// Types for compress-responses.mjs, which server.mjs runs as it is, unbundled.
import type { IncomingMessage, ServerResponse } from "node:http";

export function acceptsBrotli(acceptEncoding: string | undefined): boolean;
export function isShared(response: {
  status: number;
  etag?: unknown;
  cacheControl?: unknown;
  contentType?: unknown;
  contentEncoding?: unknown;
}): boolean;
export function bodyKey(body: Buffer): string;
export function brotliBest(body: Buffer): Promise<Buffer>;
export class CompressedBodies {
  constructor(options?: { dir?: string; maxBytes?: number });
  get(key: string): Promise<Buffer | undefined>;
  add(key: string, body: Buffer): Promise<void>;
}
export function compressResponses(options?: {
  bodies?: CompressedBodies;
}): (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
