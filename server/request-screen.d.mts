// Types for request-screen.mjs, which server.mjs runs as it is, unbundled.
import type { IncomingHttpHeaders, IncomingMessage } from "node:http";

export type Answer = { status: number; reason: string; message: string; headers?: Record<string, string> };

export const actionBodyLimit: number;
export function actionBodyLimitFor(path: string | undefined): number;
export const maxArguments: number;
export const maxNesting: number;
export function screenTarget(method: string | undefined, target: string): Answer | undefined;
export function screenMethod(method: string | undefined, path: string): Answer | undefined;
export function screenSite(method: string | undefined, headers: IncomingHttpHeaders): Answer | undefined;
export function isPossibleServerAction(method: string | undefined, path: string, headers: IncomingHttpHeaders): boolean;
export function screenActionHeaders(headers: IncomingHttpHeaders, limit?: number): Answer | undefined;
export function readBody(req: IncomingMessage, limit?: number): Promise<Buffer | "too-large">;
export function jsonDepth(text: string): number;
export function argumentsProblem(text: string): string | undefined;
export function screenActionBody(headers: IncomingHttpHeaders, body: Buffer): Promise<Answer | undefined>;
export function screenServerAction(
  req: IncomingMessage,
): Promise<{ refused: Answer; body?: never } | { body: Buffer; refused?: never }>;
export function replayRequest(req: IncomingMessage, body: Buffer): IncomingMessage;
