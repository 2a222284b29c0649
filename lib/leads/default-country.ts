import { zonesByCountry } from "./country-zones";
import { countryByIso } from "./countries";
import { fallbackCountry } from "./fallback-country";

/**
 * The country every phone field starts on, from one rule for every form (docs/booking.md, The
 * phone's country): the visitor's time zone first (where they are), then the region of their
 * preferred languages ("en-GB": GB; where they are from, or only how they write), then the
 * United States, the clinic's largest market. The visitor may always choose another.
 */

let countryOfZone: Map<string, string> | undefined;

function zoneCountry(timeZone: string): string | undefined {
  countryOfZone ??= new Map(
    Object.entries(zonesByCountry).flatMap(([iso, zones]) =>
      zones
        .trim()
        .split(/\s+/)
        .map((zone): [string, string] => [zone, iso]),
    ),
  );
  return countryOfZone.get(timeZone);
}

/** "en-GB" → "GB"; a language without a region, or one the country list lacks, gives nothing. */
function languageCountry(language: string): string | undefined {
  try {
    const region = new Intl.Locale(language).region;
    return region && countryByIso(region) ? region : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The country a phone field starts on for a visitor in `timeZone` (an IANA zone, when known)
 * with these preferred `languages` (the browser's navigator.languages, or the languages of the
 * Accept-Language header in order), from the country list.
 */
export function defaultCountry({
  timeZone,
  languages = [],
}: {
  timeZone?: string;
  languages?: readonly string[];
}): string {
  const fromZone = timeZone ? zoneCountry(timeZone) : undefined;
  if (fromZone) return fromZone;
  for (const language of languages) {
    const fromLanguage = languageCountry(language);
    if (fromLanguage) return fromLanguage;
  }
  return fallbackCountry;
}

/** The languages of an Accept-Language header, most preferred first ("en-GB,en;q=0.8" → ["en-GB", "en"]). */
export function acceptedLanguages(header: string | null | undefined): string[] {
  if (!header) return [];
  return header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((l) => l.tag && l.tag !== "*" && l.q > 0 && /^[A-Za-z]{1,8}(-[A-Za-z0-9]{1,8})*$/.test(l.tag))
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((l) => l.tag);
}
