import { doshaQuestions, doshas } from "@/content/dosha";
import { staticPages } from "@/lib/static-pages";
import { answerLetters } from "./score";

/** Where the result for a set of answers is rendered. */
export const resultPathname = `${staticPages.doshaAssessment.href}/result`;

/** A question as the browser needs it: plain data, its answers as [letter, text] in the order Vata, Pitta, Kapha. */
export type QuizQuestion = { id: string; topic: string; question: string; answers: [letter: string, text: string][] };

export function quizQuestions(): QuizQuestion[] {
  return doshaQuestions.map((q) => ({
    id: q.id,
    topic: q.topic,
    question: q.question,
    answers: doshas.map((d) => [answerLetters[d], q.answers[d]]),
  }));
}
