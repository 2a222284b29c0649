import type { CategoryEntry } from "@/lib/catalogue";

export const weightMetabolicHealth: CategoryEntry = {
  name: "Weight & Metabolic Health",
  shortName: "Weight & Metabolism",
  subtitle:
    "Ayurvedic support for healthy weight, blood sugar and cholesterol through food, movement and daily rhythm.",
  description:
    "Ayurveda sees weight and metabolism through agni, the digestive fire, and through Kapha, the dosha associated with structure and storage. When agni is slow and Kapha builds up, the body may gain weight, hold on to fat and struggle with blood sugar and cholesterol. Our doctors look at what, when and how you eat, along with sleep, stress and activity, and build a realistic plan with you. Medicines for diabetes or cholesterol should be continued, and herbs are checked so they do not interfere.",
  offerings: [
    "A realistic, personalised eating plan rather than a crash diet",
    "Guidance on meal timing and portion size to suit your digestion",
    "Movement suggestions matched to your fitness and joints",
    "Herbal suggestions chosen for you, checked against your medicines",
    "Support for sleep and stress, which often affect appetite",
    "Advice on which blood tests to track, such as HbA1c and cholesterol",
    "Regular follow-ups to review progress and adjust the plan",
  ],
  closingMessage:
    "Changing long-standing habits is easier with support. Book a free consultation and an Ayurvedic doctor will help you set out small, manageable steps that fit your life.",
  tint: { deep: "#6e7c26", soft: "#f8faed" },
  conditions: [
    "high-cholesterol-metabolic",
    "metabolic-syndrome",
    "obesity-weight-gain",
    "type2-diabetes-support",
    "underweight-poor-appetite",
  ],
  aliases: [
    { slug: "type-2-diabetes-support", to: "type2-diabetes-support" },
    { slug: "high-cholesterol", to: "high-cholesterol-metabolic" },
  ],
  covers: [],
};
