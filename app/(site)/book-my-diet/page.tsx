import { FloatingFormLink } from "@/components/diet/floating-form-link";
import { PlanCard } from "@/components/diet/plan-card";
import { LeadForm } from "@/components/forms/lead-form";
import { PageHeader } from "@/components/page-shell";
import { TestimonialsSection } from "@/components/testimonials/testimonials-section";
import { Container, WithSidePanel } from "@/components/ui/container";
import { introPlan, plansShown } from "@/content/plans";
import { pageMetadata } from "@/lib/seo/metadata";
import { liveSite } from "@/lib/site";

export const metadata = pageMetadata({
  title: "Book My Diet: Ayurvedic Diet & Wellness Plans",
  description:
    "Personal Ayurvedic diet and wellness plans from $199 a month, or start with the $19 intro plan: a 30-minute consultation and a 4-week diet plan.",
  path: "/book-my-diet",
});

/**
 * The plans, with the diet form beside them on large screens and after them on small ones; their
 * badges and reference prices are the claims the desk has confirmed (tagged site:claims).
 */
export default async function BookMyDietPage() {
  const plans = plansShown((await liveSite()).confirmed);
  return (
    <>
      <PageHeader eyebrow="Book My Diet" title="A diet plan written for your body">
        <p>
          Our doctors plan what, when and how you eat around your constitution, your digestion and your goals, with
          herbal kits and follow-ups to keep you on track.
        </p>
      </PageHeader>
      <Container className="py-12">
        <WithSidePanel sticky={false} panel={<DietForm />}>
          <section id="plans" aria-labelledby="plans-title">
            <h2 id="plans-title" className="text-3xl">
              Choose your plan
            </h2>
            <div className="mt-8 grid gap-8 md:grid-cols-3 lg:grid-cols-1 xl:grid-cols-3">
              {plans.map((plan) => (
                <PlanCard key={plan.id} plan={plan} featured={plan.featured} />
              ))}
            </div>
          </section>
          <section
            className="mt-14 grid items-center gap-6 rounded-2xl bg-highlight-soft p-6 md:grid-cols-[1fr_20rem] lg:grid-cols-1 xl:grid-cols-[1fr_20rem] md:p-10"
            aria-labelledby="intro-plan"
          >
            <div>
              <h2 id="intro-plan" className="text-3xl">
                Not sure yet? Start with the $19 Intro Plan
              </h2>
              <p className="mt-3">
                A 30-minute consultation with one of our doctors and a 4-week diet plan. If you move to a full plan
                within 7 days, the $19 is credited to it.
              </p>
            </div>
            <PlanCard plan={introPlan} />
          </section>
        </WithSidePanel>
      </Container>
      <TestimonialsSection title="What our diet plan patients say" className="mb-12" />
      <FloatingFormLink targetId="diet-form" avoid="#plans button">
        Book My Free Consultation
      </FloatingFormLink>
    </>
  );
}

function DietForm() {
  return (
    <section
      id="diet-form"
      aria-labelledby="diet-form-title"
      className="scroll-mt-24 rounded-2xl border border-line bg-white p-6 shadow-sm"
    >
      <h2 id="diet-form-title" className="text-2xl">
        Book my free diet consultation
      </h2>
      <p className="mt-2 text-sm">
        Only your name and how to reach you are needed; a few answers help the doctor prepare. We contact you within 24
        hours to schedule your free consultation.
      </p>
      <LeadForm formType="Diet Plan Form" submitLabel="Book My Free Consultation" columns={2} className="mt-6" />
    </section>
  );
}
