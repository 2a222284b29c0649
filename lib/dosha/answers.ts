import { doshaProfiles, doshaQuestions, type Dosha } from "@/content/dosha";
import { resultPathname } from "./quiz";
import { answerLetters, constitutionName, decodeAnswers, encodeAnswers, scoreAnswers } from "./score";

/**
 * The assessment's answers as they travel: in the result's address (`?a=vpk...`, one letter
 * per question, nothing else), in the form posted without JavaScript (one field per
 * question, named by its id), and in a lead. Server and browser read them the same way.
 */

type Params = URLSearchParams | Record<string, string | string[] | undefined>;

const first = (params: Params, key: string) => {
  const value = params instanceof URLSearchParams ? params.get(key) : params[key];
  return (Array.isArray(value) ? value[0] : value) ?? undefined;
};

const letterToDosha = new Map(Object.entries(answerLetters).map(([dosha, letter]) => [letter, dosha as Dosha]));

export type ReadAnswers =
  /** Every question answered. */
  | { complete: true; answers: Dosha[]; code: string }
  /** What was chosen so far, by question id, and which questions are still open. */
  | { complete: false; chosen: Record<string, Dosha>; missing: string[] };

/** The answers in an address: the compact `a` code, or one field per question as the plain form sends them. */
export function readAnswers(params: Params): ReadAnswers {
  const code = first(params, "a");
  const decoded = code ? decodeAnswers(code, doshaQuestions.length) : undefined;
  if (decoded) return { complete: true, answers: decoded, code: encodeAnswers(decoded) };
  const chosen: Record<string, Dosha> = {};
  for (const q of doshaQuestions) {
    const dosha = letterToDosha.get(first(params, q.id) ?? "");
    if (dosha) chosen[q.id] = dosha;
  }
  const missing = doshaQuestions.filter((q) => !chosen[q.id]).map((q) => q.id);
  if (missing.length) return { complete: false, chosen, missing };
  const answers = doshaQuestions.map((q) => chosen[q.id]!);
  return { complete: true, answers, code: encodeAnswers(answers) };
}

export const resultPath = (code: string) => `${resultPathname}?a=${code}`;

/**
 * What a "Dosha Assessment" lead carries for the clinic, recomputed from the answers alone
 * (a score the browser sends is never trusted): undefined when the code is not a complete set.
 */
export type DoshaLeadDetails = {
  doshaConstitution: string;
  doshaScores: string;
  doshaAnswers: string;
  doshaCode: string;
};

export function doshaLeadDetails(code: string): DoshaLeadDetails | undefined {
  const answers = decodeAnswers(code, doshaQuestions.length);
  if (!answers) return undefined;
  const score = scoreAnswers(answers);
  const total = answers.length;
  return {
    doshaConstitution: constitutionName(score.constitution),
    doshaScores: score.ranked
      .map((d) => `${doshaProfiles[d].name} ${score.counts[d]}/${total} (${score.percents[d]}%)`)
      .join(", "),
    doshaAnswers: doshaQuestions
      .map((q, i) => `${q.topic}: ${q.answers[answers[i]!]} (${doshaProfiles[answers[i]!].name})`)
      .join(" | "),
    doshaCode: encodeAnswers(answers),
  };
}
