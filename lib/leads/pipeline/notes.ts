/** Notes are for the clinic's follow-up, not for case files: a few paragraphs at most. */
export const maxNoteLength = 2_000;
