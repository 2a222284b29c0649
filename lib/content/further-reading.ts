import { z } from "zod";

/**
 * Public bodies whose pages an article may list under "Further reading" (docs/content-standard.md):
 * health services and agencies, never shops, clinics, blogs or news. A host matches itself and
 * its subdomains.
 */
const authoritativeHosts = [
  "nhs.uk",
  "medlineplus.gov",
  "nih.gov",
  "cdc.gov",
  "fda.gov",
  "who.int",
  "nice.org.uk",
  "healthdirect.gov.au",
  "canada.ca",
  "cancer.gov",
  "health.gov",
  "womenshealth.gov",
  "cdph.ca.gov",
  "health.qld.gov.au",
] as const;

const isAuthoritative = (address: string) => {
  const host = new URL(address).hostname;
  return authoritativeHosts.some((allowed) => host === allowed || host.endsWith(`.${allowed}`));
};

/** One page a reader may go on to: an address someone on the team opened and read. */
export const furtherReadingSchema = z
  .array(
    z.object({
      title: z.string().min(3),
      publisher: z.string().min(2),
      url: z.url({ protocol: /^https$/ }).refine(isAuthoritative, "must be a page of a public health body (lib/content/further-reading.ts)"),
    }),
  )
  .max(4)
  .default([]);

export type FurtherReading = z.output<typeof furtherReadingSchema>;
