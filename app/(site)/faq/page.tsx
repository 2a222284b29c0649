import { ChevronDown } from "lucide-react";
import { BookToday } from "@/components/forms/book-today";
import { PageHeader } from "@/components/page-shell";
import { Container } from "@/components/ui/container";
import { faqsShown } from "@/content/faq";
import { fillTokens } from "@/lib/content/pages";
import { faqAnchor } from "@/lib/search/faq-anchor";
import { JsonLd } from "@/lib/seo/json-ld";
import { pageMetadata } from "@/lib/seo/metadata";
import { liveSite } from "@/lib/site";

export const metadata = pageMetadata({
  title: "Frequently Asked Questions",
  description:
    "Answers about online Ayurvedic consultations, follow-ups, plans, international shipping, customs, refunds and your privacy.",
  path: "/faq",
});

/** The answers state the claims the desk has confirmed (tagged site:claims): a save shows within a minute. */
export default async function FaqPage() {
  const { confirmed } = await liveSite();
  const items = faqsShown(confirmed).map((f) => ({
    question: fillTokens(f.question, confirmed),
    answer: fillTokens(f.answer, confirmed),
  }));
  return (
    <>
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "FAQPage",
          mainEntity: items.map((f) => ({
            "@type": "Question",
            name: f.question,
            acceptedAnswer: { "@type": "Answer", text: f.answer },
          })),
        }}
      />
      <PageHeader eyebrow="FAQ" title="Frequently asked questions" />
      <Container className="py-12">
        {/* Native exclusive accordion: one item open at a time, with or without JavaScript. */}
        <div className="mx-auto max-w-3xl divide-y divide-line rounded-2xl border border-line bg-white">
          {items.map((f) => (
            <details key={f.question} name="faq" className="group px-6">
              <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 py-4 font-semibold text-ink [&::-webkit-details-marker]:hidden">
                {f.question}
                <ChevronDown
                  aria-hidden
                  className="size-5 shrink-0 text-brand transition-transform group-open:rotate-180"
                />
              </summary>
              {/* A search result links here (lib/search/documents.ts): browsers open the answer's details to show it. */}
              <p id={faqAnchor(f.question)} className="scroll-mt-40 pb-5">
                {f.answer}
              </p>
            </details>
          ))}
        </div>
        <BookToday>
          Still wondering whether Ayurveda can help you? Ask a doctor: the first consultation is free.
        </BookToday>
      </Container>
    </>
  );
}
