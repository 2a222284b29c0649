import { withQuery, type SearchParams } from "@/lib/filters/query";
import { sortedUnique } from "@/lib/utils";

/** The fields of a doctor that a search looks at. */
type Searchable = { name: string; specialization: string; location: string };

/** What a visitor searches the doctors page by; also its query string (?q=&specialization=&location=). */
export type DoctorQuery = { q: string; specialization: string; location: string };

export const emptyDoctorQuery: DoctorQuery = { q: "", specialization: "", location: "" };

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? "";

/** Folds case and accents, so "priya", "PRIYA" and "Príya" all find Dr. Priya Sharma. */
const fold = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().replace(/\s+/g, " ").trim();

export function doctorFacets(doctors: Searchable[]) {
  return {
    specializations: sortedUnique(doctors.map((d) => d.specialization)),
    locations: sortedUnique(doctors.map((d) => d.location)),
  };
}

/**
 * Reads the query from the URL. A specialisation or location the site does not have is
 * dropped rather than showing an empty list for a mistyped link.
 */
export function parseDoctorQuery(params: SearchParams, facets: ReturnType<typeof doctorFacets>): DoctorQuery {
  const specialization = first(params.specialization);
  const location = first(params.location);
  return {
    q: first(params.q).slice(0, 100),
    specialization: facets.specializations.includes(specialization) ? specialization : "",
    location: facets.locations.includes(location) ? location : "",
  };
}

/** Name or specialisation contains every word typed, in any order; "Dr." is not needed. */
export function matchesDoctorQuery(doctor: Searchable, query: DoctorQuery) {
  if (query.specialization && doctor.specialization !== query.specialization) return false;
  if (query.location && doctor.location !== query.location) return false;
  const haystack = fold(`${doctor.name} ${doctor.specialization}`);
  return fold(query.q)
    .replace(/^dr\.?(\s|$)/, "")
    .split(" ")
    .every((word) => haystack.includes(word));
}

export const isFiltered = (query: DoctorQuery) => Boolean(query.q.trim() || query.specialization || query.location);

/** The doctors page's address for a query, with empty fields left out. */
export function doctorQueryHref(query: DoctorQuery, path = "/doctors") {
  const params = new URLSearchParams();
  if (query.q.trim()) params.set("q", query.q.trim());
  if (query.specialization) params.set("specialization", query.specialization);
  if (query.location) params.set("location", query.location);
  return withQuery(path, params.toString());
}
