/**
 * A wrong confirmation or manage link's page as a prerendered document: server.mjs sends it, with
 * status 404, in place of the blank document Next.js renders when those pages call notFound()
 * (server/not-found-documents.mjs), so the message shows without JavaScript.
 */
export { default, metadata } from "../not-found";
