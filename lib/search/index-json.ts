import "server-only";
import { createHash } from "node:crypto";
import type MiniSearch from "minisearch";
import { searchDocuments } from "./documents";
import { createIndex, loadIndex, type SearchDocument } from "./engine";

/**
 * The index, made once per server process from the content, as JSON (what
 * app/search-index/[version] serves to the browser, prerendered at build) and loaded from
 * that same JSON for the server-rendered /search page, so both search one index.
 */
let json: string | undefined;
let served: MiniSearch<SearchDocument> | undefined;
let version: string | undefined;

export function searchIndexJson(): string {
  return (json ??= JSON.stringify(createIndex(searchDocuments())));
}

export function serverSearchIndex(): MiniSearch<SearchDocument> {
  return (served ??= loadIndex(searchIndexJson()));
}

/** A short hash of the index: its address changes whenever the content does, so browsers may keep it for good. */
export function searchIndexVersion(): string {
  return (version ??= createHash("sha256").update(searchIndexJson()).digest("hex").slice(0, 12));
}

export const searchIndexPath = () => `/search-index/${searchIndexVersion()}`;
