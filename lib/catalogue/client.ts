/** What of the catalogue the browser may load: the slugs the filters and links share. */
export { slugify } from "./slug";
