import type { Metadata } from "next";
import { shareImageFor } from "@/lib/seo/share-cards";
import { Link } from "@/components/ui/link";
import { redirect } from "next/navigation";
import { DoshaChart } from "@/components/dosha/dosha-chart";
import { DoshaQuiz } from "@/components/dosha/dosha-quiz";
import { DoshaProfileCard } from "@/components/dosha/dosha-profile";
import { LeadForm } from "@/components/forms/lead-form";
import { PageHeader } from "@/components/page-shell";
import { Container } from "@/components/ui/container";
import { doshaDisclaimer, doshaProfiles, doshaQuestions, mixedConstitution } from "@/content/dosha";
import { readAnswers, resultPath } from "@/lib/dosha/answers";
import { quizQuestions, resultPathname } from "@/lib/dosha/quiz";
import { answerLetters, constitutionName, scoreAnswers } from "@/lib/dosha/score";
import { siteConfig } from "@/lib/site-config";
import { staticPages } from "@/lib/static-pages";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Every set of answers has its own address, so none is indexed: the questions' page is the one to find. */
export const metadata: Metadata = {
  title: "Your dosha self-assessment result",
  robots: { index: false, follow: true },
  alternates: { canonical: `${siteConfig.url}${staticPages.doshaAssessment.href}` },
  // A shared result shows the assessment's card: the address holds answers, not a page of its own.
  openGraph: { images: [shareImageFor(staticPages.doshaAssessment.href)] },
  twitter: { card: "summary_large_image", images: [shareImageFor(staticPages.doshaAssessment.href)] },
};

/**
 * The result for the answers in the address (docs/product.md, Dosha self-assessment). The
 * plain form sends one field per question; a complete set is sent on to the short address
 * (?a=vpk...), which holds the answers and nothing else, so it can be shared.
 */
export default async function DoshaResultPage({ searchParams }: Props) {
  const params = await searchParams;
  const read = readAnswers(params);

  if (!read.complete) {
    return (
      <>
        <PageHeader eyebrow="Self-assessment" title="A few questions are still open" />
        <Container className="py-10">
          <div className="mx-auto max-w-2xl">
            <p role="alert" className="mb-6 rounded-xl bg-danger/10 p-4 text-danger">
              Please answer{" "}
              {read.missing.length === 1
                ? "the question marked below"
                : `the ${read.missing.length} questions marked below`}{" "}
              to see your result. Your other answers are kept.
            </p>
            <DoshaQuiz
              questions={quizQuestions()}
              action={resultPathname}
              chosen={Object.fromEntries(Object.entries(read.chosen).map(([id, dosha]) => [id, answerLetters[dosha]]))}
              missing={read.missing}
            />
          </div>
        </Container>
      </>
    );
  }
  if (params.a !== read.code) redirect(resultPath(read.code));

  const score = scoreAnswers(read.answers);
  const { constitution } = score;
  const name = constitutionName(constitution);
  const total = doshaQuestions.length;

  return (
    <>
      <PageHeader eyebrow="Your dosha self-assessment" title={`Your result: ${name}`}>
        <p>
          {constitution.kind === "single"
            ? `${doshaProfiles[constitution.doshas[0]].name} stands out in your answers.`
            : constitution.kind === "dual"
              ? mixedConstitution.dual
              : mixedConstitution.balanced}
        </p>
      </PageHeader>
      <Container className="py-10">
        <div className="mx-auto grid max-w-5xl gap-10 lg:grid-cols-[3fr_2fr]">
          <div className="min-w-0 space-y-8">
            <DoshaChart score={score} total={total} />
            <aside
              aria-label="What this result is"
              className="rounded-2xl border border-saffron/40 bg-saffron-soft p-5 text-sm"
            >
              {doshaDisclaimer.map((p) => (
                <p key={p} className="first:font-semibold first:text-ink [&+p]:mt-2">
                  {p}
                </p>
              ))}
            </aside>
            {constitution.doshas.map((dosha, i) => (
              <DoshaProfileCard key={dosha} dosha={dosha} collapsed={constitution.kind === "balanced" && i > 0} />
            ))}
            <p className="text-sm">
              Read more in{" "}
              <Link href="/blogs/three-doshas-explained-for-beginners" className="link-brand">
                Vata, Pitta and Kapha: the three doshas explained
              </Link>
              .
            </p>
          </div>
          <div className="space-y-6">
            <section
              aria-labelledby="send-result"
              className="rounded-2xl border border-line bg-white p-6 shadow-sm"
              id="send"
            >
              <h2 id="send-result" className="text-2xl">
                Send my result to a doctor
              </h2>
              <p className="mt-2 text-sm">
                A doctor sees your answers before your free consultation and assesses your constitution properly,
                together with your health today. We reply within {siteConfig.promises.contactWithinHours} hours.
              </p>
              <LeadForm
                formType="Dosha Assessment"
                submitLabel="Send my result"
                hidden={{ answers: read.code }}
                className="mt-5"
              />
            </section>
            <section aria-labelledby="share-result" className="rounded-2xl border border-line bg-white p-6 text-sm">
              <h2 id="share-result" className="text-xl">
                Keep or share this result
              </h2>
              <p className="mt-2">
                This page&apos;s address holds your answers and nothing else: no name, no contact details. Bookmark it
                or send it to someone.
              </p>
              <p className="mt-2 break-all">
                <a href={resultPath(read.code)} className="link-brand">
                  {siteConfig.url}
                  {resultPath(read.code)}
                </a>
              </p>
              <p className="mt-4">
                <Link href={staticPages.doshaAssessment.href} className="link-brand">
                  Take the assessment again
                </Link>
              </p>
            </section>
          </div>
        </div>
      </Container>
    </>
  );
}
