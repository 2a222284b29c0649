import type { CategoryEntry } from "@/lib/catalogue";

export const womensHealth: CategoryEntry = {
  name: "Women's Health",
  shortName: "Women's Health",
  subtitle: "Ayurvedic support through every stage, from periods and fertility to menopause, at a pace that suits you.",
  description:
    "Ayurveda has a long tradition of care for women's health, known as stri roga, and treats the menstrual cycle as a sign of overall balance. Painful, heavy or irregular periods, fertility concerns and menopausal changes are understood through Vata, Pitta and Kapha and the health of the reproductive tissue. Our doctors listen carefully and suggest diet, routine, herbs and gentle therapies that may help. Care is planned alongside your gynaecologist, and herbs are checked for safety in pregnancy and with any medicines.",
  offerings: [
    "A private, unhurried conversation about your cycle and concerns",
    "Cycle-aware diet and lifestyle guidance suited to your constitution",
    "Herbal suggestions chosen for you, checked for safety with any medicines",
    "Support before conception, alongside your fertility specialist",
    "Gentle routines and yoga suggestions for cramps and menopausal changes",
    "Care that is checked for safety if you are pregnant or breastfeeding",
    "Advice on symptoms that need a gynaecologist's assessment",
  ],
  closingMessage:
    "Whether you are dealing with painful periods, planning a family or going through menopause, you are welcome here. Book a free consultation to talk privately with an Ayurvedic doctor about what you are experiencing.",
  tint: { deep: "#a8456a", soft: "#f8eff2" },
  conditions: [
    "endometriosis",
    "fertility-support",
    "hormonal-acne",
    "irregular-painful-periods",
    "menopause-support",
    "menstrual-cramps",
    "pcos-pcod",
    "vaginal-dryness-ph-imbalance",
  ],
  aliases: [],
  covers: [],
};
