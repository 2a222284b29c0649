import type { CategoryEntry } from "@/lib/catalogue/schema";

export const categories: CategoryEntry[] = [
  {
    name: "Digestive & Gut Health",
    shortName: "Digestive Health",
    subtitle: "Ayurvedic support for reflux, bloating, sluggish bowels and everyday digestive discomfort.",
    description:
      "Ayurveda places digestion at the centre of health. When the digestive fire (agni) is weak or irregular, food is not fully processed and a sticky residue called ama is thought to build up, which may show as bloating, acidity or irregular bowels. In an online consultation, a certified Ayurvedic doctor looks at your symptoms, eating habits and constitution (prakriti), then suggests diet changes, herbs and daily routines suited to you. This care is meant to sit alongside, not replace, advice from your own doctor.",
    offerings: [
      "A personalised diet plan built around your digestive strength (agni)",
      "An assessment of your constitution (prakriti) and current dosha imbalance",
      "Guidance on meal timing, portion size and food combinations",
      "Herbal suggestions such as Triphala or ginger, checked against any medicines you take",
      "Simple daily routines (dinacharya) to support regular bowel habits",
      "Advice on when symptoms need tests or a visit to your own doctor",
      "Follow-up reviews to adjust your plan as your digestion changes",
    ],
    closingMessage:
      "If your digestion has been troubling you, you are welcome to talk it through with one of our Ayurvedic doctors. Book a free consultation and we will look at your symptoms, habits and goals together.",
    tint: { deep: "#a8701c", soft: "#faf5ed" },
    conditions: [
      {
        slug: "acid-reflux-gerd",
        name: "Acid Reflux / GERD",
        description:
          "Stomach acid flows back into the food pipe, causing burning and discomfort. Ayurveda links this to excess Pitta, and diet, routine and soothing herbs may help ease symptoms.",
        symptoms: [
          "Heartburn after meals",
          "Sour or bitter taste in the mouth",
          "Regurgitation of food or acid",
          "Chest discomfort when lying down",
          "Frequent burping",
          "Persistent dry cough or hoarseness",
        ],
      },
      {
        slug: "bloating-gas",
        name: "Bloating & Gas",
        description:
          "A full, tight or swollen feeling in the abdomen, often with trapped wind. Ayurveda often relates this to Vata and weak agni, and gentle diet and herbal support may help.",
        symptoms: [
          "Swollen or tight abdomen",
          "Excess wind or burping",
          "Abdominal rumbling",
          "Cramping or discomfort after eating",
          "Feeling full after small meals",
          "Bloating that worsens through the day",
        ],
      },
      {
        slug: "constipation",
        name: "Constipation",
        description:
          "Infrequent, hard or difficult bowel movements. Ayurveda sees dryness from excess Vata as a common cause, and fluids, fibre, routine and mild herbs may help support regularity.",
        symptoms: [
          "Fewer than three bowel movements a week",
          "Hard, dry or lumpy stools",
          "Straining to pass stools",
          "Feeling of incomplete emptying",
          "Abdominal discomfort or bloating",
          "Reduced appetite",
        ],
      },
      {
        slug: "ibs",
        name: "IBS (Irritable Bowel Syndrome)",
        description:
          "A long-term gut condition with abdominal pain and changing bowel habits, often worse with stress. Ayurvedic care looks at diet, digestion and the mind together and may help ease flare-ups.",
        symptoms: [
          "Abdominal pain or cramping, often eased by passing stools",
          "Diarrhoea, constipation or both in turn",
          "Bloating and wind",
          "Mucus in the stool",
          "Urgent need to open the bowels",
          "Symptoms that flare with stress or certain foods",
        ],
      },
      {
        slug: "indigestion-poor-metabolism",
        name: "Indigestion & Poor Metabolism",
        description:
          "Heaviness, slow digestion and low appetite after meals, which Ayurveda calls manda agni (weak digestive fire). Adjusting what and when you eat, with warming herbs, may help digestion feel lighter.",
        symptoms: [
          "Heaviness or fullness after eating",
          "Upper abdominal discomfort",
          "Nausea after meals",
          "Low or irregular appetite",
          "Coated tongue",
          "Tiredness or sluggishness after meals",
        ],
      },
      {
        slug: "leaky-gut-syndrome",
        name: "Leaky Gut Syndrome",
        description:
          "A term used for increased gut permeability; it is not a formal medical diagnosis, and its symptoms overlap with other conditions. Ayurveda focuses on strengthening agni and clearing ama, which may support gut comfort.",
        symptoms: [
          "Bloating and wind",
          "Sensitivity to certain foods",
          "Irregular bowel habits",
          "Tiredness",
          "Skin flare-ups",
          "Difficulty concentrating",
        ],
      },
    ],
    aliases: [],
  },
  {
    name: "Mental Health & Sleep",
    shortName: "Mind & Sleep",
    subtitle: "Ayurvedic support for anxiety, stress, low mood, poor focus and restless sleep, alongside your usual care.",
    description:
      "Ayurveda sees the mind and body as closely linked. Restlessness, worry and broken sleep are often tied to disturbed Vata, while irritability and burnout may reflect excess Pitta, and heaviness or low mood may involve Kapha. Our doctors take time to understand your daily life, sleep pattern and stresses, then suggest routines, food, breathing practices and herbs that may help you feel steadier. Ayurvedic care complements, and never replaces, support from a psychiatrist, psychologist or GP.",
    offerings: [
      "A calm, unhurried conversation about your sleep, mood and daily pressures",
      "A daily routine (dinacharya) to steady your sleeping and waking times",
      "Guidance on breathing practices (pranayama) and simple relaxation",
      "Herbal suggestions such as Ashwagandha or Brahmi, checked against any medicines you take",
      "Diet advice to support steady energy through the day",
      "Gentle self-massage (abhyanga) routines to help you wind down in the evening",
      "Clear advice on when to seek urgent or specialist mental health support",
    ],
    closingMessage:
      "Whatever you are carrying at the moment, you do not have to sort it out alone. Book a free consultation and talk with an Ayurvedic doctor about your sleep, mood and stress at a pace that suits you.",
    tint: { deep: "#3e4a8c", soft: "#eff0f8" },
    conditions: [
      {
        slug: "anxiety-panic-attacks",
        name: "Anxiety & Panic Attacks",
        description:
          "Ongoing worry or sudden waves of intense fear, often with physical symptoms. Ayurveda links this to disturbed Vata, and grounding routines, breathwork and herbs may help alongside medical care.",
        symptoms: [
          "Persistent worry or nervousness",
          "Racing heart or palpitations",
          "Shortness of breath or a tight chest",
          "Trembling or sweating",
          "Difficulty relaxing or sleeping",
          "Sudden episodes of intense fear",
        ],
      },
      {
        slug: "brain-fog-poor-focus",
        name: "Brain Fog & Poor Focus",
        description:
          "A sense of mental cloudiness that makes it hard to think clearly or concentrate. Ayurveda often relates this to Kapha and ama, and routine, diet and herbs such as Brahmi may support clarity.",
        symptoms: [
          "Difficulty concentrating",
          "Forgetfulness",
          "Slow or muddled thinking",
          "Losing track of conversations or tasks",
          "Mental tiredness",
          "Finding it hard to make decisions",
        ],
      },
      {
        slug: "chronic-stress-burnout",
        name: "Chronic Stress & Burnout",
        description:
          "Long-term stress that leaves you drained, detached and less able to cope with work or home life. Ayurvedic care focuses on rest, routine and restorative herbs that may help rebuild resilience.",
        symptoms: [
          "Constant exhaustion",
          "Irritability or short temper",
          "Feeling detached or cynical about work",
          "Poor sleep",
          "Headaches or muscle tension",
          "Reduced motivation and performance",
        ],
      },
      {
        slug: "depression",
        name: "Depression",
        description:
          "Persistent low mood and loss of interest lasting two weeks or more. Ayurvedic care may support mood through routine, diet and herbs, always alongside your doctor. If you have thoughts of self-harm, seek urgent help.",
        symptoms: [
          "Persistent sadness or low mood",
          "Loss of interest or pleasure",
          "Changes in sleep or appetite",
          "Low energy",
          "Feelings of worthlessness or guilt",
          "Difficulty concentrating",
          "Thoughts of death or self-harm",
        ],
      },
      {
        slug: "mental-fatigue",
        name: "Mental Fatigue",
        description:
          "A feeling of being mentally worn out, where thinking takes more effort than usual. Ayurveda relates this to depleted ojas, and rest, nourishing food and tonic herbs may help restore energy.",
        symptoms: [
          "Tiredness after mental effort",
          "Reduced concentration",
          "Low motivation",
          "Irritability",
          "Needing more rest than usual",
          "Slower reaction times",
        ],
      },
      {
        slug: "sleep-disorders-insomnia",
        name: "Sleep Disorders & Insomnia",
        description:
          "Trouble falling asleep, staying asleep or waking refreshed. Ayurveda links light, broken sleep to excess Vata, and an evening routine, warm oil massage and calming herbs may help.",
        symptoms: [
          "Difficulty falling asleep",
          "Waking often during the night",
          "Waking too early",
          "Feeling unrefreshed in the morning",
          "Daytime tiredness",
          "Irritability or poor focus",
        ],
      },
    ],
    aliases: [],
  },
  {
    name: "Immunity & Respiratory Health",
    shortName: "Immunity & Breathing",
    subtitle: "Ayurvedic support for allergies, recurring colds, sinus trouble and breathing concerns, alongside medical care.",
    description:
      "In Ayurveda, resilience depends on strong digestion and healthy ojas, the essence said to sustain vitality. Congestion, mucus and recurring chest or sinus trouble are usually linked to excess Kapha, while dryness and sensitivity may reflect Vata. Our doctors look at your history, triggers and lifestyle and suggest seasonal routines, diet and herbs that may support your body's natural defences. Inhalers and prescribed medicines should always be continued; Ayurvedic care is an addition, not a substitute.",
    offerings: [
      "A review of your symptoms, triggers and seasonal patterns",
      "Seasonal routines (ritucharya) suited to where you live",
      "Diet advice to help reduce mucus and support digestion",
      "Herbal suggestions such as Tulsi, turmeric or Chyawanprash, checked for interactions",
      "Gentle nasal care (nasya) and steam practices where suitable",
      "Breathing exercises (pranayama) adapted to your comfort",
      "Clear guidance on warning signs that need urgent medical attention",
    ],
    closingMessage:
      "If colds, allergies or breathing troubles keep returning, a conversation may help you understand why. Book a free consultation with one of our Ayurvedic doctors and we will plan the next steps with you.",
    tint: { deep: "#1c7a76", soft: "#edfaf9" },
    conditions: [
      {
        slug: "allergies-hay-fever",
        name: "Allergies & Hay Fever",
        description:
          "An overreaction of the immune system to pollen, dust, pet dander or other triggers. Ayurveda links this to Kapha and weak agni, and diet, nasal care and herbs may help ease seasonal symptoms.",
        symptoms: [
          "Sneezing",
          "Runny or blocked nose",
          "Itchy, watery eyes",
          "Itchy throat or palate",
          "Symptoms that worsen in certain seasons",
          "Tiredness during flare-ups",
        ],
      },
      {
        slug: "asthma-support",
        name: "Asthma Support",
        description:
          "A long-term condition in which the airways become inflamed and narrow. Ayurvedic care may support breathing comfort alongside your inhalers and asthma plan, which should never be stopped.",
        symptoms: [
          "Wheezing",
          "Shortness of breath",
          "Chest tightness",
          "Coughing, often worse at night or early morning",
          "Symptoms triggered by exercise, cold air or allergens",
          "Breathlessness that worsens with colds",
        ],
      },
      {
        slug: "chronic-bronchitis",
        name: "Chronic Bronchitis",
        description:
          "Long-term inflammation of the airways, with a cough that brings up mucus on most days for months at a time, often linked to smoking or pollution. Ayurvedic care may support chest comfort alongside medical treatment.",
        symptoms: [
          "Cough with phlegm on most days for three months or more",
          "Thick mucus, often worse in the morning",
          "Shortness of breath on exertion",
          "Wheezing",
          "Chest discomfort",
          "Frequent chest infections",
          "Tiredness",
        ],
      },
      {
        slug: "frequent-cold-cough",
        name: "Frequent Colds & Coughs",
        description:
          "Catching colds, sore throats and short-lived coughs again and again, each clearing up but soon returning. Ayurveda links this to low immunity and excess Kapha, and diet, routine and herbs may support resistance.",
        symptoms: [
          "Several colds a year",
          "Runny or blocked nose",
          "Sore or scratchy throat",
          "Short-lived cough that keeps returning",
          "Sneezing",
          "Tiredness and slow recovery",
        ],
      },
      {
        slug: "low-immunity-weak-resistance",
        name: "Low Immunity & Weak Resistance",
        description:
          "Picking up infections easily, recovering slowly or feeling run down much of the time. Ayurveda focuses on digestion, sleep and ojas, and may help support your body's natural resilience.",
        symptoms: [
          "Frequent infections",
          "Slow recovery from illness",
          "Persistent tiredness",
          "Slow wound healing",
          "Poor appetite",
          "Feeling run down after stress or travel",
        ],
      },
      {
        slug: "sinusitis",
        name: "Sinusitis",
        description:
          "Inflammation of the sinuses that causes congestion and facial pressure, sometimes lasting for weeks. Ayurveda links it to Kapha, and steam, nasal oil (nasya) and herbs may help ease congestion.",
        symptoms: [
          "Blocked or runny nose",
          "Pain or pressure around the eyes, cheeks or forehead",
          "Thick nasal discharge",
          "Reduced sense of smell",
          "Mucus dripping down the back of the throat",
          "Headache",
        ],
      },
    ],
    aliases: [],
  },
  {
    name: "Hormonal Balance & Endocrine Health",
    shortName: "Hormonal Health",
    subtitle: "Ayurvedic support for thyroid, blood sugar, adrenal and cycle concerns, working alongside your medical tests.",
    description:
      "Ayurveda does not speak of hormones as such, but it describes how the doshas, digestion and the body's tissues (dhatus) work together to keep the body in rhythm. Thyroid, blood sugar and cycle problems are understood as disturbances of this rhythm, often involving Kapha and weak agni. Our doctors review your symptoms and any recent blood tests, then suggest diet, routine, movement and herbs that may support balance. Prescribed medicines, such as thyroid or diabetes treatment, should be continued, and herbs are checked for interactions.",
    offerings: [
      "A review of your symptoms alongside recent blood test results",
      "A personalised diet plan to support steady energy and blood sugar",
      "Daily routines for sleep, movement and stress that suit your constitution",
      "Herbal suggestions checked against thyroid, diabetes and other medicines",
      "Guidance on tracking your cycle, energy and symptoms over time",
      "Advice on when to see an endocrinologist or repeat tests",
      "Regular follow-ups to adjust your plan",
    ],
    closingMessage:
      "Hormonal concerns can feel confusing, especially when test results and symptoms do not seem to match. Book a free consultation and an Ayurvedic doctor will go through your questions with you, step by step.",
    tint: { deep: "#6a4a9a", soft: "#f3eff8" },
    conditions: [
      {
        slug: "adrenal-fatigue",
        name: "Adrenal Fatigue",
        description:
          "A popular term for tiredness and low resilience after long periods of stress; it is not a recognised medical diagnosis, so other causes should be checked. Ayurvedic care may support energy and recovery.",
        symptoms: [
          "Persistent tiredness",
          "Difficulty getting up in the morning",
          "Cravings for salty or sugary food",
          "Relying on caffeine to get through the day",
          "Poor sleep",
          "Feeling overwhelmed by small stresses",
        ],
      },
      {
        slug: "blood-sugar-imbalance-prediabetes",
        name: "Blood Sugar Imbalance / Prediabetes",
        description:
          "Blood sugar that is higher than normal but not yet in the diabetes range. Ayurveda relates this to Kapha and weak agni, and changes to diet, activity and routine may help support healthier levels.",
        symptoms: [
          "Often no symptoms; found on a blood test",
          "Energy dips after meals",
          "Sugar cravings",
          "Weight gain around the waist",
          "Increased thirst",
          "Darkened skin patches on the neck or armpits",
        ],
      },
      {
        slug: "hypothyroidism-hyperthyroidism",
        name: "Hypothyroidism / Hyperthyroidism",
        description:
          "An underactive or overactive thyroid gland, which slows down or speeds up the body's metabolism. Ayurvedic care may support energy, digestion and wellbeing alongside your prescribed thyroid treatment.",
        symptoms: [
          "Tiredness and weight gain (underactive)",
          "Feeling cold, dry skin and constipation (underactive)",
          "Weight loss despite a good appetite (overactive)",
          "Racing heart, anxiety or trembling (overactive)",
          "Feeling hot and sweating more (overactive)",
          "Changes to periods",
          "Swelling in the neck (goitre)",
        ],
      },
      {
        slug: "irregular-hormonal-cycles",
        name: "Irregular Hormonal Cycles",
        description:
          "Cycles that vary in length, timing or flow, often linked to stress, weight changes or thyroid and ovarian hormones. Ayurveda looks at Vata and Pitta balance and may help support a steadier rhythm.",
        symptoms: [
          "Periods that come early, late or are missed",
          "Unpredictable flow",
          "Spotting between periods",
          "Mood changes across the cycle",
          "Breast tenderness",
          "Changes in energy and sleep",
        ],
      },
      {
        slug: "pcos-pcod",
        name: "PCOS / PCOD",
        description:
          "A common hormonal condition often linked to insulin resistance and raised androgens (male-type hormones). Ayurveda relates it to Kapha and weak agni, and diet, activity and herbs may support metabolic balance.",
        symptoms: [
          "Weight gain, especially around the waist",
          "Insulin resistance or raised blood sugar",
          "Excess facial or body hair",
          "Darkened skin patches on the neck or armpits",
          "Irregular periods",
          "Tiredness and sugar cravings",
        ],
      },
    ],
    aliases: [],
  },
  {
    name: "Women's Health",
    shortName: "Women's Health",
    subtitle: "Ayurvedic support through every stage, from periods and fertility to menopause, at a pace that suits you.",
    description:
      "Ayurveda has a long tradition of care for women's health, known as stri roga, and treats the menstrual cycle as a sign of overall balance. Painful, heavy or irregular periods, fertility concerns and menopausal changes are understood through Vata, Pitta and Kapha and the health of the reproductive tissue. Our doctors listen carefully and suggest diet, routine, herbs and gentle therapies that may help. Care is planned alongside your gynaecologist, and herbs are checked for safety in pregnancy and with any medicines.",
    offerings: [
      "A private, unhurried conversation about your cycle and concerns",
      "Cycle-aware diet and lifestyle guidance suited to your constitution",
      "Herbal suggestions such as Shatavari, checked for safety with any medicines",
      "Support before conception, alongside your fertility specialist",
      "Gentle routines and yoga suggestions for cramps and menopausal changes",
      "Care that is checked for safety if you are pregnant or breastfeeding",
      "Advice on symptoms that need a gynaecologist's assessment",
    ],
    closingMessage:
      "Whether you are dealing with painful periods, planning a family or going through menopause, you are welcome here. Book a free consultation to talk privately with an Ayurvedic doctor about what you are experiencing.",
    tint: { deep: "#a8456a", soft: "#f8eff2" },
    conditions: [
      {
        slug: "endometriosis",
        name: "Endometriosis",
        description:
          "Tissue similar to the womb lining grows outside the womb, causing pain that is often worse around periods. Ayurvedic care may help ease discomfort alongside your gynaecologist's treatment.",
        symptoms: [
          "Severe period pain",
          "Pelvic pain between periods",
          "Pain during or after sex",
          "Heavy periods",
          "Pain when passing stools or urine during periods",
          "Difficulty getting pregnant",
          "Fatigue",
        ],
      },
      {
        slug: "fertility-support",
        name: "Fertility Support",
        description:
          "Support for women who are trying to conceive, whether just starting out or after a long wait. Ayurveda focuses on cycle health, nutrition and stress, and may complement care from a fertility specialist.",
        symptoms: [
          "Not conceiving after a year of trying (six months if over 35)",
          "Irregular or absent periods",
          "Painful periods",
          "Repeated miscarriage",
          "Stress or anxiety around conceiving",
          "A known condition such as PCOS or a thyroid problem",
        ],
      },
      {
        slug: "hormonal-acne",
        name: "Hormonal Acne",
        description:
          "Breakouts linked to hormone changes, often along the jaw and chin and flaring around periods. Ayurveda relates them to Pitta and Kapha, and diet, skincare and herbs may help calm the skin.",
        symptoms: [
          "Spots on the jaw, chin and lower face",
          "Flare-ups before or during periods",
          "Deep, tender cysts",
          "Oily skin",
          "Dark marks after breakouts heal",
          "Acne that began or returned in adulthood",
        ],
      },
      {
        slug: "irregular-painful-periods",
        name: "Irregular & Painful Periods",
        description:
          "Periods that are unpredictable in timing or flow and often uncomfortable. Ayurveda links this to disturbed Vata, and diet, warmth, routine and herbs may help support a more comfortable cycle.",
        symptoms: [
          "Cycles shorter than 21 or longer than 35 days",
          "Missed periods",
          "Heavy or very light flow",
          "Cramping and lower back pain",
          "Clots in menstrual blood",
          "Bloating and mood changes before periods",
        ],
      },
      {
        slug: "menopause-support",
        name: "Menopause Support",
        description:
          "The years around the end of periods, when falling oestrogen can bring hot flushes, poor sleep and mood changes. Ayurveda sees this as a Vata stage of life and may help you feel more settled through it.",
        symptoms: [
          "Hot flushes and night sweats",
          "Irregular periods before they stop",
          "Difficulty sleeping",
          "Mood changes or anxiety",
          "Vaginal dryness",
          "Joint aches",
          "Brain fog or poor concentration",
        ],
      },
      {
        slug: "menstrual-cramps",
        name: "Menstrual Cramps",
        description:
          "Cramping pain in the lower abdomen just before or during a period. Ayurveda links it to blocked downward-moving Vata (apana vayu), and warmth, diet and herbs may help ease the discomfort.",
        symptoms: [
          "Cramping pain in the lower abdomen",
          "Pain spreading to the lower back or thighs",
          "Nausea",
          "Loose stools during periods",
          "Headache",
          "Tiredness",
        ],
      },
      {
        slug: "pcos-pcod",
        name: "PCOS / PCOD",
        description:
          "A common condition affecting the ovaries that can make periods irregular, conception harder and skin or hair change. Ayurvedic care may help support a more regular cycle and clearer skin alongside medical care.",
        symptoms: [
          "Irregular or missed periods",
          "Difficulty getting pregnant",
          "Acne or oily skin",
          "Excess facial or body hair",
          "Thinning hair on the scalp",
          "Many small follicles seen on an ultrasound scan",
        ],
      },
      {
        slug: "vaginal-dryness-ph-imbalance",
        name: "Vaginal Dryness & pH Imbalance",
        description:
          "Dryness, itching or changes in discharge, often linked to menopause, hormones or a disturbed vaginal balance. Ayurvedic care may help support comfort, alongside checks for infection where needed.",
        symptoms: [
          "Dryness or itching",
          "Discomfort or pain during sex",
          "Unusual discharge or odour",
          "Burning or irritation",
          "Needing to pass urine more often",
          "Recurring thrush or bacterial vaginosis",
        ],
      },
    ],
    aliases: [],
  },
  {
    name: "Men's Health",
    shortName: "Men's Health",
    subtitle: "Private Ayurvedic support for sexual health, fertility, hair, prostate and stress, discussed with care and respect.",
    description:
      "Ayurveda has a branch devoted to vitality and reproductive health, known as vajikarana, which treats sexual wellbeing as part of overall health rather than in isolation. Concerns such as low energy, erection problems or difficulty conceiving are often linked to stress, sleep, digestion and the balance of Vata and Pitta. Our doctors discuss these topics privately and without judgement, and suggest diet, routines and herbs that may help. Some symptoms can point to heart, hormone or prostate problems, so medical checks are recommended where needed.",
    offerings: [
      "A confidential consultation at a time that suits you",
      "A look at stress, sleep, diet and energy as a whole",
      "Herbal suggestions such as Ashwagandha or Shilajit, checked against your medicines",
      "Diet and exercise guidance to support stamina and a healthy weight",
      "Stress and breathing practices that fit around work",
      "Advice on medical tests, such as blood tests or a semen analysis, where useful",
      "Follow-up reviews to track how you are feeling",
    ],
    closingMessage:
      "Many men put off talking about these concerns. Our consultations are private and respectful. Book a free consultation and speak with an Ayurvedic doctor about what matters to you.",
    tint: { deep: "#2d6285", soft: "#eef5f9" },
    conditions: [
      {
        slug: "erectile-dysfunction",
        name: "Erectile Dysfunction",
        description:
          "Difficulty getting or keeping an erection firm enough for sex. It can be an early sign of heart or blood sugar problems, so a medical check matters; Ayurvedic care may support vitality and stress.",
        symptoms: [
          "Difficulty getting an erection",
          "Difficulty keeping an erection",
          "Reduced sexual desire",
          "Anxiety about sexual performance",
          "Fewer morning erections",
        ],
      },
      {
        slug: "hair-loss-baldness",
        name: "Hair Loss / Baldness",
        description:
          "Gradual thinning of the hair, often at the temples or crown, usually shaped by genes and hormones. Ayurveda links early hair loss to excess Pitta, and scalp care, diet and herbs may support hair health.",
        symptoms: [
          "Receding hairline at the temples",
          "Thinning at the crown",
          "More hair on the pillow or in the shower",
          "Finer, weaker hairs",
          "Scalp becoming more visible",
        ],
      },
      {
        slug: "low-testosterone",
        name: "Low Testosterone & Low Libido",
        description:
          "Lower levels of the male hormone testosterone, which can affect desire, energy and mood; a blood test confirms it. Ayurveda focuses on sleep, stress, diet and tonic herbs that may support vitality.",
        symptoms: [
          "Reduced sex drive",
          "Low energy and tiredness",
          "Erection difficulties",
          "Low mood or irritability",
          "Loss of muscle strength",
          "Increased body fat",
          "Poor concentration",
        ],
      },
      {
        slug: "male-infertility",
        name: "Male Infertility",
        description:
          "Difficulty fathering a child, often linked to sperm count, movement or shape. Ayurveda looks at shukra dhatu, the reproductive tissue, and diet, lifestyle and herbs may complement specialist care.",
        symptoms: [
          "Not conceiving after a year of trying",
          "Low sperm count on a semen test",
          "Poor sperm movement (motility)",
          "Low sex drive or erection difficulties",
          "Pain, swelling or a lump in the testicles",
        ],
      },
      {
        slug: "premature-ejaculation",
        name: "Premature Ejaculation",
        description:
          "Ejaculating sooner than you or your partner would like, most times during sex. Ayurveda links it to excess Vata and stress, and calming routines, exercises and herbs may help support control.",
        symptoms: [
          "Ejaculating within about a minute of penetration",
          "Difficulty delaying ejaculation",
          "Frustration or distress",
          "Anxiety about sex",
          "Avoiding intimacy",
        ],
      },
      {
        slug: "prostate-health",
        name: "Prostate Health",
        description:
          "Support for common changes with age, such as an enlarged prostate that affects urination. Ayurvedic care may support urinary comfort; new symptoms should be checked by a doctor to rule out other causes.",
        symptoms: [
          "Needing to pass urine often, especially at night",
          "Weak or interrupted flow",
          "Difficulty starting to urinate",
          "Dribbling after urinating",
          "Feeling the bladder is not fully empty",
          "Sudden urge to urinate",
        ],
      },
      {
        slug: "stress-management",
        name: "Stress & Sexual Fatigue",
        description:
          "Long-term pressure from work or life that drains energy and can dampen desire and performance. Ayurvedic care uses routine, breathwork and calming herbs that may help you feel more balanced.",
        symptoms: [
          "Constant tension or irritability",
          "Poor sleep",
          "Low energy",
          "Reduced interest in sex",
          "Headaches or tight shoulders",
          "Difficulty switching off",
        ],
      },
    ],
    aliases: [
      { slug: "low-libido", to: "low-testosterone" },
      { slug: "low-testosterone-energy", to: "low-testosterone" },
      { slug: "stress-induced-sexual-fatigue", to: "stress-management" },
      { slug: "fertility-low-sperm-count", to: "male-infertility" },
    ],
  },
  {
    name: "Weight & Metabolic Health",
    shortName: "Weight & Metabolism",
    subtitle: "Ayurvedic support for healthy weight, blood sugar and cholesterol through food, movement and daily rhythm.",
    description:
      "Ayurveda sees weight and metabolism through agni, the digestive fire, and through Kapha, the dosha associated with structure and storage. When agni is slow and Kapha builds up, the body may gain weight, hold on to fat and struggle with blood sugar and cholesterol. Our doctors look at what, when and how you eat, along with sleep, stress and activity, and build a realistic plan with you. Medicines for diabetes or cholesterol should be continued, and herbs are checked so they do not interfere.",
    offerings: [
      "A realistic, personalised eating plan rather than a crash diet",
      "Guidance on meal timing and portion size to suit your digestion",
      "Movement suggestions matched to your fitness and joints",
      "Herbal suggestions such as Triphala or Guggul, checked against your medicines",
      "Support for sleep and stress, which often affect appetite",
      "Advice on which blood tests to track, such as HbA1c and cholesterol",
      "Regular follow-ups to review progress and adjust the plan",
    ],
    closingMessage:
      "Changing long-standing habits is easier with support. Book a free consultation and an Ayurvedic doctor will help you set out small, manageable steps that fit your life.",
    tint: { deep: "#6e7c26", soft: "#f8faed" },
    conditions: [
      {
        slug: "high-cholesterol-metabolic",
        name: "High Cholesterol & Triglycerides",
        description:
          "Raised cholesterol or triglycerides in the blood, often linked to diet, weight and blood sugar. Ayurveda relates this to Kapha and meda (fat tissue), and diet and activity may help support healthier levels.",
        symptoms: [
          "Usually no symptoms; found on a blood test",
          "Weight gain around the waist",
          "High triglycerides alongside raised blood sugar",
          "Yellowish patches around the eyes",
          "Fatty liver seen on a scan",
        ],
      },
      {
        slug: "metabolic-syndrome",
        name: "Metabolic Syndrome",
        description:
          "A cluster of a large waist, high blood pressure, raised blood sugar and abnormal blood fats that together raise the risk of heart disease and diabetes. Ayurvedic diet and lifestyle care may help.",
        symptoms: [
          "Large waist measurement",
          "High blood pressure",
          "Raised fasting blood sugar",
          "High triglycerides",
          "Low HDL (good) cholesterol",
          "Tiredness after meals",
        ],
      },
      {
        slug: "obesity-weight-gain",
        name: "Obesity & Weight Gain",
        description:
          "Carrying more body weight than is healthy, which can strain the joints, heart and metabolism. Ayurveda links this to Kapha and slow agni, and a steady plan of diet, movement and routine may help.",
        symptoms: [
          "Gradual weight gain",
          "Breathlessness on exertion",
          "Joint pain, especially in the knees",
          "Tiredness and low stamina",
          "Snoring or poor sleep",
          "Increased sweating",
        ],
      },
      {
        slug: "type2-diabetes-support",
        name: "Type 2 Diabetes Support",
        description:
          "A long-term condition in which the body does not use insulin well, so blood sugar stays high. Ayurveda groups it under prameha, and diet, exercise and herbs may support blood sugar control alongside your medicines.",
        symptoms: [
          "Increased thirst",
          "Passing urine often",
          "Tiredness",
          "Blurred vision",
          "Slow-healing cuts or wounds",
          "Tingling or numbness in the hands or feet",
          "Frequent infections",
        ],
      },
      {
        slug: "underweight-poor-appetite",
        name: "Underweight & Poor Appetite",
        description:
          "Weighing less than is healthy for your height, or struggling to eat enough. Unexplained weight loss needs a medical check; Ayurveda focuses on kindling agni and nourishing foods that may support healthy gain.",
        symptoms: [
          "Low body weight for your height",
          "Little interest in food",
          "Feeling full quickly",
          "Low energy and stamina",
          "Feeling cold easily",
          "Frequent illness",
        ],
      },
    ],
    aliases: [
      { slug: "type-2-diabetes-support", to: "type2-diabetes-support" },
      { slug: "high-cholesterol", to: "high-cholesterol-metabolic" },
    ],
  },
  {
    name: "Skin & Hair Health",
    shortName: "Skin & Hair",
    subtitle: "Ayurvedic support for acne, eczema, psoriasis, scalp problems and hair fall, from the inside and the outside.",
    description:
      "Ayurveda sees the skin and hair as a reflection of digestion, blood (rakta) and the balance of the doshas. Excess Pitta is often linked with redness, inflammation and early greying, Vata with dryness and flaking, and Kapha with oiliness and congestion. Our doctors look at your diet, stress, skincare routine and medical history, then suggest food changes, herbs, oils and simple routines that may help. Long-standing or severe skin conditions are best managed alongside a dermatologist.",
    offerings: [
      "Identification of your skin and hair type by dosha",
      "Diet advice to support clearer skin and stronger hair",
      "Suggestions for herbal oils, pastes and gentle cleansing routines",
      "Internal herbs such as Neem or Manjistha, checked against any medicines",
      "Scalp care routines for dandruff, itching and hair fall",
      "Stress and sleep guidance, as both often affect flare-ups",
      "Follow-up reviews to track changes and adjust your plan",
    ],
    closingMessage:
      "Skin and hair concerns can affect how you feel day to day. Book a free consultation and talk with an Ayurvedic doctor about a gentle plan that suits your skin, scalp and routine.",
    tint: { deep: "#b05a3a", soft: "#f9f1ee" },
    conditions: [
      {
        slug: "acne-pimples",
        name: "Acne & Pimples",
        description:
          "Blocked, inflamed pores that cause spots on the face, chest or back. Ayurveda links acne to Pitta and Kapha affecting the blood, and diet, skincare and herbs may help calm breakouts.",
        symptoms: [
          "Whiteheads and blackheads",
          "Red, tender spots",
          "Pus-filled pimples",
          "Oily skin",
          "Deep, painful lumps or cysts",
          "Dark marks or scars after spots heal",
        ],
      },
      {
        slug: "dandruff-scalp-infections",
        name: "Dandruff & Scalp Infections",
        description:
          "Flaking, itching or irritation of the scalp, sometimes linked to yeast or fungal overgrowth. Ayurveda relates it to Vata and Kapha, and herbal oils, washes and diet may help soothe the scalp.",
        symptoms: [
          "White or yellowish flakes",
          "Itchy scalp",
          "Red or greasy patches",
          "Dry, tight scalp",
          "Scaly patches along the hairline",
          "Patchy hair loss with scaling (in fungal infection)",
        ],
      },
      {
        slug: "dry-oily-skin",
        name: "Dry / Oily Skin",
        description:
          "Skin that feels tight and flaky, or shiny and prone to blocked pores, or a mix of both. Ayurveda links dryness to Vata and oiliness to Kapha, and tailored skincare and diet may help restore balance.",
        symptoms: [
          "Tight, rough or flaky skin",
          "Fine lines that show more when skin is dry",
          "Shine, especially across the forehead, nose and chin",
          "Enlarged pores",
          "Blackheads",
          "Skin that reacts to changes in weather",
        ],
      },
      {
        slug: "hair-fall-thinning",
        name: "Hair Fall & Thinning",
        description:
          "Losing more hair than usual or noticing less volume over time, often linked to stress, diet, hormones or illness. Ayurvedic care may support the scalp and hair through oils, nutrition and herbs.",
        symptoms: [
          "More hair on the brush or pillow",
          "A widening parting",
          "Reduced volume",
          "Thinning at the crown or temples",
          "Brittle or breaking hair",
          "Sudden shedding a few months after illness or stress",
        ],
      },
      {
        slug: "premature-graying",
        name: "Premature Greying",
        description:
          "Grey or white hair appearing earlier than usual, often in the teens, twenties or early thirties. Ayurveda links it to excess Pitta, and diet, scalp oils and herbs such as Bhringraj are traditionally used.",
        symptoms: [
          "Grey or white strands at a young age",
          "Greying first at the temples or crown",
          "Dry or brittle hair",
          "Family history of early greying",
          "Low vitamin B12 or iron in some cases",
        ],
      },
      {
        slug: "psoriasis-eczema",
        name: "Psoriasis & Eczema",
        description:
          "Long-term inflammatory skin conditions: psoriasis causes thick, scaly patches, and eczema causes dry, itchy, inflamed skin. Ayurvedic care may help ease flare-ups alongside your dermatologist's treatment.",
        symptoms: [
          "Raised, scaly patches, often on elbows, knees or scalp (psoriasis)",
          "Dry, itchy, inflamed skin (eczema)",
          "Cracked skin that may bleed",
          "Thickened skin from scratching",
          "Pitted or thickened nails",
          "Flare-ups with stress or cold weather",
        ],
      },
    ],
    aliases: [],
  },
  {
    name: "Joint & Bone Health",
    shortName: "Joint & Bone",
    subtitle: "Ayurvedic support for joint pain, stiffness, arthritis, back pain and bone strength, working with your doctor.",
    description:
      "In Ayurveda, joints and bones are closely linked to Vata, the dosha of movement, which tends to increase with age, cold weather and overexertion. Pain and swelling may also involve ama, the residue of poor digestion, which is why diet plays a part even in joint care. Our doctors assess your symptoms, mobility and medical history, then suggest diet, gentle movement, herbs and oil therapies that may help ease discomfort. Sudden severe pain, a hot swollen joint or a fall should always be checked by a doctor first.",
    offerings: [
      "An assessment of your pain, stiffness and daily movement",
      "Diet advice to reduce ama and support joint comfort",
      "Herbal suggestions such as Shallaki (Boswellia) or Guggul, checked for interactions",
      "Guidance on warm oil massage (abhyanga) and home compresses",
      "Gentle yoga and movement suited to your joints and strength",
      "Advice on Panchakarma therapies, such as Basti, where suitable",
      "Guidance on bone health, including calcium, vitamin D and safe exercise",
    ],
    closingMessage:
      "If stiffness or pain is limiting what you can do, you are welcome to talk it over with us. Book a free consultation and an Ayurvedic doctor will help you plan gentle, practical next steps.",
    tint: { deep: "#7e5a3c", soft: "#f8f3ef" },
    conditions: [
      {
        slug: "arthritis",
        name: "Arthritis",
        description:
          "A general term for conditions that cause pain, swelling and stiffness in the joints. Ayurveda links many forms to Vata and ama, and diet, herbs and oil therapies may help support comfort and mobility.",
        symptoms: [
          "Joint pain",
          "Stiffness, especially in the morning",
          "Swelling around joints",
          "Reduced range of movement",
          "Warmth or redness over a joint",
          "Weakness around the affected joint",
        ],
      },
      {
        slug: "back-pain-sciatica",
        name: "Back Pain & Sciatica",
        description:
          "Lower back pain that may spread down the leg when a nerve is irritated. Ayurveda relates it to Vata, and oil therapies, gentle movement and herbs may help. Numbness or loss of bladder control needs urgent care.",
        symptoms: [
          "Lower back pain or stiffness",
          "Pain running down the buttock and leg",
          "Tingling or numbness in the leg or foot",
          "Pain worse on sitting, bending or coughing",
          "Weakness in the leg",
          "Muscle spasms",
        ],
      },
      {
        slug: "gout",
        name: "Gout",
        description:
          "A form of arthritis caused by uric acid crystals in a joint, often the big toe, with sudden attacks of severe pain. Ayurveda calls it vatarakta, and diet and herbs may help support comfort between attacks.",
        symptoms: [
          "Sudden, severe pain in a joint, often the big toe",
          "Hot, red and swollen joint",
          "Pain that peaks within about a day",
          "Extreme tenderness to touch",
          "Attacks that often start at night",
          "Lumps under the skin (tophi) in long-standing gout",
        ],
      },
      {
        slug: "joint-pain-stiffness",
        name: "Joint Pain & Stiffness",
        description:
          "Aching, sore or stiff joints that make everyday movement harder. Ayurveda often links this to dry, cold Vata or a build-up of ama, and warm oils, diet and movement may help ease discomfort.",
        symptoms: [
          "Aching joints",
          "Stiffness after rest or in the morning",
          "Clicking or grinding sounds",
          "Reduced flexibility",
          "Pain that changes with the weather",
          "Mild swelling",
        ],
      },
      {
        slug: "muscle-weakness",
        name: "Muscle Weakness",
        description:
          "Reduced strength that makes everyday tasks tiring, often linked to inactivity, ageing, poor nutrition or illness. Sudden weakness needs urgent care; Ayurveda may help support strength through diet and tonic herbs.",
        symptoms: [
          "Difficulty climbing stairs or rising from a chair",
          "Tiring quickly with activity",
          "Reduced grip strength",
          "Muscle cramps or aches",
          "Loss of muscle bulk",
          "Poor balance",
        ],
      },
      {
        slug: "osteoarthritis",
        name: "Osteoarthritis",
        description:
          "Wear and change in joint cartilage, most often in the knees, hips, hands and spine, which becomes more common with age. Ayurveda calls it sandhigata vata, and oils, herbs and movement may help ease stiffness.",
        symptoms: [
          "Joint pain that worsens with use",
          "Short-lived stiffness after rest",
          "Grating or crackling in the joint",
          "Bony swellings on finger joints",
          "Reduced movement",
          "Knee or hip pain when walking",
        ],
      },
      {
        slug: "osteoporosis-weak-bones",
        name: "Weak Bones / Early Osteoporosis",
        description:
          "Bones that have become thinner and more fragile, raising the risk of fractures; there are often no symptoms until a bone breaks. Ayurveda looks at asthi dhatu, and diet, exercise and routine may support bone health.",
        symptoms: [
          "Often no symptoms until a fracture",
          "Fractures from a minor fall",
          "Loss of height over time",
          "Stooped posture",
          "Back pain from a spinal fracture",
          "Low bone density on a scan",
        ],
      },
      {
        slug: "rheumatoid-arthritis",
        name: "Rheumatoid Arthritis",
        description:
          "An autoimmune condition in which the immune system attacks the joint lining, causing pain and swelling. Ayurveda calls it amavata, and diet and herbs may support comfort alongside your rheumatologist's care.",
        symptoms: [
          "Painful, swollen joints on both sides of the body",
          "Morning stiffness lasting more than 30 minutes",
          "Small joints of the hands and feet affected first",
          "Tiredness",
          "Mild fever and feeling unwell",
          "Firm lumps under the skin (rheumatoid nodules)",
        ],
      },
      {
        slug: "sports-injuries-recovery",
        name: "Sports Injuries & Recovery",
        description:
          "Sprains, strains and overuse injuries from exercise or sport, and the recovery that follows. After a medical check, Ayurvedic oils, diet and rest routines may help support healing and a steady return to activity.",
        symptoms: [
          "Pain during or after activity",
          "Swelling or bruising",
          "Stiffness in the injured area",
          "Reduced strength or movement",
          "Tenderness to touch",
          "Slow recovery between training sessions",
        ],
      },
    ],
    aliases: [{ slug: "weak-bones-osteoporosis", to: "osteoporosis-weak-bones" }],
  },
  {
    name: "Liver, Kidney & Detox",
    shortName: "Liver, Kidney & Detox",
    subtitle: "Ayurvedic support for liver health, kidney stones, urinary concerns and gentle, supervised cleansing.",
    description:
      "Ayurveda gives the liver a central role in processing food and blood, and links it closely with Pitta. The kidneys and urinary system are cared for through good hydration, diet and the balance of Vata and Kapha. Our doctors look at your symptoms, test results and lifestyle and suggest diet, herbs and, where suitable, supervised cleansing such as Panchakarma. Detox here means the traditional Ayurvedic idea of clearing ama; it is not a substitute for medical treatment of liver or kidney disease.",
    offerings: [
      "A review of your symptoms and any liver or kidney test results",
      "A liver-friendly diet plan, with advice on alcohol and sugar",
      "Hydration and diet guidance for kidney stones and urinary health",
      "Herbal suggestions such as Punarnava or Bhumyamalaki, checked for safety",
      "Guidance on gentle seasonal cleansing and Panchakarma where suitable",
      "Pelvic floor exercises and routine advice for bladder control",
      "Clear advice on symptoms that need urgent medical care",
    ],
    closingMessage:
      "If you have questions about your liver, kidneys or bladder, or want to try a gentle cleanse safely, we are happy to help. Book a free consultation to talk it through with an Ayurvedic doctor.",
    tint: { deep: "#2e7a48", soft: "#eef9f2" },
    conditions: [
      {
        slug: "fatty-liver",
        name: "Fatty Liver",
        description:
          "A build-up of fat in the liver, often linked to weight, blood sugar, alcohol or diet, which usually causes few symptoms at first. Ayurveda focuses on diet, activity and liver-supporting herbs that may help.",
        symptoms: [
          "Often no symptoms",
          "Tiredness",
          "Discomfort in the upper right abdomen",
          "Weight gain around the waist",
          "Raised liver enzymes on a blood test",
          "Fatty liver seen on an ultrasound scan",
        ],
      },
      {
        slug: "kidney-stones",
        name: "Kidney Stones",
        description:
          "Hard deposits that form in the kidneys and can cause severe pain as they pass. Ayurveda calls them ashmari, and hydration, diet and herbs may help. Fever with pain, or being unable to pass urine, needs urgent care.",
        symptoms: [
          "Severe pain in the side or back",
          "Pain spreading to the groin",
          "Blood in the urine",
          "Nausea or vomiting",
          "Needing to pass urine often",
          "Pain or burning when urinating",
        ],
      },
      {
        slug: "liver-detox",
        name: "Liver Detox & Support",
        description:
          "Support for people who want to care for their liver through diet and lifestyle, for example after a period of heavy eating or drinking. Ayurvedic cleansing is gentle and supervised, not a quick fix.",
        symptoms: [
          "Feeling sluggish or heavy",
          "Poor tolerance of fatty foods",
          "Bitter taste in the mouth",
          "Dull skin",
          "Irritability or feeling overheated",
          "Raised liver enzymes on a blood test",
        ],
      },
      {
        slug: "recurrent-uti",
        name: "Recurrent UTI",
        description:
          "Urinary tract infections that keep coming back, usually two or more in six months. Antibiotics may still be needed; Ayurvedic care focuses on hydration, diet and herbs that may support urinary health.",
        symptoms: [
          "Burning or pain when passing urine",
          "Needing to pass urine often and urgently",
          "Cloudy or strong-smelling urine",
          "Lower abdominal discomfort",
          "Blood in the urine",
          "Fever or back pain, which needs prompt care",
        ],
      },
      {
        slug: "urinary-incontinence",
        name: "Urinary Incontinence",
        description:
          "Leaking urine without meaning to, for example when coughing or laughing, or with a sudden urge. Pelvic floor exercises, routine and Ayurvedic herbs may help support bladder control.",
        symptoms: [
          "Leaking when coughing, sneezing or lifting",
          "Sudden, strong urges to pass urine",
          "Leaking before reaching the toilet",
          "Needing to urinate often",
          "Waking at night to pass urine",
          "Dribbling after urinating",
        ],
      },
    ],
    aliases: [],
  },
  {
    name: "Heart & Circulatory Health",
    shortName: "Heart & Circulation",
    subtitle: "Ayurvedic support for blood pressure, cholesterol, circulation and heart wellbeing, alongside your cardiologist.",
    description:
      "In Ayurveda the heart (hridaya) is seen as the seat of both circulation and emotional wellbeing, so care looks at diet, activity, stress and sleep together. Raised blood pressure and cholesterol are often linked to Pitta and Kapha, while palpitations and poor circulation may involve Vata. Our doctors review your history and current medicines and suggest diet, breathing practices, gentle exercise and herbs such as Arjuna where safe. Heart medicines must never be stopped, and chest pain or sudden breathlessness needs emergency care.",
    offerings: [
      "A review of your readings, test results and current medicines",
      "A heart-friendly diet plan that suits your tastes and culture",
      "Breathing practices and stress guidance to support a calmer heart rate",
      "Gentle activity suggestions matched to your fitness",
      "Herbal suggestions such as Arjuna, checked against blood thinners and blood pressure medicines",
      "Guidance on checking your blood pressure at home",
      "Clear advice on warning signs that need emergency care",
    ],
    closingMessage:
      "Looking after your heart is a long-term commitment, and it helps to have support. Book a free consultation and talk with an Ayurvedic doctor about small changes that fit your life and your medical care.",
    tint: { deep: "#a3303a", soft: "#faedee" },
    conditions: [
      {
        slug: "cardiac-weakness",
        name: "Cardiac Weakness",
        description:
          "A heart that is not pumping as strongly as it should, as in heart failure, which always needs a cardiologist's care. Ayurvedic care may support energy and wellbeing alongside that treatment.",
        symptoms: [
          "Breathlessness on exertion or when lying flat",
          "Tiredness and low stamina",
          "Swollen ankles or legs",
          "Rapid or irregular heartbeat",
          "Waking at night short of breath",
          "Reduced ability to exercise",
        ],
      },
      {
        slug: "heart-palpitations",
        name: "Heart Palpitations",
        description:
          "A feeling that your heart is racing, pounding, fluttering or skipping beats. They are often harmless but should be checked by a doctor. Ayurveda links them to Vata, and calming routines may help.",
        symptoms: [
          "Racing or pounding heartbeat",
          "Fluttering in the chest",
          "Skipped or extra beats",
          "Feeling the heartbeat in the neck",
          "Palpitations linked to stress, caffeine or alcohol",
          "Dizziness, fainting or chest pain, which need urgent care",
        ],
      },
      {
        slug: "high-blood-pressure",
        name: "High Blood Pressure",
        description:
          "Blood pressure that stays above the healthy range, straining the heart, brain and kidneys; it rarely causes symptoms. Ayurvedic diet, routine and herbs may support healthy levels alongside your medicines.",
        symptoms: [
          "Usually no symptoms, so regular checks matter",
          "Readings of 140/90 mmHg or above in clinic",
          "Headaches when pressure is very high",
          "Blurred vision when pressure is very high",
          "Chest pain or breathlessness, which need urgent care",
        ],
      },
      {
        slug: "high-cholesterol",
        name: "High Cholesterol",
        description:
          "Too much LDL cholesterol in the blood, which can narrow the arteries over time and raise the risk of heart attack and stroke. Ayurvedic diet, activity and herbs may support healthy levels alongside medical care.",
        symptoms: [
          "Usually no symptoms",
          "Raised LDL cholesterol on a blood test",
          "Yellowish patches around the eyes",
          "Fatty lumps on tendons, such as at the heel or knuckles",
          "Family history of early heart disease",
        ],
      },
      {
        slug: "poor-circulation",
        name: "Poor Circulation",
        description:
          "Reduced blood flow, usually to the hands and feet, which can leave them cold, numb or slow to heal. Ayurveda links this to Vata and Kapha, and warm oil massage, movement and herbs may help.",
        symptoms: [
          "Cold hands and feet",
          "Numbness or tingling",
          "Pale or bluish fingers or toes",
          "Leg pain or cramps when walking",
          "Slow-healing wounds on the feet",
          "Swelling in the feet or ankles",
        ],
      },
      {
        slug: "varicose-veins",
        name: "Varicose Veins",
        description:
          "Swollen, twisted veins, usually in the legs, caused by weak valves that let blood pool. Ayurveda links them to Vata and the blood, and leg care, movement and herbs may help ease heaviness and aching.",
        symptoms: [
          "Bulging, twisted blue or purple veins",
          "Heavy, aching legs",
          "Swelling around the ankles",
          "Itching over the veins",
          "Leg cramps at night",
          "Darkening or hardening of the skin near the ankles",
        ],
      },
    ],
    aliases: [{ slug: "palpitations", to: "heart-palpitations" }],
  },
  {
    name: "Children's Wellness",
    shortName: "Children's Wellness",
    subtitle: "Gentle Ayurvedic support for children's appetite, immunity, sleep, growth and focus, planned with parents.",
    description:
      "Ayurveda has a dedicated branch for children's health, known as Kaumarabhritya, which recognises childhood as a Kapha stage of life, when children grow quickly and are prone to colds, mucus and changes in appetite. Our doctors speak with parents about the child's eating, sleep, activity and development, then suggest gentle food and routines and, only where suitable, mild herbs in age-appropriate doses. Ayurvedic care works alongside your paediatrician, and vaccinations and prescribed treatments should continue as advised.",
    offerings: [
      "A consultation with parent and child together, at the child's pace",
      "Child-friendly meal ideas to support appetite and digestion",
      "Bedtime and daily routines to help settle sleep",
      "Mild herbal suggestions only where suitable, in age-appropriate doses",
      "Gentle oil massage routines for babies and young children",
      "Ideas for supporting focus and calm at home and school",
      "Clear advice on when a child needs to see a doctor urgently",
    ],
    closingMessage:
      "Every child is different, and so are their needs. Book a free consultation and talk with an Ayurvedic doctor about your child's health, with plenty of time for your questions.",
    tint: { deep: "#4f8a2c", soft: "#f2f9ee" },
    conditions: [
      {
        slug: "adhd-hyperactivity",
        name: "ADHD & Hyperactivity",
        description:
          "Ongoing difficulty with attention, restlessness or impulsive behaviour that affects home or school life. Ayurvedic routines, diet and calming practices may support your child alongside specialist assessment.",
        symptoms: [
          "Short attention span",
          "Easily distracted",
          "Fidgeting or difficulty sitting still",
          "Acting without thinking",
          "Difficulty waiting for a turn",
          "Forgetfulness in daily tasks",
          "Talking a lot or interrupting",
        ],
      },
      {
        slug: "frequent-infections",
        name: "Frequent Infections",
        description:
          "Children who seem to catch one cold, cough or ear infection after another. Some of this is normal while immunity develops; Ayurveda focuses on digestion, sleep and diet, which may support natural resilience.",
        symptoms: [
          "Repeated colds and coughs",
          "Frequent ear or throat infections",
          "Slow recovery from illness",
          "Poor appetite during and after illness",
          "Tiredness",
          "Often missing school or nursery",
        ],
      },
      {
        slug: "growth-development-issues",
        name: "Growth & Development Issues",
        description:
          "Concerns about a child's height, weight or progress compared with other children of the same age. A paediatric check comes first; Ayurvedic diet and routines may support healthy nourishment and growth.",
        symptoms: [
          "Height or weight below what is expected for age",
          "Slow weight gain",
          "Delays in milestones such as walking or talking",
          "Low energy",
          "Picky or limited eating",
          "Frequent illness",
        ],
      },
      {
        slug: "poor-appetite-weak-digestion",
        name: "Poor Appetite & Weak Digestion",
        description:
          "Children who eat very little, are fussy with food or often have tummy aches, wind or irregular stools. Ayurveda looks at agni and meal routines, and gentle diet changes may help support appetite.",
        symptoms: [
          "Eating very little at meals",
          "Fussy or selective eating",
          "Tummy aches",
          "Bloating or wind",
          "Constipation or loose stools",
          "Low energy",
        ],
      },
      {
        slug: "sleep-issues-restlessness",
        name: "Sleep Issues & Restlessness",
        description:
          "Difficulty settling at bedtime, waking often at night or restless sleep. Ayurveda links this to Vata, and a calm evening routine, warm oil massage and suitable foods may help children settle.",
        symptoms: [
          "Difficulty falling asleep",
          "Frequent night waking",
          "Restless or disturbed sleep",
          "Nightmares or night fears",
          "Tiredness or irritability during the day",
          "Loud snoring or pauses in breathing, which need a doctor's check",
        ],
      },
    ],
    aliases: [
      { slug: "digestive-issues", to: "poor-appetite-weak-digestion" },
      { slug: "hyperactivity-focus-challenges", to: "adhd-hyperactivity" },
    ],
  },
  {
    name: "Senior & Elderly Care",
    shortName: "Senior Care",
    subtitle: "Ayurvedic support for comfort, sleep, digestion, memory and mobility in later life, planned around your medicines.",
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
    conditions: [
      {
        slug: "chronic-pain",
        name: "Chronic Pain",
        description:
          "Pain that lasts for more than three months, often in the joints, back or nerves. Ayurveda links long-standing pain to Vata, and oil therapies, gentle movement and herbs may help ease discomfort.",
        symptoms: [
          "Pain lasting longer than three months",
          "Aching, burning or shooting pain",
          "Stiffness and reduced movement",
          "Poor sleep because of pain",
          "Tiredness",
          "Low mood linked to pain",
        ],
      },
      {
        slug: "insomnia-light-sleep",
        name: "Insomnia & Light Sleep",
        description:
          "Sleep often becomes lighter with age, with more waking at night and earlier rising. Ayurveda links this to Vata, and warm milk, an evening routine and foot oil massage are traditionally used to support rest.",
        symptoms: [
          "Waking often during the night",
          "Waking very early",
          "Difficulty getting back to sleep",
          "Daytime napping and tiredness",
          "Getting up at night to pass urine",
          "Feeling unrefreshed",
        ],
      },
      {
        slug: "joint-degeneration",
        name: "Joint Degeneration",
        description:
          "Gradual wear of the joints with age, causing stiffness and pain, especially in the knees, hips and spine. Ayurveda calls it sandhigata vata, and warm oils, diet and gentle movement may help support mobility.",
        symptoms: [
          "Knee, hip or back pain",
          "Stiffness after sitting or in the morning",
          "Creaking or grating joints",
          "Difficulty with stairs or getting up",
          "Swelling around joints",
          "Shorter walking distance",
        ],
      },
      {
        slug: "memory-loss-dementia",
        name: "Memory Loss & Dementia",
        description:
          "Increasing forgetfulness, or a wider decline in memory and thinking that affects daily life. A medical assessment is important; herbs such as Brahmi and steady daily routines may support wellbeing and comfort.",
        symptoms: [
          "Forgetting recent events or conversations",
          "Repeating questions",
          "Getting lost in familiar places",
          "Difficulty with planning or everyday tasks",
          "Changes in mood or behaviour",
          "Trouble finding words",
        ],
      },
      {
        slug: "weak-digestion",
        name: "Weak Digestion",
        description:
          "Digestion often slows with age, leading to low appetite, heaviness after meals or constipation. Ayurveda sees this as weakened agni, and warm, simple meals and gentle spices may help support digestion.",
        symptoms: [
          "Low appetite",
          "Heaviness or bloating after meals",
          "Constipation",
          "Wind",
          "Feeling full quickly",
          "Unintended weight loss, which needs a doctor's check",
        ],
      },
    ],
    aliases: [],
  },
];
