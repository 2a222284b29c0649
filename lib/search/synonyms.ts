/**
 * How visitors write, mapped to the words our pages use (decision 028). A visitor arrives
 * with "BP", "sugar", "PCOD" or "can't sleep", not with our category names; when what they
 * type contains one of `when` (as whole words, after the search's own normalising: any case,
 * accents, apostrophes and plurals), the words of `means` are searched too. Small typos need
 * no entry here: the search tolerates them ("diabetis", "arthritus").
 *
 * Add an entry when a real query finds nothing or the wrong page, and add that query to the
 * relevance table (lib/search/relevance.test.ts) so it stays found. Keep `means` to words that
 * appear in the page's title, keywords or summary. Never map a disease's name to a product.
 */
export type Synonym = {
  /** What visitors type: abbreviations, everyday words, British and American spellings, Hindi words. */
  when: readonly string[];
  /** The words our pages use for it. */
  means: string;
};

export const synonyms: readonly Synonym[] = [
  // Heart and circulation
  {
    when: ["bp", "high bp", "hbp", "blood pressure", "hypertension", "pressure high"],
    means: "high blood pressure hypertension",
  },
  { when: ["cholesterol", "ldl", "lipid", "triglyceride"], means: "high cholesterol" },
  { when: ["racing heart", "heart racing", "heart flutter", "fluttering heart"], means: "heart palpitations" },
  { when: ["weak heart", "heart failure", "chf"], means: "cardiac weakness heart failure" },
  { when: ["cold hands", "cold feet", "numb feet"], means: "poor circulation" },
  // Blood sugar
  {
    when: ["sugar", "blood sugar", "high sugar", "sugar level", "diabetic", "madhumeha", "t2d", "dm"],
    means: "diabetes blood sugar",
  },
  { when: ["prediabetic", "borderline diabetes", "insulin resistance"], means: "prediabetes blood sugar" },
  // Hormones and women's health
  { when: ["pcod", "pcos", "pmos", "polycystic", "cyst ovary", "ovarian cyst"], means: "pcos pcod polycystic ovary" },
  {
    when: [
      "thyroid",
      "hypothyroid",
      "hyperthyroid",
      "underactive thyroid",
      "overactive thyroid",
      "hashimoto",
      "graves",
    ],
    means: "thyroid hypothyroidism hyperthyroidism",
  },
  {
    when: ["period pain", "painful period", "cramp", "dysmenorrhea", "dysmenorrhoea"],
    means: "menstrual cramps period pain",
  },
  { when: ["irregular period", "missed period", "late period", "no period"], means: "irregular periods cycle" },
  { when: ["hot flash", "hot flush", "night sweat", "perimenopause"], means: "menopause" },
  {
    when: [
      "infertility",
      "trying to conceive",
      "ttc",
      "cant get pregnant",
      "cannot get pregnant",
      "pregnancy planning",
    ],
    means: "fertility",
  },
  { when: ["white discharge", "vaginal itching", "ph balance"], means: "vaginal dryness ph imbalance" },
  // Men's health
  { when: ["ed", "erection", "impotence", "impotent"], means: "erectile dysfunction" },
  { when: ["pe", "early ejaculation", "quick ejaculation"], means: "premature ejaculation" },
  { when: ["low sperm", "sperm count", "sperm"], means: "male infertility sperm" },
  { when: ["bph", "enlarged prostate", "frequent urination at night"], means: "prostate health" },
  { when: ["low t", "testosterone"], means: "low testosterone" },
  // Digestion
  {
    when: ["gerd", "gord", "reflux", "acidity", "heartburn", "heart burn", "amlapitta", "acid"],
    means: "acid reflux gerd",
  },
  { when: ["gas", "gassy", "flatulence", "wind", "bloated", "bloating", "farting"], means: "bloating gas" },
  { when: ["constipated", "kabz", "hard stool", "no motion"], means: "constipation" },
  { when: ["loose motion", "diarrhea", "diarrhoea", "loose stool"], means: "ibs loose stools" },
  { when: ["ibs", "irritable bowel"], means: "ibs irritable bowel syndrome" },
  { when: ["piles", "pile", "hemorrhoid", "haemorrhoid", "bawasir", "arsh", "fissure"], means: "piles hemorrhoids" },
  {
    when: ["indigestion", "slow digestion", "heavy stomach", "no appetite"],
    means: "indigestion poor metabolism appetite",
  },
  // Weight
  {
    when: ["weight loss", "lose weight", "losing weight", "overweight", "fat", "belly fat", "motapa"],
    means: "obesity weight gain",
  },
  { when: ["gain weight", "too thin", "skinny"], means: "underweight poor appetite" },
  // Sleep and mind
  {
    when: [
      "cant sleep",
      "cannot sleep",
      "unable sleep",
      "no sleep",
      "not sleeping",
      "trouble sleeping",
      "sleepless",
      "sleeplessness",
      "neend",
      "insomnia",
    ],
    means: "insomnia sleep disorders",
  },
  { when: ["anxious", "worry", "worried", "nervous", "panic"], means: "anxiety panic attacks" },
  { when: ["depressed", "low mood", "sad", "sadness"], means: "depression" },
  {
    when: ["stressed", "tension", "burnout", "burned out", "burnt out", "overwhelmed"],
    means: "chronic stress burnout",
  },
  {
    when: ["tired", "tiredness", "exhausted", "exhaustion", "low energy", "no energy", "fatigue"],
    means: "fatigue energy",
  },
  { when: ["forgetful", "forgetfulness", "alzheimer", "alzheimers", "memory"], means: "memory loss dementia" },
  { when: ["cant focus", "cannot concentrate", "concentration", "foggy"], means: "brain fog poor focus" },
  { when: ["add", "attention deficit", "hyperactive"], means: "adhd hyperactivity" },
  // Skin and hair
  {
    when: ["hairfall", "hair fall", "hair loss", "losing hair", "hair falling", "baal jhadna", "thinning hair"],
    means: "hair fall hair loss thinning",
  },
  { when: ["bald", "balding", "receding hairline"], means: "hair loss baldness" },
  {
    when: ["grey hair", "gray hair", "white hair", "greying", "graying", "safed baal"],
    means: "premature graying gray hair",
  },
  { when: ["pimple", "zit", "breakout", "spot"], means: "acne pimples" },
  { when: ["itchy skin", "itching", "dry patches", "scaly skin"], means: "psoriasis eczema" },
  { when: ["dry skin", "oily skin"], means: "dry oily skin" },
  { when: ["itchy scalp", "flaky scalp"], means: "dandruff scalp" },
  // Joints and bones
  {
    when: ["knee pain", "joint ache", "stiff joint", "gathiya", "sandhivata"],
    means: "joint pain stiffness osteoarthritis",
  },
  { when: ["ra", "rheumatoid"], means: "rheumatoid arthritis" },
  { when: ["oa", "wear and tear", "knee arthritis"], means: "osteoarthritis" },
  { when: ["backache", "back ache", "lower back", "slipped disc", "disc"], means: "back pain sciatica" },
  { when: ["uric acid", "hyperuricemia"], means: "gout uric acid" },
  { when: ["weak bone", "bone density", "bone loss", "osteopenia"], means: "osteoporosis weak bones" },
  { when: ["sprain", "strain", "injury", "injured"], means: "sports injuries recovery" },
  // Kidney, liver, urine
  { when: ["kidney stone", "renal stone", "stone", "pathri"], means: "kidney stones" },
  {
    when: ["uti", "urine infection", "burning urine", "burning urination", "bladder infection", "cystitis"],
    means: "recurrent uti urinary tract infection",
  },
  { when: ["leaking urine", "bladder control", "leak"], means: "urinary incontinence" },
  { when: ["nafld", "masld", "fatty"], means: "fatty liver" },
  { when: ["detox", "cleanse"], means: "liver detox" },
  // Breathing and immunity
  { when: ["wheeze", "wheezing", "breathless", "inhaler"], means: "asthma" },
  { when: ["sinus", "blocked nose", "stuffy nose"], means: "sinusitis" },
  { when: ["cold", "cough", "flu", "sore throat"], means: "cold cough" },
  { when: ["allergy", "hay fever", "sneezing", "pollen"], means: "allergies hay fever" },
  { when: ["immunity", "immune", "always sick", "keep getting sick"], means: "immunity" },
  // The clinic
  { when: ["dosha", "prakriti", "body type", "constitution", "quiz"], means: "dosha self-assessment" },
  { when: ["delivery", "ship", "courier", "customs"], means: "shipping" },
  { when: ["money back", "return", "refund"], means: "refund" },
  { when: ["price", "cost", "fee", "charge"], means: "cost" },
];
