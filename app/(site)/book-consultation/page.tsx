import { LeadForm } from "@/components/forms/lead-form";
import { consultationPopupText } from "@/components/forms/popup-texts";
import { PageHeader } from "@/components/page-shell";
import { Container } from "@/components/ui/container";
import { consultationTypeOptions } from "@/lib/catalogue/options";
import { pageMetadata } from "@/lib/seo/metadata";
import { siteConfig } from "@/lib/site-config";
import { anAyurvedicDoctor } from "@/content/clinic-facts";

export const metadata = pageMetadata({
  title: "Book a Free Ayurvedic Consultation",
  description: `Book a free online consultation with ${anAyurvedicDoctor} of ${siteConfig.name}, by video or phone. We contact you within 24 hours.`,
  path: "/book-consultation",
});

/** The consultation popup's form on a page of its own: where 'Book Consultation' leads before JavaScript runs. */
export default function BookConsultationPage() {
  return (
    <>
      <PageHeader eyebrow="Free consultation" title={consultationPopupText.title}>
        <p>{consultationPopupText.description}</p>
      </PageHeader>
      <Container className="py-12">
        <div className="mx-auto max-w-2xl rounded-2xl border border-line bg-white p-6 shadow-sm md:p-8">
          <LeadForm
            formType="Consultation Popup"
            submitLabel={consultationPopupText.submitLabel}
            options={{ consultationTypes: consultationTypeOptions() }}
            columns={2}
          />
        </div>
      </Container>
    </>
  );
}
