/** The look of every text input and select on the site, so forms and filters match. */
export const controlClass =
  "block min-h-11 rounded-lg border border-line bg-white px-3 py-2 text-base text-ink placeholder:text-muted/80 aria-[invalid=true]:border-danger disabled:bg-cream";
