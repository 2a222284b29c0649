import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { checkTestimonials } from "@/lib/catalogue";
import { testimonialSchema } from "@/lib/catalogue/schema";
import { TestimonialsSection } from "./testimonials-section";

const consented = testimonialSchema.parse({
  quote: "My digestion is calmer than it has been for years, and the doctor explained every herb.",
  name: "Test P.",
  country: "Canada",
  category: "digestive-gut-health",
  consentGiven: "2026-01-15",
});

describe("TestimonialsSection", () => {
  it("shows each patient's words with their name, country and concern", () => {
    const html = renderToStaticMarkup(<TestimonialsSection items={[consented]} />);
    expect(html).toContain("What our patients say");
    expect(html).toContain(consented.quote);
    expect(html).toContain("Test P.</span>, Canada");
    expect(html).toContain("Digestive &amp; Gut Health");
  });

  it("leaves the page alone rather than showing an empty heading", () => {
    expect(renderToStaticMarkup(<TestimonialsSection items={[]} />)).toBe("");
  });

  it("publishes only testimonials with a recorded consent date and a known category", () => {
    expect(checkTestimonials([consented])).toEqual([consented]);
    expect(() =>
      checkTestimonials([consented, { ...consented, name: "No C.", consentGiven: undefined as unknown as string }]),
    ).toThrow(/content\/testimonials\.ts \[1\] No C\.:\n {2}consentGiven: /);
    expect(() => checkTestimonials([{ ...consented, consentGiven: "last spring" }])).toThrow(/consentGiven/);
    expect(() => checkTestimonials([{ ...consented, category: "astrology" }])).toThrow(/unknown category "astrology"/);
  });
});
