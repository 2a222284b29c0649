import type { CategoryEntry } from "@/lib/catalogue";
import { digestiveGutHealth } from "./digestive-gut-health";
import { mentalHealthSleep } from "./mental-health-sleep";
import { immunityRespiratoryHealth } from "./immunity-respiratory-health";
import { hormonalBalanceEndocrineHealth } from "./hormonal-balance-endocrine-health";
import { womensHealth } from "./womens-health";
import { mensHealth } from "./mens-health";
import { weightMetabolicHealth } from "./weight-metabolic-health";
import { skinHairHealth } from "./skin-hair-health";
import { jointBoneHealth } from "./joint-bone-health";
import { liverKidneyDetox } from "./liver-kidney-detox";
import { heartCirculatoryHealth } from "./heart-circulatory-health";
import { childrensWellness } from "./childrens-wellness";
import { seniorElderlyCare } from "./senior-elderly-care";

/**
 * The categories in the order the site lists them (menus, cards, the consultation form).
 * Each file holds the category's own text and its conditions' slugs, in the order its
 * page shows them; everything about a condition is in content/conditions/<category>/<slug>.md.
 */
export const categories: CategoryEntry[] = [
  digestiveGutHealth,
  mentalHealthSleep,
  immunityRespiratoryHealth,
  hormonalBalanceEndocrineHealth,
  womensHealth,
  mensHealth,
  weightMetabolicHealth,
  skinHairHealth,
  jointBoneHealth,
  liverKidneyDetox,
  heartCirculatoryHealth,
  childrensWellness,
  seniorElderlyCare,
];
