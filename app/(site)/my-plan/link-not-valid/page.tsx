/**
 * A wrong plan link's page as a prerendered document: server.mjs sends it, with status 404, in
 * place of the blank document Next.js renders when the plan page calls notFound()
 * (server/not-found-documents.mjs, decision 073), so the message shows without JavaScript.
 */
export { default, metadata } from "../not-found";
