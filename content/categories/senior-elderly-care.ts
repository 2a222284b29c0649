import type { CategoryEntry } from "@/lib/catalogue";

export const seniorElderlyCare: CategoryEntry = {
  name: "Senior & Elderly Care",
  shortName: "Senior Care",
  subtitle:
    "Ayurvedic support for comfort, sleep, digestion, memory and mobility in later life, planned around your medicines.",
  description:
    "Ayurveda describes later life as a Vata stage, when dryness, lighter sleep, stiffness and weaker digestion become more common. Care at this stage aims to nourish and steady body and mind through warm, easy-to-digest food, gentle routines, oil massage and rejuvenating herbs known as rasayanas. Our doctors take time to understand existing conditions and medicines, since older adults often take several, and plan care that fits with them. Family members are welcome to join the consultation.",
  offerings: [
    "An unhurried consultation, with family members welcome to join",
    "A careful check of herbs against existing medicines",
    "Easy-to-digest meal plans that support appetite and strength",
    "Gentle movement and balance ideas to support mobility",
    "Warm oil massage (abhyanga) routines for stiffness and dry skin",
    "Rasayana (rejuvenating) herbs where suitable",
    "Routines to support restful sleep and memory",
    "Advice on warning signs such as falls, confusion or sudden weakness",
  ],
  closingMessage:
    "Caring for yourself or an older family member can raise many questions. Book a free consultation and talk with an Ayurvedic doctor who will take the time to listen and plan care with you.",
  tint: { deep: "#6e4a6a", soft: "#f6f1f5" },
  conditions: ["chronic-pain", "insomnia-light-sleep", "joint-degeneration", "memory-loss-dementia", "weak-digestion"],
  aliases: [],
  covers: [],
};
