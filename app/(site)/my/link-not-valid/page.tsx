/**
 * A wrong link to a patient's page as a prerendered document: server.mjs sends it, with status
 * 404, in place of the blank document Next.js renders when the page calls notFound()
 * (server/not-found-documents.mjs, decision 073), so the message shows without JavaScript.
 */
export { default, metadata } from "../not-found";
