import { herbCautions, type HerbCaution } from "@/content/herb-cautions";
import type { Herb } from "./schema";

/** A herb with the cautions its formula's parts pass on, and every name a page may call it by. */
export type ResolvedHerb = Herb & {
  /** Its own cautions and its parts', in the order of content/herb-cautions.ts. */
  allCautions: HerbCaution[];
  /** Itself and every herb in it, however deep: listing it covers a mention of any of them. */
  covers: string[];
  /** Every name that counts as naming it: name, English and Latin names, other names. */
  names: string[];
};

const cautionOrder = Object.keys(herbCautions) as HerbCaution[];

/** "Commiphora wightii (Commiphora mukul)" and "amla, Indian gooseberry" are two names each. */
const splitNames = (value: string | undefined) =>
  (value ?? "")
    .split(/[(),]/)
    .map((name) => name.trim())
    .filter((name) => name.length >= 3);

/** Resolves every herb's parts; throws naming the herb when a part is unknown or a formula contains itself. */
export function resolveHerbs(herbs: Herb[]): Map<string, ResolvedHerb> {
  const byId = new Map(herbs.map((h) => [h.id, h]));
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const h of herbs) {
    if (seen.has(h.id)) problems.push(`content/herbs.ts: duplicate herb id "${h.id}"`);
    seen.add(h.id);
    for (const part of h.parts)
      if (!byId.has(part)) problems.push(`content/herbs.ts: "${h.id}" names unknown part "${part}"`);
  }
  if (problems.length) throw new Error(`Herb list is inconsistent:\n  ${problems.join("\n  ")}`);

  const covered = (id: string, path: string[] = []): string[] => {
    if (path.includes(id))
      throw new Error(`content/herbs.ts: "${path[0]}" contains itself through ${[...path, id].join(" > ")}`);
    const herb = byId.get(id)!;
    return [id, ...herb.parts.flatMap((part) => covered(part, [...path, id]))];
  };

  const resolved = new Map(
    herbs.map((h) => {
      const covers = [...new Set(covered(h.id))];
      const cautions = new Set(covers.flatMap((id) => byId.get(id)!.cautions));
      const names = [...new Set([h.name, ...splitNames(h.english), ...splitNames(h.latin), ...h.named])];
      return [h.id, { ...h, covers, allCautions: cautionOrder.filter((c) => cautions.has(c)), names }];
    }),
  );
  // Every entry either warns or says why it need not (docs/content-standard.md): silence is never a verdict.
  for (const herb of resolved.values()) {
    if (!herb.allCautions.length && !herb.noCaution)
      problems.push(
        `content/herbs.ts: "${herb.id}" has no caution; give it one, or say in noCaution why it needs none`,
      );
    if (herb.allCautions.length && herb.noCaution)
      problems.push(`content/herbs.ts: "${herb.id}" has cautions and a noCaution; keep one`);
  }
  if (problems.length) throw new Error(`Herb list is inconsistent:\n  ${problems.join("\n  ")}`);
  return resolved;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/\s+/g, "\\s+");

/** The ids of the herbs whose names `text` mentions, as whole words in any case. */
export function herbsNamedIn(text: string, herbs: Map<string, ResolvedHerb>): string[] {
  const found: string[] = [];
  for (const herb of herbs.values()) {
    const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(?:${herb.names.map(escape).join("|")})(?![\\p{L}\\p{N}])`, "iu");
    if (pattern.test(text)) found.push(herb.id);
  }
  return found;
}

/**
 * The herbs with cautions that `text` names but that `listed` does not cover: a page must list
 * these, or its readers would not see the cautions. Herbs without cautions may go unlisted.
 */
export function unlistedCautionedHerbs(
  text: string,
  listed: string[],
  herbs: Map<string, ResolvedHerb>,
): ResolvedHerb[] {
  const covered = new Set(listed.flatMap((id) => herbs.get(id)?.covers ?? []));
  return herbsNamedIn(text, herbs)
    .map((id) => herbs.get(id)!)
    .filter((herb) => herb.allCautions.length > 0 && !covered.has(herb.id));
}

/** Turns Markdown into the words a reader sees, so link targets and markup never count as naming a herb. */
export const readableText = (markdown: string) => markdown.replace(/\]\([^)]*\)/g, "]").replace(/[#*_>`[\]]/g, " ");
