import { doshas, type Dosha } from "@/content/dosha";

/**
 * The dosha self-assessment's scoring: one pure function from the answers to the three
 * proportions and what the mix is called. The browser shows the same result the server
 * computes, and a lead's scores are always recomputed from its answers on the server.
 */

export type Answers = readonly Dosha[];

export type Constitution =
  | { kind: "single"; doshas: [Dosha] }
  | { kind: "dual"; doshas: [Dosha, Dosha] }
  | { kind: "balanced"; doshas: [Dosha, Dosha, Dosha] };

export type DoshaScore = {
  counts: Record<Dosha, number>;
  /** Whole percentages that add up to exactly 100. */
  percents: Record<Dosha, number>;
  /** Strongest first; equal counts in the classical order Vata, Pitta, Kapha. */
  ranked: [Dosha, Dosha, Dosha];
  constitution: Constitution;
};

/** One letter per answer, in question order: "vpkk...". The result's shareable address holds only this. */
export const answerLetters: Record<Dosha, string> = { vata: "v", pitta: "p", kapha: "k" };
const byLetter = new Map(doshas.map((d) => [answerLetters[d], d]));

export const encodeAnswers = (answers: Answers) => answers.map((d) => answerLetters[d]).join("");

/** The answers in `code`, or undefined unless it holds exactly `count` valid letters. */
export function decodeAnswers(code: string, count: number): Dosha[] | undefined {
  if (code.length !== count) return undefined;
  const answers = [...code].map((letter) => byLetter.get(letter));
  return answers.every((a): a is Dosha => a !== undefined) ? answers : undefined;
}

/**
 * Two doshas count as "close" when they are within 15% of the questions of each other (2 of
 * 15): a difference of one or two answers says more about a single question's wording than
 * about the person.
 */
const closeShare = 0.15;

export function scoreAnswers(answers: Answers): DoshaScore {
  if (answers.length === 0) throw new Error("scoreAnswers needs at least one answer");
  const counts: Record<Dosha, number> = { vata: 0, pitta: 0, kapha: 0 };
  for (const answer of answers) counts[answer] += 1;
  const total = answers.length;
  const ranked = [...doshas].sort((a, b) => counts[b] - counts[a]) as [Dosha, Dosha, Dosha];
  const close = Math.max(1, Math.floor(total * closeShare));
  const [first, second, third] = ranked;
  const constitution: Constitution =
    counts[first] - counts[third] <= close
      ? { kind: "balanced", doshas: ranked }
      : counts[first] - counts[second] <= close
        ? { kind: "dual", doshas: [first, second] }
        : { kind: "single", doshas: [first] };
  return { counts, percents: percentages(counts, total), ranked, constitution };
}

/** Largest remainder: each share rounded down, then the points left go to the largest remainders. */
function percentages(counts: Record<Dosha, number>, total: number): Record<Dosha, number> {
  const exact = doshas.map((d) => ({ d, value: (counts[d] * 100) / total }));
  const result = Object.fromEntries(exact.map(({ d, value }) => [d, Math.floor(value)])) as Record<Dosha, number>;
  let left = 100 - doshas.reduce((sum, d) => sum + result[d], 0);
  for (const { d } of [...exact].sort((a, b) => b.value - Math.floor(b.value) - (a.value - Math.floor(a.value)))) {
    if (left-- <= 0) break;
    result[d] += 1;
  }
  return result;
}

const capital = (d: Dosha) => d.charAt(0).toUpperCase() + d.slice(1);

/** "Vata", "Pitta-Kapha" (strongest first), or "Balanced (Vata-Pitta-Kapha)". */
export function constitutionName(constitution: Constitution): string {
  const names = constitution.doshas.map(capital).join("-");
  return constitution.kind === "balanced" ? `Balanced (${names})` : names;
}
