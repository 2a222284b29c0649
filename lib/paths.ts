/** Paths that client code needs without importing the catalogue. */
export const bookConsultationPath = "/book-consultation";
