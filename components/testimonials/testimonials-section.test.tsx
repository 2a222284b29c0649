import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { testimonials } from "@/lib/catalogue";
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

  it("publishes only testimonials with a recorded consent date", () => {
    for (const t of testimonials) expect(t.consentGiven).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(() => testimonialSchema.parse({ ...consented, consentGiven: undefined })).toThrow();
  });
});
