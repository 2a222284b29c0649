import type { Testimonial } from "@/lib/catalogue";

/**
 * Patients' testimonials, shown on the home page and on Book My Diet. Add only a real
 * patient's words, with their written consent (see testimonialSchema and decision
 * record 005). While this list is empty the sections stay out of the pages.
 */
export const testimonials: Testimonial[] = [];
