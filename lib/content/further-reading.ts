import { z } from "zod";

/**
 * The publishers whose pages an article may list under "Further reading" (docs/content-standard.md):
 * public health services and agencies, public hospitals and professional medical bodies' patient
 * pages, never shops, clinics, blogs or news. Each is named by its site's canonical host, so one
 * page is never written two ways (`www.` or bare).
 *
 * `mainstream` marks the medical publishers whose page may stand as an article's source about its
 * own condition (`about: condition`). NCCIH reports on herbs and complementary practice: welcome
 * beside a mainstream page, never instead of one.
 */
export const furtherReadingPublishers = [
  { host: "www.nhs.uk", name: "NHS", mainstream: true },
  { host: "medlineplus.gov", name: "MedlinePlus", mainstream: true },
  { host: "www.niddk.nih.gov", name: "NIDDK", mainstream: true },
  { host: "www.nhlbi.nih.gov", name: "NHLBI", mainstream: true },
  { host: "www.niams.nih.gov", name: "NIAMS", mainstream: true },
  { host: "www.nimh.nih.gov", name: "NIMH", mainstream: true },
  { host: "www.nia.nih.gov", name: "NIA", mainstream: true },
  { host: "www.nichd.nih.gov", name: "NICHD", mainstream: true },
  { host: "www.cdc.gov", name: "CDC", mainstream: true },
  { host: "www.nice.org.uk", name: "NICE", mainstream: true },
  { host: "www.who.int", name: "WHO", mainstream: true },
  { host: "www.healthdirect.gov.au", name: "healthdirect", mainstream: true },
  { host: "www1.health.gov.au", name: "Australian Government Department of Health", mainstream: true },
  { host: "www.rch.org.au", name: "The Royal Children's Hospital Melbourne", mainstream: true },
  { host: "www.allergy.org.au", name: "ASCIA", mainstream: true },
  { host: "www.healthymale.org.au", name: "Healthy Male", mainstream: true },
  { host: "familydoctor.org", name: "familydoctor.org", mainstream: true },
  // Public health services of the same standing (docs/content-standard.md): an NHS Wales service, an NHS
  // Scotland health board's referral guidelines, and the US Department of Agriculture's dietary guidance.
  { host: "111.wales.nhs.uk", name: "NHS 111 Wales", mainstream: true },
  { host: "apps.nhslothian.scot", name: "NHS Lothian", mainstream: true },
  { host: "www.myplate.gov", name: "MyPlate (U.S. Department of Agriculture)", mainstream: true },
  // Where no health service writes about a condition: a peer-reviewed review on the NIH's own archive, and the
  // Merck Manual's consumer version, a physician-written reference kept since 1899 (docs/content-standard.md).
  { host: "pmc.ncbi.nlm.nih.gov", name: "PubMed Central (peer-reviewed review)", mainstream: true },
  { host: "www.merckmanuals.com", name: "Merck Manual, Consumer Version", mainstream: true },
  { host: "www.nccih.nih.gov", name: "NCCIH", mainstream: false },
  { host: "newsinhealth.nih.gov", name: "NIH News in Health", mainstream: false },
  { host: "www.fda.gov", name: "FDA", mainstream: false },
] as const;

export type FurtherReadingPublisher = (typeof furtherReadingPublishers)[number];

export const publisherOf = (host: string): FurtherReadingPublisher | undefined =>
  furtherReadingPublishers.find((p) => p.host === host);

const bare = (host: string) => host.replace(/^www\d*\./, "");

/**
 * What is wrong with an address a reader would follow, or undefined: it must be https, on a listed
 * publisher's canonical host, and carry no query (`?nav=govd` and the like track the reader, and
 * the pages listed are addressed by their path) and no fragment.
 */
export function addressProblem(address: string): string | undefined {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return "is not an address";
  }
  if (url.protocol !== "https:") return "must start with https://";
  if (!publisherOf(url.hostname)) {
    const canonical = furtherReadingPublishers.find((p) => bare(p.host) === bare(url.hostname));
    return canonical
      ? `write the host as ${canonical.host}, not ${url.hostname}`
      : `${url.hostname} is not a listed publisher (lib/content/further-reading.ts)`;
  }
  if (url.search) return `remove the query "${url.search}": addresses carry no tracking or other parameters`;
  if (url.hash) return `remove the fragment "${url.hash}"`;
  return undefined;
}

/** One page a reader may go on to: an address someone on the team opened and read. */
export const furtherReadingSchema = z
  .array(
    z.object({
      title: z.string().min(3),
      publisher: z.string().min(2),
      url: z.string().superRefine((address, ctx) => {
        const problem = addressProblem(address);
        if (problem) ctx.addIssue({ code: "custom", message: `${address} ${problem}` });
      }),
      /** Marks a mainstream medical page about the article's own condition (lib/catalogue/further-reading.ts). */
      about: z.literal("condition").optional(),
    }),
  )
  .max(4)
  .default([]);

export type FurtherReading = z.output<typeof furtherReadingSchema>;
