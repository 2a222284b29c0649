import { claimWords, confirmedFact, type Confirmed } from "./clinic-facts";
import { doctors } from "./doctors";
import { plansShown } from "./plans";

export type Faq = { question: string; answer: string };

/** The languages every doctor the clinic has confirmed consults in, then those some of them speak: never the sample roster's. */
function doctorLanguages(): string {
  const confirmed = doctors.filter((d) => d.registration.status === "confirmed");
  if (!confirmed.length) return "";
  const all = confirmed[0]!.languages.filter((language) => confirmed.every((d) => d.languages.includes(language)));
  const some = [...new Set(confirmed.flatMap((d) => d.languages))].filter((language) => !all.includes(language));
  const list = (items: string[]) =>
    items.length > 1 ? `${items.slice(0, -1).join(", ")} and ${items.at(-1)}` : items.join("");
  return (
    [all.length ? `All our doctors consult in ${list(all)}.` : "", some.length ? `Some also speak ${list(some)}.` : ""]
      .filter(Boolean)
      .join(" ") + " "
  );
}

/**
 * The FAQ page's 20 questions, in the order shown, with the claims `confirmed` holds (the desk's
 * at run time). Plain text; {{phone}} and {{email}} are filled in from the site configuration.
 */
export function faqsShown(confirmed: Confirmed): Faq[] {
  const countriesServed = confirmed("countriesServed");
  const { anAyurvedicDoctor } = claimWords(confirmed);
  const [starter, completeHealing, totalWellness] = plansShown(confirmed);
  const completeHealingRegularly = completeHealing!.regularPrice
    ? ` (regularly $${completeHealing!.regularPrice}, a saving of $${completeHealing!.regularPrice - completeHealing!.price.cents / 100})`
    : "";
  return [
    {
      question: "How does an online Ayurvedic consultation work?",
      answer: `You send a request through any consultation form on the site, or call us on {{phone}}. Our team contacts you to understand your concern and book a time that suits your time zone. You then speak with ${anAyurvedicDoctor} by video or phone. The doctor asks about your health, habits and medicines, assesses your constitution and gives you a personalised plan covering herbs, diet and daily routine. Follow-up consultations let the doctor adjust the plan as you go.`,
    },
    {
      question: "Is the first consultation free?",
      answer:
        "Yes. When you request a free consultation through our forms, there is no charge for that first conversation with our team and doctor. Follow-up consultations, herbal products and our structured diet and wellness plans are paid. {{payments:faqCost}}",
    },
    {
      question: "How long does a consultation last?",
      answer:
        "The first consultation usually lasts 45-60 minutes. That gives the doctor time to hear your full story, go through your reports and medicines, and explain your plan. Follow-up consultations are shorter, about 20-30 minutes, because they focus on how you are doing and what needs to change. The consultation in our $19 intro plan lasts 30 minutes.",
    },
    {
      question: "How often will I need follow-up consultations?",
      answer:
        "Most people have a follow-up every 2-4 weeks, each lasting 20-30 minutes. At a follow-up the doctor reviews your symptoms, energy, digestion and sleep, checks how you are getting on with the herbs and diet, and adjusts the plan. How many follow-ups you need depends on your concern and how you respond, and the doctor will discuss this with you openly rather than sell you more than you need.",
    },
    {
      question: "Which countries do you serve?",
      answer: `We consult people all over the world by video or phone. Many of our patients live in the USA, Canada, the United Kingdom, Australia and the UAE${countriesServed ? `, and we have cared for patients in more than ${countriesServed} countries` : ""}. Herbal products are shipped internationally by our pharmacy partners in India. Import rules differ between countries, so if you are unsure whether a product can be sent to you, ask us before ordering.`,
    },
    {
      question: "Do I need to stop my current medicines?",
      answer:
        "No. Never stop or reduce a prescribed medicine on your own. Please bring a list of every medicine and supplement you take to your consultation. The doctor checks how any herb may interact with them, for example with thyroid, blood-thinning, diabetes or blood-pressure medicines, and builds the plan around your current treatment. Any change to a prescription should be made only with the doctor who prescribed it.",
    },
    {
      question: "Can I consult if I am pregnant or breastfeeding?",
      answer:
        "Yes, but please tell us when you request the consultation. Many herbs are not suitable during pregnancy or breastfeeding, so the doctor is especially careful and may focus on diet, routine and gentle practices rather than herbal formulations. Keep your obstetrician or midwife informed of anything you plan to take. If you have bleeding, severe pain, reduced baby movements or any other warning sign, contact your maternity unit or emergency services straight away.",
    },
    {
      question: "Do you offer consultations for children?",
      answer:
        "Yes. Our doctors see children for concerns such as poor appetite, frequent infections, sleep problems and restlessness. A parent or guardian requests the consultation and stays present throughout. Herbs and doses for children differ from those for adults, and the doctor takes this into account. Please keep your child's paediatrician involved. A high fever, difficulty breathing, unusual drowsiness or dehydration need urgent medical care, not an online consultation.",
    },
    {
      question: "How much does shipping cost and how long does delivery take?",
      answer:
        "Shipping is free on orders of $499 or more, measured before taxes and discounts. For smaller orders, the shipping charge is calculated at checkout and confirmed to you before you pay. Orders are dispatched within 2-3 working days once the order is confirmed and your identity proof has arrived, and delivery usually takes 7-21 business days, depending on your country and customs.",
    },
    {
      question: "Will I have to pay customs duties or import taxes?",
      answer:
        "Possibly. Each country sets its own rules, and some charge import duties, taxes or customs fees on parcels of herbal products. These charges are the customer's responsibility and are not included in our prices or shipping charge. Your local customs office can tell you what applies before you order. Please make sure someone can receive the parcel and pay any charges, so it is not held or returned.",
    },
    {
      question: "How can I track my order?",
      answer:
        "When your parcel is dispatched, we e-mail the tracking number to the address on your order. You can use it on the courier's website to follow the parcel until it reaches you. If no tracking e-mail has arrived a few days after you sent your identity proof, check your spam folder and then write to us at {{email}} with your order number.",
    },
    {
      question: "Why do you need my identity proof before shipping?",
      answer:
        "International shipments from India need the recipient's identity to be confirmed for courier and customs purposes. Before dispatch we ask for a copy of your passport, driver's licence or valid national ID, and the name on it should match the name on the order. We use the document only to dispatch your parcel and clear customs, and share it only with those who need it for that.",
    },
    {
      question: "What if my order arrives damaged, never arrives or is not right for me?",
      answer:
        // Every rule worded once, in content/refund-terms.ts, so the FAQ and the refund policy agree.
        "{{refund:nonDelivery}} {{refund:damage}} {{refund:request}} {{refund:cancellation}} {{refund:unopenedReturns}} {{refund:changeOfMind}} The Refund Policy gives the details, and how to report a side effect.",
    },
    {
      question: "What plans do you offer, and what is the $19 intro plan?",
      answer: `Starter Care costs $${starter!.price.cents / 100} a month, Complete Healing $${completeHealing!.price.cents / 100} a month${completeHealingRegularly} and Total Wellness Transformation $${totalWellness!.price.cents / 100} a month. Each includes a diet plan, herbal kits and a different level of consultations and support. The $19 intro plan is a one-time 30-minute consultation with a 4-week diet plan. {{payments:introCredit}}`,
    },
    {
      question: "Do I need an account, and what happens to my details?",
      answer:
        "No account or registration is needed. Our forms collect your name, e-mail, phone number with country code, an optional message, your consultation preferences and the page and campaign you came from. We use them only to contact you about your request and keep them in the clinic's own database, sometimes forwarded to our spreadsheet and e-mail tools. We never sell your data. To see or delete your details, e-mail {{email}}.",
    },
    {
      question: "In which languages are consultations held?",
      answer: `${doctorLanguages()}If you would prefer a particular language, mention it in the message box of the form or when our team calls you, and we will do our best to match you with a doctor who speaks it.`,
    },
    {
      question: "What should I prepare before my consultation?",
      answer:
        "Have a list of every medicine, supplement and herb you take, with doses, and your recent test reports or prescriptions. It helps to note when your symptoms began, what makes them better or worse, and your usual meals, sleep and daily routine. For a video call, choose a quiet, well-lit place with a steady internet connection, and keep a pen ready for the doctor's advice.",
    },
    {
      question: "How soon will you contact me after I send a request?",
      answer:
        "We contact you within 24 hours of your consultation request, by phone or e-mail, to understand your concern and arrange a time. Please check that your phone number and country code are correct so we can reach you. For general questions sent by e-mail, we reply within 24-48 hours on working days. If you prefer to speak to us straight away, call {{phone}}.",
    },
    {
      question: "Is Ayurveda a replacement for my doctor?",
      answer:
        "No. Ayurveda complements medical care; it does not replace it. Please keep seeing your own doctor, keep up your prescribed treatment and any check-ups, and tell both your doctor and ours about everything you take. Our doctors give guidance on herbs, diet and routine, and will tell you plainly when a concern needs examination, tests or urgent care in person.",
    },
    {
      question: "How do you ensure the quality of your herbal products?",
      answer:
        "Our herbal products are supplied by pharmacy partners in India and reach you in their sealed, labelled packaging. The doctor recommends only products that fit your plan and explains how to take them. When your parcel arrives, check the seal, the label and the expiry date before use. If anything looks wrong, do not use the product, keep your unboxing video and e-mail {{email}} within 48 hours of delivery.",
    },
  ];
}

/** The questions as the build words them, for the search index. */
export const faqs: Faq[] = faqsShown(confirmedFact);
