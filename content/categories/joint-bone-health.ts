import type { CategoryEntry } from "@/lib/catalogue";

export const jointBoneHealth: CategoryEntry = {
  name: "Joint & Bone Health",
  shortName: "Joint & Bone",
  subtitle:
    "Ayurvedic support for joint pain, stiffness, arthritis, back pain and bone strength, working with your doctor.",
  description:
    "In Ayurveda, joints and bones are closely linked to Vata, the dosha of movement, which tends to increase with age, cold weather and overexertion. Pain and swelling may also involve ama, the residue of poor digestion, which is why diet plays a part even in joint care. Our doctors assess your symptoms, mobility and medical history, then suggest diet, gentle movement, herbs and oil therapies that may help ease discomfort. Sudden severe pain, a hot swollen joint or a fall should always be checked by a doctor first.",
  offerings: [
    "An assessment of your pain, stiffness and daily movement",
    "Diet advice to reduce ama and support joint comfort",
    "Herbal suggestions chosen for you, checked for interactions",
    "Guidance on warm oil massage (abhyanga) and home compresses",
    "Gentle yoga and movement suited to your joints and strength",
    "Advice on Panchakarma therapies, such as Basti, where suitable",
    "Guidance on bone health, including calcium, vitamin D and safe exercise",
  ],
  closingMessage:
    "If stiffness or pain is limiting what you can do, you are welcome to talk it over with us. Book a free consultation and an Ayurvedic doctor will help you plan gentle, practical next steps.",
  tint: { deep: "#7e5a3c", soft: "#f8f3ef" },
  conditions: [
    "arthritis",
    "back-pain-sciatica",
    "gout",
    "joint-pain-stiffness",
    "muscle-weakness",
    "osteoarthritis",
    "osteoporosis-weak-bones",
    "rheumatoid-arthritis",
    "sports-injuries-recovery",
  ],
  aliases: [{ slug: "weak-bones-osteoporosis", to: "osteoporosis-weak-bones" }],
  covers: [],
};
