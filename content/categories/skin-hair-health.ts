import type { CategoryEntry } from "@/lib/catalogue";

export const skinHairHealth: CategoryEntry = {
  name: "Skin & Hair Health",
  shortName: "Skin & Hair",
  subtitle:
    "Ayurvedic support for acne, eczema, psoriasis, scalp problems and hair fall, from the inside and the outside.",
  description:
    "Ayurveda sees the skin and hair as a reflection of digestion, blood (rakta) and the balance of the doshas. Excess Pitta is often linked with redness, inflammation and early greying, Vata with dryness and flaking, and Kapha with oiliness and congestion. Our doctors look at your diet, stress, skincare routine and medical history, then suggest food changes, herbs, oils and simple routines that may help. Long-standing or severe skin conditions are best managed alongside a dermatologist.",
  offerings: [
    "Identification of your skin and hair type by dosha",
    "Diet advice to support clearer skin and stronger hair",
    "Suggestions for herbal oils, pastes and gentle cleansing routines",
    "Herbal suggestions chosen for you, checked against any medicines",
    "Scalp care routines for dandruff, itching and hair fall",
    "Stress and sleep guidance, as both often affect flare-ups",
    "Follow-up reviews to track changes and adjust your plan",
  ],
  closingMessage:
    "Skin and hair concerns can affect how you feel day to day. Book a free consultation and talk with an Ayurvedic doctor about a gentle plan that suits your skin, scalp and routine.",
  tint: { deep: "#b05a3a", soft: "#f9f1ee" },
  conditions: [
    "acne-pimples",
    "dandruff-scalp-infections",
    "dry-oily-skin",
    "hair-fall-thinning",
    "premature-graying",
    "psoriasis-eczema",
  ],
  aliases: [],
  covers: [],
};
