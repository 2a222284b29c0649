// Types for security-headers.mjs, which server.mjs runs as it is, unbundled.
export type Header = { key: string; value: string };

export function contentSecurityPolicy(options?: {
  scripts?: readonly string[];
  dev?: boolean;
  formTargets?: readonly string[];
}): string;
export function paymentFormTargets(stripeApiUrl: string | undefined): string[];
export const frameworkFiles: string;
export const noSniffHeader: Header;
export const documentHeaders: readonly Header[];
export const hstsHeader: Header;
export function cameOverHttps(forwardedProto: string | string[] | undefined | null): boolean;
