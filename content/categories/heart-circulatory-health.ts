import type { CategoryEntry } from "@/lib/catalogue";

export const heartCirculatoryHealth: CategoryEntry = {
  name: "Heart & Circulatory Health",
  shortName: "Heart & Circulation",
  subtitle:
    "Ayurvedic support for blood pressure, cholesterol, circulation and heart wellbeing, alongside your cardiologist.",
  description:
    "In Ayurveda the heart (hridaya) is seen as the seat of both circulation and emotional wellbeing, so care looks at diet, activity, stress and sleep together. Raised blood pressure and cholesterol are often linked to Pitta and Kapha, while palpitations and poor circulation may involve Vata. Our doctors review your history and current medicines and suggest diet, breathing practices, gentle exercise and herbs where they are safe for you. Heart medicines must never be stopped, and chest pain or sudden breathlessness needs emergency care.",
  offerings: [
    "A review of your readings, test results and current medicines",
    "A heart-friendly diet plan that suits your tastes and culture",
    "Breathing practices and stress guidance to support a calmer heart rate",
    "Gentle activity suggestions matched to your fitness",
    "Herbal suggestions chosen for you, checked against blood thinners and blood pressure medicines",
    "Guidance on checking your blood pressure at home",
    "Clear advice on warning signs that need emergency care",
  ],
  closingMessage:
    "Looking after your heart is a long-term commitment, and it helps to have support. Book a free consultation and talk with an Ayurvedic doctor about small changes that fit your life and your medical care.",
  tint: { deep: "#a3303a", soft: "#faedee" },
  conditions: [
    "cardiac-weakness",
    "heart-palpitations",
    "high-blood-pressure",
    "high-cholesterol",
    "poor-circulation",
    "varicose-veins",
  ],
  aliases: [{ slug: "palpitations", to: "heart-palpitations" }],
  covers: ["heart-disease"],
};
