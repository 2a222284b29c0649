import MiniSearch, { type Options, type SearchOptions } from "minisearch";
import { processTerm, tokenize } from "./normalize";
import { synonyms } from "./synonyms";

/**
 * The site search's one engine, for the server-rendered /search page and for the results that
 * appear as a visitor types (decision 028). The index is MiniSearch's, made at build from
 * lib/search/documents.ts and sent to the browser as JSON (app/search-index); both sides load
 * it with these options and ask it through `searchIndex`, so they rank alike.
 */

export type ResultKind = "condition" | "category" | "page" | "product" | "article" | "faq" | "tool" | "policy";

/** One thing the search can find: a page, a product on the page that suggests it, or an FAQ answer. */
export type SearchDocument = {
  /** Unique: the page's path, or "product:<id>", "faq:<anchor>". */
  id: string;
  kind: ResultKind;
  title: string;
  href: string;
  /** One or two sentences shown under the title. */
  summary: string;
  /** Where it belongs, shown beside the kind: a category's name, a blog category. */
  context?: string;
  /** Searched, not shown: front-matter keywords, other names, tags. */
  keywords?: string;
  /** Searched, not shown: the page's headings and opening text. */
  body?: string;
  /** A product's "ask your doctor before taking it if ..." lines (docs/content-standard.md, Products). */
  cautions?: string[];
  /** The herb ids whose cautions those lines are, as the product cards mark them. */
  cautionsFor?: string;
};

const storeFields = ["kind", "title", "href", "summary", "context", "cautions", "cautionsFor"] as const;
export type SearchHit = Pick<SearchDocument, (typeof storeFields)[number]> & { id: string; score: number };

const indexOptions: Options<SearchDocument> = {
  idField: "id",
  fields: ["title", "keywords", "summary", "body"],
  storeFields: [...storeFields],
  tokenize,
  processTerm,
};

/** A title that names the concern outranks a page that mentions it in passing. */
const fieldBoost = { title: 6, keywords: 3, summary: 2, body: 1 };

/** Pages about a concern first; a product, an FAQ answer or a policy only when it matches better. */
const kindBoost: Record<ResultKind, number> = {
  condition: 1.25,
  page: 1.15,
  category: 1.1,
  tool: 1.1,
  article: 0.9,
  product: 0.85,
  faq: 0.8,
  policy: 0.75,
};

/**
 * Typos: one wrong letter from five letters on, two (or two swapped) from eight. Shorter words must be right
 * ("bp" is not "bed"). Prefixes let results appear while a word is still being typed.
 */
const typing: SearchOptions = {
  fuzzy: (term) => (term.length >= 8 ? 2 : term.length >= 5 ? 1 : false),
  prefix: (term) => term.length >= 3,
  weights: { fuzzy: 0.45, prefix: 0.55 },
};

export function createIndex(documents: readonly SearchDocument[]): MiniSearch<SearchDocument> {
  const index = new MiniSearch<SearchDocument>(indexOptions);
  index.addAll(documents);
  return index;
}

export function loadIndex(json: string): MiniSearch<SearchDocument> {
  return MiniSearch.loadJSON<SearchDocument>(json, indexOptions);
}

/**
 * The synonyms a query calls for (lib/search/synonyms.ts): each entry whose phrase appears in
 * it as whole words, longest phrase first, a word used by one phrase only ("uric acid" is
 * gout, not acid reflux).
 */
function expandQuery(query: string): string[] {
  const words = tokenize(query).flatMap((w) => processTerm(w) ?? []);
  const matches: { start: number; length: number; means: string }[] = [];
  for (const entry of synonyms) {
    for (const phrase of entry.when) {
      const parts = tokenize(phrase).flatMap((w) => processTerm(w) ?? []);
      if (!parts.length) continue;
      for (let start = 0; start + parts.length <= words.length; start++) {
        if (parts.every((p, i) => words[start + i] === p))
          matches.push({ start, length: parts.length, means: entry.means });
      }
    }
  }
  matches.sort((a, b) => b.length - a.length);
  const used = new Set<number>();
  const means = new Set<string>();
  for (const m of matches) {
    const span = Array.from({ length: m.length }, (_, i) => m.start + i);
    if (span.some((i) => used.has(i))) continue;
    span.forEach((i) => used.add(i));
    means.add(m.means);
  }
  return [...means];
}

/** Results scoring under this share of the best one are left out. */
const relevantShare = 0.08;

/** The best matches for what the visitor typed, best first. */
export function searchIndex(index: MiniSearch<SearchDocument>, query: string, limit = 20): SearchHit[] {
  const typed = query.trim().slice(0, 200);
  if (!tokenize(typed).some((w) => processTerm(w))) return [];
  const results = index.search(
    {
      combineWith: "OR",
      queries: [{ ...typing, queries: [typed] }, ...expandQuery(typed).map((means) => ({ queries: [means] }))],
    },
    {
      boost: fieldBoost,
      boostDocument: (_id, _term, stored) => kindBoost[(stored?.kind as ResultKind | undefined) ?? "page"] ?? 1,
    },
  );
  // A word shared in passing ("high" of "high blood pressure") is not a match worth listing.
  const floor = (results[0]?.score ?? 0) * relevantShare;
  return results
    .filter((r) => r.score >= floor)
    .slice(0, limit)
    .map((r) => ({
      id: String(r.id),
      score: r.score,
      kind: r.kind as ResultKind,
      title: r.title as string,
      href: r.href as string,
      summary: r.summary as string,
      context: r.context as string | undefined,
      cautions: r.cautions as string[] | undefined,
      cautionsFor: r.cautionsFor as string | undefined,
    }));
}

/** What each kind of result is called on the results list. */
export const kindLabels: Record<ResultKind, string> = {
  condition: "Health concern",
  category: "Category",
  page: "Consultation",
  product: "Product",
  article: "Blog article",
  faq: "FAQ",
  tool: "Self-assessment",
  policy: "Policy",
};
