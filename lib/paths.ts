/** Paths that client code needs without importing the catalogue. */
export const bookConsultationPath = "/book-consultation";

/** Where the consultation pages live: the fixed pages list it, and the catalogue builds its pages under it. */
export const consultationsPath = "/consultations";
