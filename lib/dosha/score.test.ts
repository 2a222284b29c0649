import { describe, expect, it } from "vitest";
import type { Dosha } from "@/content/dosha";
import { constitutionName, decodeAnswers, encodeAnswers, scoreAnswers } from "./score";

const answers = (vata: number, pitta: number, kapha: number): Dosha[] => [
  ...Array<Dosha>(vata).fill("vata"),
  ...Array<Dosha>(pitta).fill("pitta"),
  ...Array<Dosha>(kapha).fill("kapha"),
];

describe("scoreAnswers", () => {
  it("counts each dosha and gives whole percentages that add up to 100", () => {
    const score = scoreAnswers(answers(7, 5, 3));
    expect(score.counts).toEqual({ vata: 7, pitta: 5, kapha: 3 });
    expect(score.percents).toEqual({ vata: 47, pitta: 33, kapha: 20 });
    for (const split of [answers(5, 5, 5), answers(1, 1, 13), answers(8, 4, 3), answers(0, 15, 0), answers(2, 6, 7)]) {
      const { percents } = scoreAnswers(split);
      expect(percents.vata + percents.pitta + percents.kapha).toBe(100);
    }
    expect(scoreAnswers(answers(5, 5, 5)).percents).toEqual({ vata: 34, pitta: 33, kapha: 33 });
  });

  it("names one dosha when it leads by more than two answers in fifteen", () => {
    expect(scoreAnswers(answers(8, 4, 3)).constitution).toEqual({ kind: "single", doshas: ["vata"] });
    expect(scoreAnswers(answers(2, 10, 3)).constitution).toEqual({ kind: "single", doshas: ["pitta"] });
    expect(scoreAnswers(answers(0, 0, 15)).constitution).toEqual({ kind: "single", doshas: ["kapha"] });
  });

  it("names two doshas, strongest first, when they are within two answers and the third is further", () => {
    expect(scoreAnswers(answers(7, 6, 2)).constitution).toEqual({ kind: "dual", doshas: ["vata", "pitta"] });
    expect(scoreAnswers(answers(1, 6, 8)).constitution).toEqual({ kind: "dual", doshas: ["kapha", "pitta"] });
    expect(constitutionName(scoreAnswers(answers(1, 6, 8)).constitution)).toBe("Kapha-Pitta");
  });

  it("calls the mix balanced when all three are within two answers", () => {
    expect(scoreAnswers(answers(5, 5, 5)).constitution.kind).toBe("balanced");
    expect(scoreAnswers(answers(4, 5, 6)).constitution).toEqual({
      kind: "balanced",
      doshas: ["kapha", "pitta", "vata"],
    });
    expect(constitutionName(scoreAnswers(answers(6, 5, 4)).constitution)).toBe("Balanced (Vata-Pitta-Kapha)");
  });

  it("orders equal counts Vata, Pitta, Kapha, whatever order the answers came in", () => {
    const shuffled: Dosha[] = [
      "kapha",
      "pitta",
      "vata",
      "kapha",
      "pitta",
      "vata",
      "kapha",
      "pitta",
      "vata",
      "kapha",
      "pitta",
      "vata",
      "vata",
      "pitta",
      "kapha",
    ];
    expect(scoreAnswers(shuffled).ranked).toEqual(["vata", "pitta", "kapha"]);
    expect(scoreAnswers([...shuffled].reverse())).toEqual(scoreAnswers(shuffled));
  });

  it("refuses no answers at all", () => {
    expect(() => scoreAnswers([])).toThrow();
  });
});

describe("the answers in an address", () => {
  it("round-trips through one letter per answer", () => {
    const given = answers(3, 7, 5);
    expect(encodeAnswers(given)).toBe("vvvpppppppkkkkk");
    expect(decodeAnswers("vvvpppppppkkkkk", 15)).toEqual(given);
  });

  it("accepts only a complete set of known letters", () => {
    expect(decodeAnswers("vvvpppppppkkkk", 15)).toBeUndefined();
    expect(decodeAnswers("vvvpppppppkkkkkv", 15)).toBeUndefined();
    expect(decodeAnswers("vvvpppppppkkkkx", 15)).toBeUndefined();
    expect(decodeAnswers("VVVPPPPPPPKKKKK", 15)).toBeUndefined();
  });
});
