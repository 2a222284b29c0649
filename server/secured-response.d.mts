// Types for secured-response.mjs, which server.mjs runs as it is, unbundled.
import type { IncomingMessage, ServerResponse } from "node:http";

export function giveNonce(req: IncomingMessage): string;
export function securedResponse(options: {
  pageScripts: (path: string) => string[] | undefined;
  siteScripts?: readonly string[];
  onUnknownPage?: (path: string) => void;
}): typeof ServerResponse<IncomingMessage> &
  (new (
    req: IncomingMessage,
  ) => ServerResponse<IncomingMessage> & { scriptNonce?: string; documentPage?: string; pageScriptHashes?: string[] });
