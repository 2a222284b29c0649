/**
 * The country a phone field starts on before anything is known of the visitor: the United States,
 * the clinic's largest market. Its own module, so the forms' fields can name it without bringing
 * the zone-to-country table of default-country.ts into every page's scripts.
 */
export const fallbackCountry = "US";
