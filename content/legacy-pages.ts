import type { LegacyPageInput } from "@/lib/catalogue";

/** Older single-screen consultation pages, kept at their original addresses. */
export const legacyPages: LegacyPageInput[] = [
  {
    slug: "bones-joints",
    title: "Bones & Joints Consultation",
    description:
      "Talk to an Ayurvedic doctor about stiff, aching or creaky joints, back discomfort and bone strength, and get a plan for diet, movement, massage and herbs.",
    icon: "bone",
    tintFrom: "joint-bone-health",
    ayurvedicInfo: [
      "In Ayurveda, most joint stiffness and aching is linked to Vata, the dosha of air and movement, which becomes dry and cold with age, overwork and irregular habits. When digestion is weak, Ama (undigested residue) may also settle in the joints and add heaviness and swelling. The doctor first works out which pattern is yours.",
      "Herbs traditionally used here include Guggulu (Indian bdellium), Shallaki (Indian frankincense), Ashwagandha (winter cherry) and the ten roots of Dashmool. Warm oil massage with Mahanarayan oil, followed by a warm shower, is a classical daily practice for stiff joints.",
      "Warm, freshly cooked meals with ginger and turmeric, fewer cold and dry foods, regular gentle movement such as walking or yoga, and a steady sleep routine all help keep Vata settled. Ayurveda complements your medical care rather than replacing it; the consultation checks any blood thinners, pain relievers or other medicines before herbs are suggested, and sudden swelling, a hot red joint or an injury should be seen by a doctor promptly.",
    ],
    products: ["guggulu-tablets", "yograj-guggulu-tablets", "shallaki-capsules", "mahanarayan-oil", "dashmool-syrup"],
    herbs: ["ashwagandha", "haridra", "guggulu", "shallaki", "shunthi", "dashmool"],
    covers: [],
    relatedCategory: "joint-bone-health",
  },
  {
    slug: "stress-anxiety",
    title: "Stress & Anxiety Consultation",
    description:
      "Speak with an Ayurvedic doctor about everyday stress, worry, restlessness and poor sleep, and build a calmer routine with diet, breathing practice and herbs.",
    icon: "brain",
    tintFrom: "mental-health-sleep",
    ayurvedicInfo: [
      "Ayurveda sees anxious, racing thoughts and broken sleep mainly as a sign of disturbed Vata, often with Pitta adding irritability and intensity. Long working hours, screens late at night, skipped meals and constant travel all tend to unsettle the mind.",
      "Herbs traditionally used to support a calm mind include Ashwagandha (winter cherry), Brahmi (water hyssop), Jatamansi (spikenard) and Tagara (Indian valerian). A few minutes of slow breathing (pranayama), warm oil rubbed on the scalp and feet at bedtime and a regular time for sleep are as important as any herb.",
      "Ayurveda complements care from your doctor, psychologist or psychiatrist; it does not replace it. Some calming herbs can add to the effect of sleep medicines or antidepressants, so the consultation reviews everything you take. If you have thoughts of harming yourself, please contact local emergency services or a crisis line straight away.",
    ],
    products: ["ashwagandha-capsules", "brahmi-capsules", "jatamansi-capsules", "tagara-tablets"],
    herbs: ["ashwagandha", "brahmi", "jatamansi", "tagara"],
    covers: ["anxiety"],
    relatedCategory: "mental-health-sleep",
  },
  {
    slug: "sexual-wellness",
    title: "Sexual Wellness Consultation",
    description:
      "A private consultation on low energy, low desire, stamina and reproductive wellness for men and women, with a plan built on diet, routine and classical herbs.",
    icon: "gem",
    tintFrom: "mens-health",
    ayurvedicInfo: [
      "Ayurveda sees sexual wellness as part of overall health, linked to Shukra dhatu (reproductive tissue), Ojas (vitality) and a calm mind. Stress, poor sleep, irregular meals, alcohol and tobacco are often the first things the doctor looks at, because they drain energy long before any herb can help.",
      "Vajikarana, the branch of Ayurveda concerned with vitality, traditionally uses herbs such as Ashwagandha (winter cherry), Gokshura (puncture vine) and Safed Musli (Indian spider plant) for men, and Shatavari (wild asparagus) for women. Nourishing foods such as milk, ghee, dates and nuts, regular exercise and enough rest support these herbs.",
      "Ayurveda complements medical care and does not replace it. Difficulties with erections or desire can be an early sign of heart disease, diabetes or hormonal change, so a check-up with your doctor is wise. The consultation reviews any heart, blood-pressure or diabetes medicines before herbs are suggested, and everything you share stays confidential.",
    ],
    products: ["gokshura-capsules", "safed-musli-capsules", "shatavari-capsules"],
    herbs: ["ashwagandha", "shatavari", "gokshura", "safed-musli"],
    covers: ["diabetes", "heart-disease"],
    relatedCategory: "mens-health",
  },
  {
    slug: "liver-health",
    title: "Liver Health Consultation",
    description:
      "Consult an Ayurvedic doctor about supporting your liver through diet, daily routine and traditional herbs, alongside the tests and care your own doctor advises.",
    icon: "leaf",
    tintFrom: "liver-kidney-detox",
    ayurvedicInfo: [
      "In Ayurveda the liver (Yakrit) is the seat of Pitta and of Ranjaka Pitta, the fire that colours and cleans the blood. Heavy, oily, fried and very spicy food, alcohol, late nights and long-term stress are seen as the main things that overheat Pitta and burden the liver.",
      "Herbs traditionally used to support healthy liver function include Bhumyamalaki (Phyllanthus niruri), Kutki (Picrorhiza) and the three fruits of Triphala. Simple, light meals, bitter greens, plenty of water, no alcohol and an early dinner give the liver room to do its work.",
      "Ayurveda complements medical care; it does not replace it. Liver conditions need blood tests and a doctor's follow-up, and yellowing of the eyes or skin, dark urine, vomiting blood or black stools need urgent medical attention. Some herbs can affect how the liver handles medicines, so the consultation checks everything you take first.",
    ],
    products: ["bhumyamalaki-capsules", "triphala-tablets", "amla-juice"],
    herbs: ["triphala", "kutki", "bhumyamalaki"],
    covers: ["liver-disease"],
    relatedCategory: "liver-kidney-detox",
  },
  {
    slug: "diabetes",
    title: "Diabetes Care Consultation",
    description:
      "Talk to an Ayurvedic doctor about diet, daily routine and traditional herbs that may support healthy blood sugar alongside the diabetes care your own doctor provides.",
    icon: "activity",
    tintFrom: "weight-metabolic-health",
    ayurvedicInfo: [
      "Ayurveda describes raised blood sugar under Prameha, a group of conditions usually rooted in Kapha and weak digestive fire, often with Vata involved as time goes on. Too much sweet, heavy food, long hours of sitting and daytime sleep are seen as the main drivers.",
      "Herbs traditionally used to support healthy glucose metabolism include Gudmar (Gymnema), Karela (bitter gourd), Jamun (Indian blackberry), Methi (fenugreek) and Triphala. Regular meal times, whole grains such as millets and barley, plenty of vegetables, fewer sweets and a daily brisk walk form the base of the plan.",
      "Ayurveda complements your diabetes care; never stop or change insulin or tablets on your own. Several of these herbs can lower blood sugar further when combined with medicines, so the consultation reviews your prescriptions and readings and suggests careful monitoring. Very high or very low readings, confusion or fainting need urgent medical care.",
    ],
    products: [],
    herbs: ["triphala", "gudmar", "karela", "jamun", "methi"],
    covers: ["diabetes"],
    relatedCategory: "weight-metabolic-health",
  },
  {
    slug: "piles",
    title: "Piles (Haemorrhoids) Consultation",
    description:
      "A private consultation on piles and straining, with a plan for diet, fibre, water, daily habits and traditional herbs that support comfortable bowel movements.",
    icon: "flame",
    tintFrom: "digestive-gut-health",
    ayurvedicInfo: [
      "Ayurveda calls piles Arsha and links them mostly to sluggish digestion and constipation. Dry, hard stools point to Vata, burning and bleeding to Pitta, and soft, swollen piles to Kapha; long hours of sitting and straining make every type worse.",
      "Herbs traditionally used to support soft stools and comfortable bowel movements include Triphala (three fruits), Haritaki (chebulic myrobalan, the base of Abhayarishta) and the classical Kankayan Vati. Aloe vera juice is traditionally used for its cooling quality, and warm sitz baths are a simple home measure.",
      "Plenty of water, fibre from vegetables, fruit and whole grains, buttermilk with meals and less fried or very spicy food are central to the plan, along with not delaying the urge to pass stool. Ayurveda complements medical care; bleeding from the back passage, a change in bowel habit or weight loss should always be checked by a doctor, and the consultation reviews any medicines, including blood thinners.",
    ],
    products: ["kankayan-vati", "triphala-tablets", "abhayarishta-syrup", "aloe-vera-juice"],
    herbs: ["haritaki", "triphala", "kumari", "kankayan-vati"],
    covers: [],
    relatedCategory: "digestive-gut-health",
  },
  {
    slug: "immunity-boost",
    title: "Immunity Consultation",
    description:
      "Consult an Ayurvedic doctor about catching colds often, low energy and seasonal changes, and build a routine that supports your body's natural defences.",
    icon: "shield",
    tintFrom: "immunity-respiratory-health",
    ayurvedicInfo: [
      "Ayurveda links natural resistance to Ojas, the essence of good digestion, sound sleep and a settled mind, and to strong Agni, the digestive fire. When digestion is weak or sleep is short, Ojas is thought to fall and the body becomes more easily run down.",
      "Rasayana herbs traditionally used to support the body's defences include Chyawanprash (an amla-based herbal jam), Giloy (Guduchi), Tulsi (holy basil), Amla (Indian gooseberry) and Ashwagandha (winter cherry). Warm, freshly cooked food, ginger and turmeric in cooking, regular exercise and seven to eight hours of sleep matter as much as any herb.",
      "Ayurveda complements medical care, including vaccination, and does not replace it. The consultation checks any medicines you take, especially for diabetes or immune conditions, before suggesting herbs. A high fever, difficulty breathing or chest pain need urgent medical attention.",
    ],
    products: ["chyawanprash", "giloy-tablets", "tulsi-drops", "amla-juice", "ashwagandha-capsules"],
    herbs: ["ashwagandha", "haridra", "shunthi", "amalaki", "tulsi", "guduchi", "chyawanprash"],
    covers: [],
    relatedCategory: "immunity-respiratory-health",
  },
  {
    slug: "kidney-stones",
    title: "Kidney Stones Consultation",
    description:
      "Speak with an Ayurvedic doctor about kidney stones, including diet, fluids and traditional herbs that support urinary health, alongside your own doctor's care.",
    icon: "droplet",
    tintFrom: "liver-kidney-detox",
    ayurvedicInfo: [
      "Ayurveda describes urinary stones as Ashmari, usually starting with Kapha, which gives the stone its body, with Vata drying and hardening it and Pitta adding burning. Too little water, a diet heavy in salt and some foods, and long periods of sitting are seen as common contributors.",
      "Herbs traditionally used to support a healthy urinary tract include Gokshura (puncture vine), Punarnava (hogweed), Varuna (three-leaved caper). Drinking enough water through the day, cutting down on salt and packaged foods, barley water and coconut water are part of the usual plan.",
      "Ayurveda complements medical care; it does not replace scans and a urologist's advice. Severe pain, fever with chills, vomiting or blood in the urine need urgent medical attention. The consultation reviews your scan reports and medicines, including blood-pressure tablets and diuretics, before suggesting any herbs.",
    ],
    products: ["gokshura-capsules", "punarnava-tablets", "varuna-capsules"],
    herbs: ["gokshura", "punarnava", "varuna"],
    covers: ["kidney-disease"],
    relatedCategory: "liver-kidney-detox",
  },
  {
    slug: "thyroid-health",
    title: "Thyroid Health Consultation",
    description:
      "Consult an Ayurvedic doctor about tiredness, weight change and other thyroid-related concerns, with diet, routine and herbs that work alongside your thyroid care.",
    icon: "flame",
    tintFrom: "hormonal-balance-endocrine-health",
    ayurvedicInfo: [
      "Ayurveda looks at the thyroid through Agni, the metabolic fire. An underactive pattern, with tiredness, weight gain and feeling cold, is linked to Kapha slowing Agni down, while an overactive pattern, with heat, restlessness and weight loss, points to Pitta and Vata.",
      "Herbs traditionally used to support healthy glands and metabolism include Kanchnar Guggulu (mountain ebony with Indian bdellium), Ashwagandha (winter cherry), Brahmi (water hyssop) and Triphala. Regular meals, warm cooked food, daily exercise, early nights and stress care are built into every plan.",
      "Ayurveda complements your thyroid care; please keep taking thyroid medicine as prescribed and keep your blood tests up to date. Some herbs, including Ashwagandha, may change thyroid hormone levels, so the consultation reviews your reports and medicines and agrees any changes with your own doctor. A racing heart, chest pain or severe weakness needs urgent medical attention.",
    ],
    products: [],
    herbs: ["ashwagandha", "brahmi", "guggulu", "kanchnar-guggulu", "triphala"],
    covers: ["thyroid"],
    relatedCategory: "hormonal-balance-endocrine-health",
  },
];
