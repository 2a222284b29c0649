import { notHerbs } from "@/content/herbs";
import { readableText, unlistedCautionedHerbs, type ResolvedHerb } from "./herbs";

/**
 * Names an article gives in the shape of a herb or a formula, so that every one of them can be held
 * to content/herbs.ts, where its cautions live (docs/content-standard.md, "Herbs"). A herb the list
 * does not know has no caution to show, and nothing else would notice it.
 * - The content standard's form for a herb, **Name** (botanical or English name): "**Pashanbheda**
 *   (Bergenia ligulata)"; a bold "A, B and C (…)" gives three names, "A with B (…)" two.
 * - A botanical name in brackets, alone or beside others: "(gotu kola, Centella asiatica)".
 * - A classical formula by its kind: "Panchatikta Ghrita", "Avipattikar Churna", "**Neelibhringadi oil**".
 */
export function herbLikeNames(markdown: string): string[] {
  const names: string[] = [];
  for (const [, bold] of markdown.matchAll(/\*\*([^*]+?)\*\*\s*\(/g)) {
    // A bold sentence ("**Never combine … medicines** (such as …)") is a warning, not a name.
    if (bold!.split(/\s+/).length <= 4) names.push(...bold!.split(/,\s*|\s+(?:and|or|with)\s+/));
  }
  for (const [, inside] of markdown.matchAll(/\(([^()]*)\)/g)) {
    names.push(...inside!.split(/,\s*/).filter((item) => /^[A-Z][a-z]{2,} [a-z]{3,}$/.test(item.trim())));
  }
  for (const [formula] of markdown.matchAll(
    /\b(?:[A-Z][a-z]+[ -])+(?:Vati|Ghrita|Ghritam|Churna|Guggulu|Kwath|Kashayam|Arishta|Asava|Bhasma|Taila|Tailam|Avaleha)\b/g,
  )) {
    names.push(formula);
  }
  for (const [, oil] of markdown.matchAll(/\*\*([A-Z][\p{L}-]* oil)\*\*/gu)) names.push(oil!);
  return [...new Set(names.map((name) => name.trim().replace(/\s+/g, " ")).filter(Boolean))];
}

const key = (name: string) => name.toLowerCase().replace(/\s+/g, " ");

/**
 * The herb-like names of `markdown` that are neither a name of an entry of content/herbs.ts nor
 * marked there as not a herb (`notHerbs`: doshas, therapies, tissues, medical terms set out in the same form).
 */
function unknownHerbNames(
  markdown: string,
  herbs: Map<string, ResolvedHerb>,
  notHerbNames: readonly string[],
): string[] {
  const known = new Set([...[...herbs.values()].flatMap((herb) => herb.names), ...notHerbNames].map(key));
  return herbLikeNames(markdown).filter((name) => !known.has(key(name)));
}

/**
 * Every herb a page lists exists, every herb-like name in its Markdown is an entry of the herb list (or
 * marked as no herb), and every herb with cautions it names is listed, so its cautions show.
 */
export function herbProblems(markdown: string, listed: string[], herbs: Map<string, ResolvedHerb>): string[] {
  const errors = listed.filter((id) => !herbs.has(id)).map((id) => `unknown herb "${id}" (content/herbs.ts)`);
  for (const name of unknownHerbNames(markdown, herbs, notHerbs)) {
    errors.push(
      `names "${name}" as a herb or formula, but content/herbs.ts has no entry of that name, so no caution can show: add it with its cautions, or to notHerbs there if it is no herb`,
    );
  }
  for (const herb of unlistedCautionedHerbs(readableText(markdown), listed, herbs)) {
    errors.push(`names ${herb.name}, which carries cautions, but does not list "${herb.id}" under herbs`);
  }
  return errors;
}
