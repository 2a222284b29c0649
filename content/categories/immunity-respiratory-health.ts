import type { CategoryEntry } from "@/lib/catalogue";

export const immunityRespiratoryHealth: CategoryEntry = {
  name: "Immunity & Respiratory Health",
  shortName: "Immunity & Breathing",
  subtitle:
    "Ayurvedic support for allergies, recurring colds, sinus trouble and breathing concerns, alongside medical care.",
  description:
    "In Ayurveda, resilience depends on strong digestion and healthy ojas, the essence said to sustain vitality. Congestion, mucus and recurring chest or sinus trouble are usually linked to excess Kapha, while dryness and sensitivity may reflect Vata. Our doctors look at your history, triggers and lifestyle and suggest seasonal routines, diet and herbs that may support your body's natural defences. Inhalers and prescribed medicines should always be continued; Ayurvedic care is an addition, not a substitute.",
  offerings: [
    "A review of your symptoms, triggers and seasonal patterns",
    "Seasonal routines (ritucharya) suited to where you live",
    "Diet advice to help reduce mucus and support digestion",
    "Herbal suggestions chosen for you, checked for interactions",
    "Gentle nasal care (nasya) and steam practices where suitable",
    "Breathing exercises (pranayama) adapted to your comfort",
    "Clear guidance on warning signs that need urgent medical attention",
  ],
  closingMessage:
    "If colds, allergies or breathing troubles keep returning, a conversation may help you understand why. Book a free consultation with one of our Ayurvedic doctors and we will plan the next steps with you.",
  tint: { deep: "#1c7a76", soft: "#edfaf9" },
  conditions: [
    "allergies-hay-fever",
    "asthma-support",
    "chronic-bronchitis",
    "frequent-cold-cough",
    "low-immunity-weak-resistance",
    "sinusitis",
  ],
  aliases: [],
  covers: [],
};
