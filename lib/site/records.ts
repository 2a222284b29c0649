import { z } from "zod";
import { clinicFacts, type ClinicFactKey } from "@/content/clinic-facts";

/**
 * The records the clinic edits in the desk (/inbox/site), each checked by its schema on every
 * save and on every read: the contact details, each claim of content/clinic-facts.ts, and the
 * home page's figures of content/stats.ts. What the store holds is JSON; nothing but these
 * shapes ever reaches a page.
 */

const oneLine = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .refine((value) => !/[\r\n\u0000]/.test(value), "must be one line");

const socialProfile = z
  .string()
  .trim()
  .refine(
    (value) => value === "" || value === "none" || z.url({ protocol: /^https$/ }).safeParse(value).success,
    "must be the profile's https:// address, none, or empty",
  );

/** The clinic's name and how a visitor reaches it: lib/config.ts's SITE_* variables until the desk saves them. */
export const contactSchema = z.object({
  name: oneLine(80).pipe(z.string().min(2, "must be the clinic's name")),
  phone: oneLine(40).refine((phone) => (phone.match(/\d/g)?.length ?? 0) >= 7, "must hold a phone number"),
  email: z.string().trim().max(200, "must be at most 200 characters").pipe(z.email("must be an e-mail address")),
  /** Digits only, country code first (wa.me); empty: no WhatsApp link anywhere. */
  whatsapp: z
    .string()
    .trim()
    .refine(
      (value) => value === "" || /^[1-9]\d{7,14}$/.test(value),
      "must be the number in international format, digits only, without + or spaces (919876543210), or empty",
    ),
  /** The full postal address; empty: the contact page names the city (once confirmed) or India. */
  address: oneLine(300).refine((value) => value === "" || value.length >= 10, "must be the full postal address"),
  /** The office's state, shown only beside the confirmed city. */
  region: oneLine(80),
  responseTime: oneLine(80).pipe(z.string().min(3, "must say how soon the team answers")),
  workingHours: oneLine(160),
  facebook: socialProfile,
  instagram: socialProfile,
  youtube: socialProfile,
  linkedin: socialProfile,
});
export type Contact = z.output<typeof contactSchema>;

export const socialNetworks = [
  ["facebook", "Facebook"],
  ["instagram", "Instagram"],
  ["youtube", "YouTube"],
  ["linkedin", "LinkedIn"],
] as const;

/** Who confirmed a claim or figure, when, and how the clinic knows it. */
const confirmationSchema = z.object({
  at: z.iso.datetime(),
  by: z.string().min(1),
  basis: z.string().min(1),
});
export type Confirmation = z.output<typeof confirmationSchema>;

/** The evidence note a confirmation must carry, as staff type it. */
export const basisSchema = oneLine(300).pipe(
  z
    .string()
    .min(20, 'must say how the clinic knows it, in at least 20 characters (e.g. "patient register, November 2026")'),
);

/** The claims whose value is a whole number (a count, a price in dollars, a number of days); the rest are wording. */
const countClaims = new Set<ClinicFactKey>([
  "countriesServed",
  "newClientsPerMonth",
  "completeHealingRegularPrice",
  "starterBoughtSeparately",
  "unopenedReturnDays",
]);

export const claimKeys = Object.keys(clinicFacts) as ClinicFactKey[];
export const isClaimKey = (key: string): key is ClinicFactKey => (claimKeys as string[]).includes(key);

/** The value of one claim as staff type it: a whole number for the counts and prices, else one line of wording. */
export function claimValueSchema(key: ClinicFactKey): z.ZodType<string | number, string> {
  return countClaims.has(key)
    ? z
        .string()
        .trim()
        .regex(/^\d{1,6}$/, "must be a whole number")
        .transform(Number)
        .pipe(z.number().int().positive("must be more than 0"))
    : oneLine(400).pipe(z.string().min(2, "must not be empty"));
}

export type Claim = { value: string | number; confirmed: Confirmation | null };

export const claimSchema = z.object({
  value: z.union([z.string(), z.number()]),
  confirmed: confirmationSchema.nullable(),
});

/** The home page's own figures; its "Countries" figure is the countriesServed claim. */
export const figureKeys = ["happyPatients", "products"] as const;
export type FigureKey = (typeof figureKeys)[number];
export const isFigureKey = (key: string): key is FigureKey => (figureKeys as readonly string[]).includes(key);

export const figureValueSchema = oneLine(20).pipe(
  z.string().regex(/^\d[\d,.]*\+?%?$/, "must be a figure such as 10,000+ (digits, commas, an optional +)"),
);
export const figureLabelSchema = oneLine(40).pipe(z.string().min(3, "must name what is counted"));

export const figureSchema = z.object({
  value: z.string(),
  label: z.string(),
  confirmed: confirmationSchema.nullable(),
});
export type Figure = z.output<typeof figureSchema>;

/** The store's key of each record: one row per record in site_facts. */
export const recordKey = {
  contact: "contact",
  claim: (key: ClinicFactKey) => `claim:${key}`,
  figure: (key: FigureKey) => `figure:${key}`,
} as const;
