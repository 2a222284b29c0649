import type { CategoryEntry } from "@/lib/catalogue";

export const mensHealth: CategoryEntry = {
  name: "Men's Health",
  shortName: "Men's Health",
  subtitle:
    "Private Ayurvedic support for sexual health, fertility, hair, prostate and stress, discussed with care and respect.",
  description:
    "Ayurveda has a branch devoted to vitality and reproductive health, known as vajikarana, which treats sexual wellbeing as part of overall health rather than in isolation. Concerns such as low energy, erection problems or difficulty conceiving are often linked to stress, sleep, digestion and the balance of Vata and Pitta. Our doctors discuss these topics privately and without judgement, and suggest diet, routines and herbs that may help. Some symptoms can point to heart, hormone or prostate problems, so medical checks are recommended where needed.",
  offerings: [
    "A confidential consultation at a time that suits you",
    "A look at stress, sleep, diet and energy as a whole",
    "Herbal suggestions chosen for you, checked against your medicines",
    "Diet and exercise guidance to support stamina and a healthy weight",
    "Stress and breathing practices that fit around work",
    "Advice on medical tests, such as blood tests or a semen analysis, where useful",
    "Follow-up reviews to track how you are feeling",
  ],
  closingMessage:
    "Many men put off talking about these concerns. Our consultations are private and respectful. Book a free consultation and speak with an Ayurvedic doctor about what matters to you.",
  tint: { deep: "#2d6285", soft: "#eef5f9" },
  conditions: [
    "erectile-dysfunction",
    "hair-loss-baldness",
    "low-testosterone",
    "male-infertility",
    "premature-ejaculation",
    "prostate-health",
    "stress-management",
  ],
  aliases: [
    { slug: "low-libido", to: "low-testosterone" },
    { slug: "low-testosterone-energy", to: "low-testosterone" },
    { slug: "stress-induced-sexual-fatigue", to: "stress-management" },
    { slug: "fertility-low-sperm-count", to: "male-infertility" },
  ],
  covers: [],
};
