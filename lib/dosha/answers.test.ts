import { describe, expect, it } from "vitest";
import { doshaDisclaimer, doshaProfiles, doshaQuestions, doshas, mixedConstitution } from "@/content/dosha";
import { catalogue } from "@/lib/catalogue";
import { herbsNamedIn } from "@/lib/catalogue/herbs";
import { forbiddenPhrases } from "@/lib/catalogue/article-schema";
import { doshaLeadDetails, readAnswers } from "./answers";

const everyAnswer = "vpkvpkvpkvpkvpk";

describe("the assessment's content (content/dosha.ts)", () => {
  it("asks 12 to 20 questions with distinct ids, each with one answer per dosha", () => {
    expect(doshaQuestions.length).toBeGreaterThanOrEqual(12);
    expect(doshaQuestions.length).toBeLessThanOrEqual(20);
    expect(new Set(doshaQuestions.map((q) => q.id)).size).toBe(doshaQuestions.length);
    for (const q of doshaQuestions) {
      expect(q.id).toMatch(/^[a-z]+$/);
      // "a" is the result address's own field.
      expect(q.id).not.toBe("a");
      expect(new Set(doshas.map((d) => q.answers[d])).size, q.id).toBe(3);
    }
  });

  it("promises nothing and names no herb whose cautions it would have to show (docs/content-standard.md)", () => {
    const text = [
      ...doshaQuestions.flatMap((q) => [q.question, ...Object.values(q.answers)]),
      ...Object.values(doshaProfiles).flatMap((p) => [p.elements, ...p.meaning, ...p.diet, ...p.routine]),
      mixedConstitution.dual,
      mixedConstitution.balanced,
      ...doshaDisclaimer,
    ].join("\n");
    for (const phrase of forbiddenPhrases) expect(text).not.toMatch(phrase);
    const cautioned = herbsNamedIn(text, catalogue.herbs).filter((id) => catalogue.herb(id)!.allCautions.length > 0);
    expect(cautioned).toEqual([]);
    expect(doshaDisclaimer.join(" ")).toMatch(/not a diagnosis/);
  });
});

describe("readAnswers", () => {
  it("reads the short address", () => {
    expect(readAnswers({ a: everyAnswer })).toMatchObject({ complete: true, code: everyAnswer });
    expect(readAnswers(new URLSearchParams({ a: everyAnswer }))).toMatchObject({ complete: true, code: everyAnswer });
  });

  it("reads the plain form's fields, one per question, into the same code", () => {
    const fields = Object.fromEntries(doshaQuestions.map((q, i) => [q.id, everyAnswer[i]!]));
    expect(readAnswers(fields)).toMatchObject({ complete: true, code: everyAnswer });
  });

  it("says which questions are open and keeps the others", () => {
    const [first, second] = doshaQuestions;
    const read = readAnswers({ [first!.id]: "k", [second!.id]: "x" });
    expect(read.complete).toBe(false);
    if (read.complete) return;
    expect(read.chosen).toEqual({ [first!.id]: "kapha" });
    expect(read.missing).toHaveLength(doshaQuestions.length - 1);
    expect(read.missing[0]).toBe(second!.id);
  });

  it("treats a broken short address as no answers", () => {
    expect(readAnswers({ a: "vpk" }).complete).toBe(false);
  });
});

describe("doshaLeadDetails", () => {
  it("recomputes the scores from the answers and spells the answers out for the clinic", () => {
    const code = "vvvvvvvvpppppkk";
    const details = doshaLeadDetails(code)!;
    expect(details.doshaConstitution).toBe("Vata");
    expect(details.doshaScores).toBe("Vata 8/15 (54%), Pitta 5/15 (33%), Kapha 2/15 (13%)");
    expect(details.doshaCode).toBe(code);
    expect(details.doshaAnswers).toContain(`${doshaQuestions[0]!.topic}: ${doshaQuestions[0]!.answers.vata} (Vata)`);
    expect(details.doshaAnswers.split(" | ")).toHaveLength(doshaQuestions.length);
  });

  it("refuses an incomplete or unknown set", () => {
    expect(doshaLeadDetails("vvv")).toBeUndefined();
    expect(doshaLeadDetails("vvvvvvvvpppppkx")).toBeUndefined();
  });
});
