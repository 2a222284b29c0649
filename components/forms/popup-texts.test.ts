import { expect, it } from "vitest";
import { anAyurvedicDoctor, certified } from "@/content/clinic-facts";
import { autoPopupText, consultationPopupText, stripPopupText } from "./popup-texts";

it("calls the doctor certified in the popups only once the clinic has confirmed it", () => {
  for (const text of [autoPopupText.description, stripPopupText.description]) expect(text).toContain(anAyurvedicDoctor);
  const words = JSON.stringify([autoPopupText, consultationPopupText, stripPopupText]);
  if (certified) expect(words).toMatch(/certified/);
  else expect(words).not.toMatch(/certified/i);
});
