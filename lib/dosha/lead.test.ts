import { describe, expect, it } from "vitest";
import { doshaQuestions } from "@/content/dosha";
import type { LeadRecord } from "@/lib/leads/record";
import { detailsText } from "@/lib/leads/csv";
import { sheetPayload } from "@/lib/leads/delivery/sheety";
import { createLeadService } from "@/lib/leads/service";
import type { LeadStore } from "@/lib/leads/store/types";

/** The lead service with a store that keeps what it is given: what a "Dosha Assessment" lead carries. */
function service() {
  const stored: LeadRecord[] = [];
  const store = { insertLead: async (lead: LeadRecord) => void stored.push(lead) } as unknown as LeadStore;
  const submit = createLeadService({
    store: async () => store,
    now: () => new Date("2026-12-01T10:00:00Z"),
    limiter: { take: async () => ({ ok: true }) },
    targets: () => [],
    timeZone: "Asia/Kolkata",
  });
  return { stored, submit };
}

const visitor = {
  name: "Meera Iyer",
  email: "meera@example.com",
  countryCode: "GB",
  phone: "07911 123456",
  message: "",
  consent: "yes",
};
const client = { address: "203.0.113.9", userAgent: "vitest", referer: "" };

describe("a Dosha Assessment lead", () => {
  it("carries the answers and the scores the server computed from them, whatever scores the browser sent", async () => {
    const { stored, submit } = service();
    const answers = "kkkkkkkkkkppvvv";
    const result = await submit({
      formType: "Dosha Assessment",
      fields: { ...visitor, answers, doshaScores: "Vata 15/15 (100%)", doshaConstitution: "Vata", vata: "15" },
      client,
    });
    expect(result.status).toBe("stored");
    expect(stored).toHaveLength(1);
    expect(stored[0]!.details).toEqual({
      doshaConstitution: "Kapha",
      doshaScores: "Kapha 10/15 (67%), Vata 3/15 (20%), Pitta 2/15 (13%)",
      doshaAnswers: expect.stringContaining(`${doshaQuestions[0]!.topic}: ${doshaQuestions[0]!.answers.kapha} (Kapha)`),
      doshaCode: answers,
    });
  });

  it("shows the answers and scores in the CSV's details, and in the sheet row only with LEAD_FORWARD_HEALTH_DETAILS", async () => {
    const { stored, submit } = service();
    await submit({ formType: "Dosha Assessment", fields: { ...visitor, answers: "vvvvvvvvpppppkk" }, client });
    const lead = stored[0]!;
    const scores = "Vata 8/15 (54%), Pitta 5/15 (33%), Kapha 2/15 (13%)";
    expect(detailsText(lead.details)).toContain(`Dosha scores: ${scores}`);
    expect(detailsText(lead.details)).toContain(
      `Dosha answers: ${doshaQuestions[0]!.topic}: ${doshaQuestions[0]!.answers.vata} (Vata)`,
    );
    expect(sheetPayload(lead).sheet1).not.toHaveProperty("doshaScores");
    expect(sheetPayload(lead, { healthDetails: true }).sheet1).toMatchObject({
      formType: "Dosha Assessment",
      doshaConstitution: "Vata",
      doshaScores: scores,
      doshaCode: "vvvvvvvvpppppkk",
    });
  });

  it("is refused, and nothing stored, without a complete set of answers", async () => {
    const { stored, submit } = service();
    for (const answers of ["", "kkk", "kkkkkkkkkkppvvx", "kkkkkkkkkkppvvvv"]) {
      const result = await submit({ formType: "Dosha Assessment", fields: { ...visitor, answers }, client });
      expect(result, answers).toEqual({
        status: "invalid",
        fieldErrors: { answers: "Please answer every question of the assessment" },
      });
    }
    expect(stored).toEqual([]);
  });
});
