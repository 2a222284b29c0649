import { Quote } from "lucide-react";
import { Container } from "@/components/ui/container";
import { cn } from "@/lib/utils";
import { catalogue, testimonials as published, type Testimonial } from "@/lib/catalogue";

/** Patients in their own words (home page and Book My Diet). Nothing at all until there are real ones. */
export function TestimonialsSection({
  items = published,
  title = "What our patients say",
  className,
}: {
  items?: Testimonial[];
  title?: string;
  className?: string;
}) {
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="testimonials-title" className={cn("bg-highlight-soft/60 py-16", className)}>
      <Container>
        <h2 id="testimonials-title" className="text-3xl">
          {title}
        </h2>
        <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {items.map((t) => (
            <li key={`${t.name}-${t.consentGiven}`}>
              <figure className="flex h-full flex-col rounded-2xl border border-line bg-white p-6">
                <Quote aria-hidden className="size-6 text-brand" />
                <blockquote className="mt-3 flex-1">
                  <p>{t.quote}</p>
                </blockquote>
                <figcaption className="mt-4 text-sm">
                  <span className="font-semibold text-ink">{t.name}</span>, {t.country}
                  {t.category ? <span className="block text-muted">{catalogue.category(t.category)?.name}</span> : null}
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
