import { slugify } from "@/lib/catalogue/client";

/** The FAQ page's id for a question, which search results link to (/faq#is-the-first-consultation-free). */
export const faqAnchor = (question: string) => slugify(question);
