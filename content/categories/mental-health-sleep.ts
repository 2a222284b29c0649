import type { CategoryEntry } from "@/lib/catalogue";

export const mentalHealthSleep: CategoryEntry = {
  name: "Mental Health & Sleep",
  shortName: "Mind & Sleep",
  subtitle:
    "Ayurvedic support for anxiety, stress, low mood, poor focus and restless sleep, alongside your usual care.",
  description:
    "Ayurveda sees the mind and body as closely linked. Restlessness, worry and broken sleep are often tied to disturbed Vata, while irritability and burnout may reflect excess Pitta, and heaviness or low mood may involve Kapha. Our doctors take time to understand your daily life, sleep pattern and stresses, then suggest routines, food, breathing practices and herbs that may help you feel steadier. Ayurvedic care complements, and never replaces, support from a psychiatrist, psychologist or GP.",
  offerings: [
    "A calm, unhurried conversation about your sleep, mood and daily pressures",
    "A daily routine (dinacharya) to steady your sleeping and waking times",
    "Guidance on breathing practices (pranayama) and simple relaxation",
    "Herbal suggestions chosen for you, checked against any medicines you take",
    "Diet advice to support steady energy through the day",
    "Gentle self-massage (abhyanga) routines to help you wind down in the evening",
    "Clear advice on when to seek urgent or specialist mental health support",
  ],
  closingMessage:
    "Whatever you are carrying at the moment, you do not have to sort it out alone. Book a free consultation and talk with an Ayurvedic doctor about your sleep, mood and stress at a pace that suits you.",
  tint: { deep: "#3e4a8c", soft: "#eff0f8" },
  conditions: [
    "anxiety-panic-attacks",
    "brain-fog-poor-focus",
    "chronic-stress-burnout",
    "depression",
    "mental-fatigue",
    "sleep-disorders-insomnia",
  ],
  aliases: [],
  covers: [],
};
