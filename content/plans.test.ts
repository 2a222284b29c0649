import { describe, expect, it } from "vitest";
import { clinicFacts, type Confirmed } from "./clinic-facts";
import { plansShown } from "./plans";

const totalWellness = (confirmed: Confirmed) =>
  plansShown(confirmed).find((plan) => plan.id === "total-wellness-transformation")!.features;

describe("the plans' offers Stripe does not bill by themselves (decision 119)", () => {
  it("are left off the card until the clinic confirms how it gives them, then shown in its words", () => {
    expect(totalWellness(() => undefined).join("\n")).not.toMatch(/month free|% off/);
    const confirmed = ((key: keyof typeof clinicFacts) =>
      key === "threeMonthOffer"
        ? "The 4th month free after 3 paid months, refunded by the clinic"
        : key === "futureOrdersDiscount"
          ? "15% off your next plan, with the code we e-mail you"
          : undefined) as Confirmed;
    expect(totalWellness(confirmed)).toEqual(
      expect.arrayContaining([
        "The 4th month free after 3 paid months, refunded by the clinic",
        "15% off your next plan, with the code we e-mail you",
      ]),
    );
  });
});
