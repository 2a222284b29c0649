import type { CategoryEntry } from "@/lib/catalogue";
// Relative: next.config.ts loads the categories, and its compiler does not resolve the "@/" alias.
import { anAyurvedicDoctor } from "../clinic-facts";

export const digestiveGutHealth: CategoryEntry = {
  name: "Digestive & Gut Health",
  shortName: "Digestive Health",
  subtitle: "Ayurvedic support for reflux, bloating, sluggish bowels and everyday digestive discomfort.",
  description: `Ayurveda places digestion at the centre of health. When the digestive fire (agni) is weak or irregular, food is not fully processed and a sticky residue called ama is thought to build up, which may show as bloating, acidity or irregular bowels. In an online consultation, ${anAyurvedicDoctor} looks at your symptoms, eating habits and constitution (prakriti), then suggests diet changes, herbs and daily routines suited to you. This care is meant to sit alongside, not replace, advice from your own doctor.`,
  offerings: [
    "A personalised diet plan built around your digestive strength (agni)",
    "An assessment of your constitution (prakriti) and current dosha imbalance",
    "Guidance on meal timing, portion size and food combinations",
    "Herbal suggestions chosen for you, checked against any medicines you take",
    "Simple daily routines (dinacharya) to support regular bowel habits",
    "Advice on when symptoms need tests or a visit to your own doctor",
    "Follow-up reviews to adjust your plan as your digestion changes",
  ],
  closingMessage:
    "If your digestion has been troubling you, you are welcome to talk it through with one of our Ayurvedic doctors. Book a free consultation and we will look at your symptoms, habits and goals together.",
  tint: { deep: "#a8701c", soft: "#faf5ed" },
  conditions: [
    "acid-reflux-gerd",
    "bloating-gas",
    "constipation",
    "ibs",
    "indigestion-poor-metabolism",
    "leaky-gut-syndrome",
  ],
  aliases: [],
  covers: [],
};
