import { expect, it } from "vitest";
import { claimWords, clinicFacts, type Confirmed } from "@/content/clinic-facts";
import { autoPopupText, consultationPopupText, stripPopupText } from "./popup-texts";

const confirming =
  (confirmed: boolean): Confirmed =>
  (key) =>
    confirmed ? clinicFacts[key].value : undefined;

it("calls the doctor certified in the popups only once the clinic has confirmed it", () => {
  for (const confirmed of [true, false]) {
    const { anAyurvedicDoctor } = claimWords(confirming(confirmed));
    const texts = [autoPopupText(anAyurvedicDoctor), stripPopupText(anAyurvedicDoctor)];
    for (const text of texts) expect(text.description).toContain(anAyurvedicDoctor);
    const words = JSON.stringify([...texts, consultationPopupText]);
    if (confirmed) expect(words).toMatch(/a certified Ayurvedic doctor/);
    else expect(words).not.toMatch(/certified/i);
  }
});
