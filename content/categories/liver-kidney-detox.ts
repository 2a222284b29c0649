import type { CategoryEntry } from "@/lib/catalogue";

export const liverKidneyDetox: CategoryEntry = {
  name: "Liver, Kidney & Detox",
  shortName: "Liver, Kidney & Detox",
  subtitle: "Ayurvedic support for liver health, kidney stones, urinary concerns and gentle, supervised cleansing.",
  description:
    "Ayurveda gives the liver a central role in processing food and blood, and links it closely with Pitta. The kidneys and urinary system are cared for through good hydration, diet and the balance of Vata and Kapha. Our doctors look at your symptoms, test results and lifestyle and suggest diet, herbs and, where suitable, supervised cleansing such as Panchakarma. Detox here means the traditional Ayurvedic idea of clearing ama; it is not a substitute for medical treatment of liver or kidney disease.",
  offerings: [
    "A review of your symptoms and any liver or kidney test results",
    "A liver-friendly diet plan, with advice on alcohol and sugar",
    "Hydration and diet guidance for kidney stones and urinary health",
    "Herbal suggestions chosen for you, checked for safety",
    "Guidance on gentle seasonal cleansing and Panchakarma where suitable",
    "Pelvic floor exercises and routine advice for bladder control",
    "Clear advice on symptoms that need urgent medical care",
  ],
  closingMessage:
    "If you have questions about your liver, kidneys or bladder, or want to try a gentle cleanse safely, we are happy to help. Book a free consultation to talk it through with an Ayurvedic doctor.",
  tint: { deep: "#2e7a48", soft: "#eef9f2" },
  conditions: ["fatty-liver", "kidney-stones", "liver-detox", "recurrent-uti", "urinary-incontinence"],
  aliases: [],
  covers: ["liver-disease", "kidney-disease"],
};
