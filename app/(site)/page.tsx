import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { ArrowRight, Globe2, Leaf, Mail, Phone, ShieldCheck, Stethoscope, Truck } from "lucide-react";
import { Artwork } from "@/components/artwork/artwork";
import { DoctorCard } from "@/components/doctors/doctor-card";
import { SampleRosterNotice } from "@/components/doctors/sample-roster-notice";
import { StatsSection } from "@/components/home/stats-section";
import { LeadForm } from "@/components/forms/lead-form";
import { CategoryCarousel } from "@/components/home/category-carousel";
import { HomeBanners } from "@/components/home/home-banners";
import { PromoStrip } from "@/components/home/promo-strip";
import { TestimonialsSection } from "@/components/testimonials/testimonials-section";
import { buttonVariants } from "@/components/ui/button";
import { Container } from "@/components/ui/container";
import { doshaQuestions } from "@/content/dosha";
import { staticPages } from "@/lib/static-pages";
import { pageMetadata } from "@/lib/seo/metadata";
import { siteConfig } from "@/lib/site-config";
import { liveDoctors, liveSite, liveStats } from "@/lib/site";
import { bookConsultationPath } from "@/lib/paths";
import type { ClaimWords } from "@/content/clinic-facts";

export async function generateMetadata(): Promise<Metadata> {
  const site = await liveSite();
  return pageMetadata({
    title: `${site.name}: Free Online Ayurvedic Consultation`,
    description: site.words.description,
    path: "/",
  });
}

const consultationCan = [
  "Find the root of long-standing digestive, sleep, skin or hormonal complaints",
  "Plan a diet around your constitution (prakriti) and your digestion",
  "Choose herbs that suit you, checked against the medicines you already take",
  "Build a daily routine (dinacharya) you can actually keep",
  "Track your progress with follow-ups every 2-4 weeks",
];

/** Why the clinic: the first names its doctors "certified" (or as confirmed) only once the desk confirms it. */
const reasonsOf = ({ certified }: ClaimWords) => [
  certified
    ? {
        icon: Stethoscope,
        title: `${certified.charAt(0).toUpperCase()}${certified.slice(1)}doctors`,
        text: "Every consultation is with a qualified Ayurvedic doctor (BAMS or MD Ayurveda) practising in India.",
      }
    : {
        icon: Stethoscope,
        title: "Doctors in India",
        text: "Every consultation is with an Ayurvedic doctor practising in India.",
      },
  {
    icon: Globe2,
    title: "Care wherever you live",
    text: "Video or phone consultations for visitors in the USA, Canada, the UK, Australia, the UAE and beyond.",
  },
  {
    icon: Truck,
    title: "Worldwide shipping",
    text: `Herbal products shipped internationally, free on orders of $${siteConfig.promises.freeShippingAbove} or more.`,
  },
  {
    icon: ShieldCheck,
    title: "Careful, honest advice",
    text: "Ayurveda alongside your own doctor's care, never in place of it, with every herb checked for interactions.",
  },
];

/** Prerendered; the clinic's contact details and figures come from the desk (lib/site) and are rendered again after a save. */
export default async function HomePage() {
  const [site, stats, doctors] = await Promise.all([liveSite(), liveStats(), liveDoctors()]);
  // The clinic's confirmed doctors before any sample profile (tagged site:doctors).
  const [first, second] = [...doctors].sort(
    (a, b) => Number(a.registration.status === "sample") - Number(b.registration.status === "sample"),
  );
  const { AyurvedicDoctors, anAyurvedicDoctor } = site.words;
  const reasons = reasonsOf(site.words);
  return (
    <>
      <PromoStrip />
      <HomeBanners />

      <section className="relative isolate overflow-hidden">
        <Artwork
          subject={{ kind: "home" }}
          inline
          backdrop
          sizes="100vw"
          className="absolute inset-0 -z-10 size-full"
        />
        <div className="absolute inset-0 -z-10 bg-gradient-to-r from-cream via-cream/85 to-cream/10" />
        <Container className="py-16 md:py-24">
          <p className="text-sm font-semibold tracking-wide text-saffron uppercase">Online Ayurvedic consultations</p>
          <h1 className="mt-3 max-w-2xl text-4xl font-semibold sm:text-5xl md:text-6xl">
            Natural care, planned by a doctor who listens
          </h1>
          <p className="mt-5 max-w-xl text-lg">
            {AyurvedicDoctors} in India consult you by video or phone and plan herbs, diet and daily routine for you.
            Your first consultation is free, and we contact you within {siteConfig.promises.contactWithinHours} hours.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            {/* To the slot picker, with JavaScript or without: a time is what "Book" promises (docs/booking.md). */}
            <Link href={bookConsultationPath} className={buttonVariants({ size: "lg" })}>
              Book a Consultation
            </Link>
            <Link href="/consultations" className={buttonVariants({ size: "lg", variant: "secondary" })}>
              Browse conditions
            </Link>
          </div>
        </Container>
      </section>

      <Container className="grid gap-12 py-16 md:grid-cols-2">
        <section aria-labelledby="consultation-can">
          <h2 id="consultation-can" className="text-3xl">
            What a consultation can do for you
          </h2>
          <ul className="mt-6 space-y-3">
            {consultationCan.map((item) => (
              <li key={item} className="flex gap-3">
                <Leaf aria-hidden className="mt-1 size-5 shrink-0 text-brand" /> {item}
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="why-ayurveda" className="rounded-2xl bg-highlight-soft p-6 md:p-8">
          <h2 id="why-ayurveda" className="text-3xl">
            Why Ayurveda?
          </h2>
          <p className="mt-4">
            Ayurveda, India&apos;s traditional system of medicine, looks at the whole person: digestion, sleep, stress,
            season and constitution. Instead of one remedy for one symptom, it plans how you eat, move, rest and which
            herbs may support you, and it works alongside the care of your own doctor.
          </p>
          <p className="mt-4">
            Curious which of the three doshas, Vata, Pitta and Kapha, is strongest in you?{" "}
            <Link href={staticPages.doshaAssessment.href} className="link-brand font-semibold">
              Take the dosha self-assessment
            </Link>
            : {doshaQuestions.length} questions about your lasting nature, a few minutes.
          </p>
        </section>
      </Container>

      <section className="bg-white py-16" aria-labelledby="why-us">
        <Container>
          <h2 id="why-us" className="text-3xl">
            Why choose us
          </h2>
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {reasons.map(({ icon: Icon, title, text }) => (
              <li key={title} className="rounded-2xl border border-line bg-cream p-6">
                <Icon aria-hidden className="size-8 text-brand" />
                <h3 className="mt-4 text-xl">{title}</h3>
                <p className="mt-2 text-sm">{text}</p>
              </li>
            ))}
          </ul>
        </Container>
      </section>

      <CategoryCarousel />

      <StatsSection stats={stats} />

      <Container className="py-16">
        <h2 className="text-3xl">Meet our doctors</h2>
        <SampleRosterNotice doctors={doctors} className="mt-4" />
        <div className="mt-8 grid gap-6 md:grid-cols-2">
          {[first, second]
            .filter((d) => d !== undefined)
            .map((doctor) => (
              <DoctorCard key={doctor.id} doctor={doctor} compact />
            ))}
        </div>
        <Link href="/doctors" className="mt-6 inline-flex min-h-11 items-center gap-1 link-brand">
          All our doctors <ArrowRight aria-hidden className="size-4" />
        </Link>
      </Container>

      <TestimonialsSection className="mb-16" />

      <Container className="pb-16">
        <section
          id="home-consultation"
          className="grid scroll-mt-24 gap-8 rounded-2xl border border-line bg-white p-6 md:p-10 lg:grid-cols-[2fr_3fr]"
          aria-labelledby="contact-us"
        >
          <div>
            <h2 id="contact-us" className="text-3xl">
              Talk to us about your health
            </h2>
            <p className="mt-3">
              Tell us what is troubling you and {anAyurvedicDoctor} will contact you within{" "}
              {siteConfig.promises.contactWithinHours} hours to plan your free consultation.
            </p>
            <ul className="mt-6 space-y-3">
              <li>
                <a href={`tel:${site.phoneDial}`} className="inline-flex min-h-11 items-center gap-2 link-brand">
                  <Phone aria-hidden className="size-4" /> {site.phone}
                </a>
              </li>
              <li>
                <a
                  href={`mailto:${site.email}`}
                  className="inline-flex min-h-11 items-center gap-2 break-all link-brand"
                >
                  <Mail aria-hidden className="size-4" /> {site.email}
                </a>
              </li>
            </ul>
          </div>
          <LeadForm formType="Homepage Consultation Form" submitLabel="Send My Request" columns={2} />
        </section>
      </Container>
    </>
  );
}
