import { countryByIso } from "../countries";
import type { LeadFact } from "../store/types";
import { clinicDay, daysStartBound, lastDays } from "./clinic-day";

/**
 * The overview (docs/decisions/038): leads per clinic day for the last 30 days, and where the
 * leads of those days came from, each with how many reached booked. One pure function over
 * the store's facts, so the page and its tests count the same way.
 */
export type Tally = { key: string; label: string; leads: number; booked: number };
export type Overview = {
  days: Array<{ day: string; leads: number }>;
  total: number;
  booked: number;
  byFormType: Tally[];
  byLandingPage: Tally[];
  byReferrer: Tally[];
  byCampaign: Tally[];
  byCountry: Tally[];
};

export const overviewDays = 30;

/** The instant to ask the store from, for the days an overview at `now` covers. */
export const overviewSince = (now: Date, timeZone: string, days = overviewDays) =>
  daysStartBound(lastDays(now, timeZone, days)[0]!);

const none = "(none)";

/**
 * The section of the site a visit began in: the first part of its path ("/consultations", "/blogs", "/").
 * Never the whole address: a condition's page says something about the visitor's health, which the
 * consent does not cover for counting (decision 063). The query's UTM parameters are counted as campaigns.
 */
export function landingKey(value: string): string {
  const text = value.trim();
  if (!text) return none;
  let path: string;
  try {
    path = new URL(text, "https://site.invalid").pathname;
  } catch {
    return none;
  }
  const section = path.split("/").find(Boolean);
  return section ? `/${section}` : "/";
}

/** A referrer's site: "www.instagram.com". */
export function referrerKey(value: string): string {
  if (!value.trim()) return none;
  try {
    return new URL(value).host || value;
  } catch {
    return value.trim();
  }
}

function tally(facts: LeadFact[], key: (fact: LeadFact) => string, label: (key: string) => string = (k) => k): Tally[] {
  const counts = new Map<string, Tally>();
  for (const fact of facts) {
    const k = key(fact);
    const entry = counts.get(k) ?? { key: k, label: label(k), leads: 0, booked: 0 };
    entry.leads++;
    if (fact.bookedAt) entry.booked++;
    counts.set(k, entry);
  }
  // Most leads first; ties in a fixed order, so the page and its tests agree.
  return [...counts.values()].sort((a, b) => b.leads - a.leads || a.key.localeCompare(b.key));
}

export function buildOverview(facts: LeadFact[], now: Date, timeZone: string, dayCount = overviewDays): Overview {
  const days = lastDays(now, timeZone, dayCount);
  const perDay = new Map(days.map((day) => [day, 0]));
  const inRange: LeadFact[] = [];
  for (const fact of facts) {
    const day = clinicDay(new Date(fact.receivedAt), timeZone);
    if (!perDay.has(day)) continue;
    perDay.set(day, perDay.get(day)! + 1);
    inRange.push(fact);
  }
  return {
    days: days.map((day) => ({ day, leads: perDay.get(day)! })),
    total: inRange.length,
    booked: inRange.filter((f) => f.bookedAt).length,
    byFormType: tally(inRange, (f) => f.formType),
    byLandingPage: tally(inRange, (f) => landingKey(f.landingPage)),
    byReferrer: tally(inRange, (f) => referrerKey(f.referrer)),
    byCampaign: tally(inRange, (f) => f.utmCampaign.trim() || none),
    byCountry: tally(
      inRange,
      (f) => f.country.trim() || none,
      (k) => countryByIso(k)?.name ?? k,
    ),
  };
}

/** "40%": the share of leads that reached booked, rounded; a dash when there were none. */
export const bookedShare = ({ leads, booked }: { leads: number; booked: number }) =>
  leads ? `${Math.round((booked / leads) * 100)}%` : "–";
