import { introPlan } from "@/content/plans";
import { bookConsultationPath } from "@/lib/paths";
import { siteConfig } from "@/lib/site-config";
import { claimWords, confirmedFact, type Confirmed } from "./clinic-facts";

/**
 * The home page's banner slider. The artwork in public/banners is drawn to leave its
 * left side quiet, because the words are real HTML laid over it (translatable, readable
 * by screen readers and search engines), never baked into the image.
 */
export type Banner = {
  id: string;
  image: { src: string; alt: string; width: number; height: number };
  eyebrow: string;
  headline: string;
  text: string;
  link: { href: string; label: string };
};

const artwork = (name: string, alt: string) => ({ src: `/banners/${name}.svg`, alt, width: 1600, height: 600 });

const { freeShippingAbove, contactWithinHours } = siteConfig.promises;
/** The banners with the claims `confirmed` holds: the home page passes the desk's (tagged site:claims). */
export function bannersShown(confirmed: Confirmed): Banner[] {
  const newClientsPerMonth = confirmed("newClientsPerMonth");
  const { AyurvedicDoctors, anAyurvedicDoctor } = claimWords(confirmed);
  return [
    {
      id: "free-consultation",
      image: artwork("free-consultation", "Drawing of a tulsi sprig beside a video call window and a speech bubble"),
      eyebrow: "Free consultation",
      headline: `Talk to ${anAyurvedicDoctor}, free`,
      text: newClientsPerMonth
        ? `We take only ${newClientsPerMonth} new clients a month, so your first consultation, by video or phone, is unhurried. We contact you within ${contactWithinHours} hours.`
        : `${AyurvedicDoctors} in India consult you by video or phone, and your first consultation is free. We contact you within ${contactWithinHours} hours.`,
      link: { href: bookConsultationPath, label: "Book my free consultation" },
    },
    {
      id: "worldwide-shipping",
      image: artwork(
        "worldwide-shipping",
        "Drawing of a globe circled by a dotted route and a parcel sealed with a leaf",
      ),
      eyebrow: "Worldwide shipping",
      headline: `Free shipping worldwide on orders above $${freeShippingAbove}`,
      text: "Herbal products from our pharmacy partners, shipped to the USA, Canada, the UK, Australia, the UAE and beyond.",
      link: { href: "/products", label: "Browse herbal products" },
    },
    {
      id: "diet-plans",
      image: artwork("diet-plans", "Drawing of a bowl of grains and greens with a spoon, ginger and spices"),
      eyebrow: "Diet plans",
      headline: "A diet plan made for your constitution",
      text: `Start with the ${introPlan.name}: a ${introPlan.features.join(" and a ")}.`,
      link: { href: "/book-my-diet", label: "See the diet plans" },
    },
  ];
}

/** The banners as the build words them, for the artwork's checks. */
export const banners: Banner[] = bannersShown(confirmedFact);
