/**
 * The dosha self-assessment (/dosha-assessment), written for this site. Each question asks
 * about a lasting trait, as the visitor has been for most of their life rather than this
 * week, with one answer for each dosha. The wording follows docs/content-standard.md: a
 * traditional self-reflection, never a diagnosis; no promise, no product, no herb.
 * lib/dosha/score.ts turns the answers into proportions; its tests check this file's shape.
 */

export const doshas = ["vata", "pitta", "kapha"] as const;
export type Dosha = (typeof doshas)[number];

export type DoshaQuestion = {
  /** The answer's name in forms and addresses; never change one that has been published. */
  id: string;
  /** The trait, as the progress line and the clinic's inbox name it. */
  topic: string;
  question: string;
  answers: Record<Dosha, string>;
};

/** The page's title and description (its address is in lib/static-pages.ts). */
export const doshaPage = {
  title: "Dosha self-assessment",
  description:
    "Fifteen short questions about your lasting nature (frame, skin, digestion, sleep, temperament) and what Ayurveda traditionally says about your mix of Vata, Pitta and Kapha.",
};

export const doshaQuestions: readonly DoshaQuestion[] = [
  {
    id: "frame",
    topic: "Body frame",
    question: "Which best describes your body frame?",
    answers: {
      vata: "Slim and light, with narrow shoulders or hips",
      pitta: "Medium and well-proportioned, with good muscle tone",
      kapha: "Broad and solid, with a sturdy build",
    },
  },
  {
    id: "weight",
    topic: "Weight",
    question: "How does your weight usually behave?",
    answers: {
      vata: "I find it hard to put weight on, and lose it quickly",
      pitta: "It stays fairly steady; I can gain or lose when I try",
      kapha: "I put weight on easily and lose it slowly",
    },
  },
  {
    id: "skin",
    topic: "Skin",
    question: "What is your skin like most of the time?",
    answers: {
      vata: "Dry, thin or rough, especially in cold weather",
      pitta: "Warm and sensitive; it flushes, freckles or gets rashes easily",
      kapha: "Thick, soft and smooth; rarely dry",
    },
  },
  {
    id: "hair",
    topic: "Hair",
    question: "What is your hair like, left to itself?",
    answers: {
      vata: "Dry, frizzy or brittle",
      pitta: "Fine and soft; greying or thinning came early in my family",
      kapha: "Thick, wavy and glossy",
    },
  },
  {
    id: "eyes",
    topic: "Eyes",
    question: "How would you describe your eyes?",
    answers: {
      vata: "Small or restless, and they often feel dry",
      pitta: "Bright and sharp, and sensitive to strong light",
      kapha: "Large and calm, with thick lashes",
    },
  },
  {
    id: "appetite",
    topic: "Appetite",
    question: "How is your appetite?",
    answers: {
      vata: "It comes and goes; some days I forget to eat",
      pitta: "Strong; I get irritable or light-headed if a meal is late",
      kapha: "Steady but mild; I can skip a meal without much trouble",
    },
  },
  {
    id: "digestion",
    topic: "Digestion",
    question: "When your digestion is not at its best, what tends to happen?",
    answers: {
      vata: "Gas, bloating or constipation",
      pitta: "Heartburn, a burning feeling or loose stools",
      kapha: "Heaviness and sleepiness after meals",
    },
  },
  {
    id: "sleep",
    topic: "Sleep",
    question: "How do you usually sleep?",
    answers: {
      vata: "Lightly; I wake easily and my mind can keep me up",
      pitta: "Fairly well, but I wake if I am too warm or have something on my mind",
      kapha: "Deeply and long; getting up in the morning is hard",
    },
  },
  {
    id: "temperature",
    topic: "Temperature",
    question: "How do you feel about heat and cold?",
    answers: {
      vata: "I feel the cold; my hands and feet are often cold",
      pitta: "I run warm, dislike hot weather and sweat easily",
      kapha: "Most weather suits me, but I dislike cold, damp days",
    },
  },
  {
    id: "energy",
    topic: "Energy",
    question: "How does your energy run through a day?",
    answers: {
      vata: "In bursts: I start fast and tire quickly",
      pitta: "Strong and purposeful; I push hard to finish things",
      kapha: "Steady and lasting; slow to start, then I keep going",
    },
  },
  {
    id: "speech",
    topic: "Speech and movement",
    question: "How do you tend to speak and move?",
    answers: {
      vata: "Quickly, often jumping between topics",
      pitta: "Clearly and to the point, sometimes sharply",
      kapha: "Slowly and calmly, without hurry",
    },
  },
  {
    id: "stress",
    topic: "Under stress",
    question: "Under pressure, how do you usually react?",
    answers: {
      vata: "I worry, feel anxious or scattered",
      pitta: "I get impatient, irritable or critical",
      kapha: "I withdraw, dig in my heels or go quiet",
    },
  },
  {
    id: "memory",
    topic: "Learning and memory",
    question: "How do you learn and remember?",
    answers: {
      vata: "I pick things up quickly and forget them quickly",
      pitta: "I focus well and remember what matters to me",
      kapha: "I take time to learn, then remember for a long time",
    },
  },
  {
    id: "temperament",
    topic: "Temperament",
    question: "Which words would people who know you well choose?",
    answers: {
      vata: "Lively, creative, changeable",
      pitta: "Driven, decisive, competitive",
      kapha: "Calm, patient, caring",
    },
  },
  {
    id: "routine",
    topic: "Routine",
    question: "What are your days like when you choose?",
    answers: {
      vata: "Irregular; I like variety and change plans often",
      pitta: "Planned and organised; I like to be on time",
      kapha: "Steady and familiar; I like a settled rhythm",
    },
  },
];

export type DoshaProfile = {
  name: string;
  /** Its elements and qualities, as the classical texts describe them. */
  elements: string;
  meaning: string[];
  diet: string[];
  routine: string[];
};

/** What each dosha traditionally means, and everyday ideas that tradition pairs with it. */
export const doshaProfiles: Record<Dosha, DoshaProfile> = {
  vata: {
    name: "Vata",
    elements: "air and space: light, dry, cool, quick and changeable",
    meaning: [
      "Vata is traditionally the force of movement: breathing, circulation, the nerves and the passage of food through the gut. People in whom it is strong are described as quick-thinking, creative and lively, often slim, with energy that comes in bursts.",
      "When Vata runs high, tradition expects dryness, coldness and irregularity: dry skin, cold hands, gas or constipation, light or broken sleep and a mind that worries or races.",
    ],
    diet: [
      "Warm, freshly cooked and slightly moist meals: soups, stews, porridge, cooked grains and vegetables.",
      "Regular meal times, eaten sitting down, without rushing.",
      "Sweet, sour and salty tastes; a little ghee or oil in cooking.",
      "Fewer cold, raw and dry foods (iced drinks, crackers, salads straight from the fridge), and less coffee.",
      "Warm water or mild spiced teas such as cumin or fennel through the day.",
    ],
    routine: [
      "Waking, eating and going to bed at about the same times every day.",
      "A warm oil self-massage (abhyanga) before a warm bath or shower.",
      "Gentle, steady exercise: walking, swimming, yoga; not pushing to exhaustion.",
      "Keeping warm, especially the feet, hands and neck, in wind and cold.",
      "A quiet wind-down in the evening, with screens off well before bed.",
    ],
  },
  pitta: {
    name: "Pitta",
    elements: "fire and water: hot, sharp, light and intense",
    meaning: [
      "Pitta is traditionally the force of transformation: digestion, body heat, and the sharpness of the mind. People in whom it is strong are described as focused, ambitious and articulate, with a strong appetite and a warm body.",
      "When Pitta runs high, tradition expects heat and sharpness: heartburn, rashes or flushed skin, feeling overheated, impatience, irritability and a tendency to overwork.",
    ],
    diet: [
      "Regular meals; not skipping one, especially lunch.",
      "Cooling, fresh foods: sweet fruits, cucumber, leafy greens, rice, oats, coconut, milk if it suits you.",
      "Sweet, bitter and astringent tastes.",
      "Fewer very spicy, fried, sour or salty foods, and less alcohol and coffee.",
      "Cool (not iced) water, and mild drinks such as coriander or fennel seed water.",
    ],
    routine: [
      "Staying out of the midday sun and heat where you can.",
      "Moderate, non-competitive exercise at cooler times of day: swimming, cycling, an evening walk.",
      "Time for rest and play in every week, not only work.",
      "Stopping work well before bed, and keeping the bedroom cool.",
      "Pausing before replying when angry: a few slow breaths help many people.",
    ],
  },
  kapha: {
    name: "Kapha",
    elements: "earth and water: heavy, steady, cool and smooth",
    meaning: [
      "Kapha is traditionally the force of structure and stability: strength, stamina, the joints' lubrication and a steady mind. People in whom it is strong are described as calm, patient and loyal, with a solid build, good endurance and deep sleep.",
      "When Kapha runs high, tradition expects heaviness and slowness: sluggishness after meals, weight gain, a congested nose or chest, oversleeping and finding it hard to get going or to let go.",
    ],
    diet: [
      "Light, warm, well-seasoned meals, with plenty of vegetables, beans and lentils, barley or millet.",
      "The main meal at midday, a light supper, and no snacking between meals.",
      "Pungent, bitter and astringent tastes; warming spices such as black pepper in cooking.",
      "Fewer heavy, oily, very sweet and cold foods, and less cheese and fried food.",
      "Warm drinks rather than cold ones.",
    ],
    routine: [
      "Getting up early, rather than sleeping in.",
      "Brisk exercise every day that makes you warm and a little breathless, as your health allows.",
      "Variety: new activities, places and people keep Kapha moving.",
      "No long naps during the day.",
      "A dry brush or brisk rub before bathing (garshana), traditionally used to feel awake.",
    ],
  },
};

/** When two doshas are close, or all three. */
export const mixedConstitution = {
  dual: "Two doshas are close in your answers, which Ayurveda calls a dual constitution and treats as common. Tradition suggests following the ideas of whichever of the two feels stronger at the time: often the season decides, with Vata's ideas in cold, dry, windy weather, Pitta's in the heat of summer, and Kapha's in cold, damp spring weather.",
  balanced:
    "All three doshas are close in your answers. Ayurveda calls this a balanced (sama) constitution and considers it uncommon. Tradition suggests eating with the seasons and following whichever dosha's ideas fit the time of year: Vata's in cold, dry, windy weather, Pitta's in summer heat, and Kapha's in cold, damp spring weather.",
};

/** Said on every result, plainly (docs/content-standard.md). */
export const doshaDisclaimer = [
  "This is a traditional self-reflection, not a diagnosis. Your answers describe lasting tendencies; they cannot tell whether you are well or ill, and they are not a medical assessment.",
  "In a consultation an Ayurvedic doctor assesses your constitution (prakriti) by talking with you and examining you, and looks at your present state too, which a questionnaire cannot. If you have a health condition, are pregnant, or take medicines, ask your own doctor before changing your diet or exercise.",
];
