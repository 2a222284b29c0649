"use client";

import { useEffect, useRef, useState } from "react";
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { formValues } from "@/components/ui/form-values";
import { useHydrated } from "@/components/ui/use-hydrated";
import type { QuizQuestion } from "@/lib/dosha/quiz";
import { cn } from "@/lib/utils";

const chooseMessage = "Please choose the answer that fits you best.";

/**
 * The dosha self-assessment's questions. Before JavaScript (and without it) they are one
 * GET form to the result page, every question on the page. Once hydrated the same form
 * shows one question at a time, with its progress, Back and Next; the last step opens the
 * result's address, which holds the answers and nothing else.
 */
export function DoshaQuiz({
  questions,
  action,
  chosen = {},
  missing = [],
}: {
  questions: QuizQuestion[];
  /** The result page's path. */
  action: string;
  /** Answers already given, by question id (a form sent back incomplete). */
  chosen?: Record<string, string>;
  /** Questions the server found unanswered. */
  missing?: string[];
}) {
  const hydrated = useHydrated();
  const router = useRouter();
  const [answers, setAnswers] = useState<Record<string, string>>(chosen);
  const [step, setStep] = useState(() =>
    Math.max(0, missing.length ? questions.findIndex((q) => q.id === missing[0]) : 0),
  );
  const [unanswered, setUnanswered] = useState(false);
  const [moved, setMoved] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => {
    // Answers chosen before the page hydrated are in the form, not yet in the state: start after them.
    if (!form.current) return;
    const given = formValues(form.current);
    const open = questions.findIndex((q) => !given[q.id]);
    setAnswers(given);
    if (!missing.length && open > 0) setStep(open);
    // Once, when the page has hydrated.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    // After Back or Next, the keyboard and the screen reader start at the new question.
    if (moved) heading.current?.focus();
  }, [step, moved]);

  const current = questions[step]!;
  const last = step === questions.length - 1;

  const go = (to: number) => {
    setUnanswered(false);
    setMoved(true);
    setStep(to);
  };

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    if (!hydrated) return;
    event.preventDefault();
    if (!answers[current.id]) {
      setUnanswered(true);
      return;
    }
    if (!last) {
      go(step + 1);
      return;
    }
    const open = questions.findIndex((q) => !answers[q.id]);
    if (open >= 0) {
      go(open);
      setUnanswered(true);
      return;
    }
    router.push(`${action}?a=${questions.map((q) => answers[q.id]).join("")}`);
  };

  return (
    <form ref={form} action={action} method="get" onSubmit={onSubmit} className="space-y-6">
      {hydrated ? (
        <div>
          <p className="flex justify-between text-sm font-medium text-ink" id="quiz-progress">
            <span>
              Question {step + 1} of {questions.length}
            </span>
            <span className="text-muted">{current.topic}</span>
          </p>
          <progress
            max={questions.length}
            value={step + 1}
            aria-labelledby="quiz-progress"
            className="mt-2 block h-2 w-full overflow-hidden rounded-full bg-line [&::-moz-progress-bar]:bg-brand [&::-webkit-progress-bar]:bg-line [&::-webkit-progress-value]:bg-brand"
          />
        </div>
      ) : null}
      {questions.map((q, index) => {
        const error = hydrated ? unanswered && index === step : missing.includes(q.id);
        return (
          // A radio cannot be invalid on its own; the group is (ARIA radiogroup), as in the lead forms.
          <fieldset
            key={q.id}
            role="radiogroup"
            hidden={hydrated && index !== step}
            aria-invalid={error || undefined}
            aria-describedby={error ? `${q.id}-error` : undefined}
            className="rounded-2xl border border-line bg-white p-5 md:p-6"
          >
            <legend className="contents">
              <h2 ref={index === step ? heading : undefined} tabIndex={-1} className="text-xl md:text-2xl">
                {hydrated ? null : <span className="text-muted">{index + 1}. </span>}
                {q.question}
              </h2>
            </legend>
            {error ? (
              <p id={`${q.id}-error`} className="mt-2 text-sm font-medium text-danger">
                {chooseMessage}
              </p>
            ) : null}
            <div className="mt-4 grid gap-3">
              {q.answers.map(([letter, text]) => (
                <label
                  key={letter}
                  className={cn(
                    "flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border border-line px-4 py-3 hover:border-brand has-[:checked]:border-brand has-[:checked]:bg-highlight-soft",
                  )}
                >
                  <input
                    type="radio"
                    name={q.id}
                    value={letter}
                    defaultChecked={chosen[q.id] === letter}
                    onChange={() => {
                      setAnswers((a) => ({ ...a, [q.id]: letter }));
                      setUnanswered(false);
                    }}
                    className="size-5 shrink-0 accent-brand"
                  />
                  <span>{text}</span>
                </label>
              ))}
            </div>
          </fieldset>
        );
      })}
      {hydrated ? (
        <div className="flex flex-wrap justify-between gap-3">
          <Button variant="secondary" disabled={step === 0} onClick={() => go(step - 1)}>
            Back
          </Button>
          <Button type="submit">{last ? "See my result" : "Next"}</Button>
        </div>
      ) : (
        <Button type="submit" size="lg">
          See my result
        </Button>
      )}
    </form>
  );
}
