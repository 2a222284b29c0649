/** A lead's own page in the inbox: the desk's pages, its e-mails and the spreadsheet link to it. */
export const leadPath = (id: string) => `/inbox/leads/${encodeURIComponent(id)}`;
