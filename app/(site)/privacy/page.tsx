import { MarkdownPage, markdownPageMetadata } from "@/components/markdown-page";
import { PrivacyRequestForm } from "@/components/privacy/privacy-request-form";
import { Container } from "@/components/ui/container";

export const metadata = markdownPageMetadata("privacy", "/privacy");

export default function Page() {
  return (
    <>
      <MarkdownPage slug="privacy" />
      {/* The policy's "Your rights" links here (docs/decisions/067). */}
      <Container className="pb-12">
        <section
          aria-labelledby="privacy-request"
          className="mx-auto max-w-[70ch] text-[1.0625rem] rounded-2xl border border-line bg-white p-6 md:p-10"
        >
          <h2 id="privacy-request" className="scroll-mt-24 text-2xl">
            Ask for a copy or the erasure of your details
          </h2>
          <p className="mt-2 mb-5 text-sm">
            Give the e-mail address you used with us. We use it only to answer this request, and we answer within one
            month.
          </p>
          <PrivacyRequestForm />
        </section>
      </Container>
    </>
  );
}
