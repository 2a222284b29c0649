import type { CategoryEntry } from "@/lib/catalogue";

export const childrensWellness: CategoryEntry = {
  name: "Children's Wellness",
  shortName: "Children's Wellness",
  subtitle:
    "Gentle Ayurvedic support for children's appetite, immunity, sleep, growth and focus, planned with parents.",
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
    "adhd-hyperactivity",
    "frequent-infections",
    "growth-development-issues",
    "poor-appetite-weak-digestion",
    "sleep-issues-restlessness",
  ],
  audience: "children",
  aliases: [
    { slug: "digestive-issues", to: "poor-appetite-weak-digestion" },
    { slug: "hyperactivity-focus-challenges", to: "adhd-hyperactivity" },
  ],
  covers: ["children"],
};
