import type { Metadata } from "next";

/**
 * The inbox's not-allowed page as a prerendered document: server.mjs sends it, with status 403, in
 * place of the blank document Next.js renders when an inbox page calls forbidden()
 * (server/not-found-documents.mjs), so the message shows without JavaScript.
 */
export { default } from "../forbidden";

export const metadata: Metadata = { title: "Not allowed", robots: { index: false, follow: false } };
