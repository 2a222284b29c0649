import { DoshaQuiz } from "@/components/dosha/dosha-quiz";
import { PageHeader } from "@/components/page-shell";
import { Container } from "@/components/ui/container";
import { doshaDisclaimer, doshaPage } from "@/content/dosha";
import { quizQuestions, resultPathname } from "@/lib/dosha/quiz";
import { pageMetadata } from "@/lib/seo/metadata";
import { staticPages } from "@/lib/static-pages";

export const metadata = pageMetadata({
  title: "Dosha Self-Assessment",
  description: doshaPage.description,
  path: staticPages.doshaAssessment.href,
});

/** The questions (docs/product.md, Dosha self-assessment); the result is rendered by ./result for the answers in its address. */
export default function DoshaAssessmentPage() {
  return (
    <>
      <PageHeader eyebrow="Self-assessment" title="What is your dosha?">
        <p>{doshaPage.description}</p>
      </PageHeader>
      <Container className="py-10">
        <div className="mx-auto max-w-2xl">
          <div className="mb-8 rounded-2xl bg-highlight-soft p-5 text-sm">
            <p>
              <strong className="text-ink">Answer for how you have been for most of your life</strong>, not only lately.
              If two answers fit, choose the one that fits a little better.
            </p>
            <p className="mt-2">{doshaDisclaimer[0]}</p>
          </div>
          <DoshaQuiz questions={quizQuestions()} action={resultPathname} />
        </div>
      </Container>
    </>
  );
}
