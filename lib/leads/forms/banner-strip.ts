import { defineForm } from "./define";
import { homepageConsultation } from "./homepage-consultation";

/** The home page's promo strip: the homepage form in a popup, under its own name. */
export const bannerStrip = defineForm({ ...homepageConsultation, formType: "Banner Strip Consultation Form" });
