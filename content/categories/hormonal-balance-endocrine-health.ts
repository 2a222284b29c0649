import type { CategoryEntry } from "@/lib/catalogue";

export const hormonalBalanceEndocrineHealth: CategoryEntry = {
  name: "Hormonal Balance & Endocrine Health",
  shortName: "Hormonal Health",
  subtitle:
    "Ayurvedic support for thyroid, blood sugar, adrenal and cycle concerns, working alongside your medical tests.",
  description:
    "Ayurveda does not speak of hormones as such, but it describes how the doshas, digestion and the body's tissues (dhatus) work together to keep the body in rhythm. Thyroid, blood sugar and cycle problems are understood as disturbances of this rhythm, often involving Kapha and weak agni. Our doctors review your symptoms and any recent blood tests, then suggest diet, routine, movement and herbs that may support balance. Prescribed medicines, such as thyroid or diabetes treatment, should be continued, and herbs are checked for interactions.",
  offerings: [
    "A review of your symptoms alongside recent blood test results",
    "A personalised diet plan to support steady energy and blood sugar",
    "Daily routines for sleep, movement and stress that suit your constitution",
    "Herbal suggestions checked against thyroid, diabetes and other medicines",
    "Guidance on tracking your cycle, energy and symptoms over time",
    "Advice on when to see an endocrinologist or repeat tests",
    "Regular follow-ups to adjust your plan",
  ],
  closingMessage:
    "Hormonal concerns can feel confusing, especially when test results and symptoms do not seem to match. Book a free consultation and an Ayurvedic doctor will go through your questions with you, step by step.",
  tint: { deep: "#6a4a9a", soft: "#f3eff8" },
  conditions: [
    "adrenal-fatigue",
    "blood-sugar-imbalance-prediabetes",
    "hypothyroidism-hyperthyroidism",
    "irregular-hormonal-cycles",
    "pcos-pcod",
  ],
  aliases: [],
  covers: [],
};
