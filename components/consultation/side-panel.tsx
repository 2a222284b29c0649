import { Link } from "@/components/ui/link";
import { CalendarCheck, Mail, Phone } from "lucide-react";
import { LeadForm } from "@/components/forms/lead-form";
import { WhatsAppLink } from "@/components/whatsapp-link";
import { staticPages } from "@/lib/static-pages";
import { liveSite } from "@/lib/site";
import { siteConfig as built } from "@/lib/site-config";

/** The sticky side panel of content pages: the consultation request form, and other ways to reach a doctor. */
export async function SidePanel() {
  const siteConfig = { ...(await liveSite()), promises: built.promises };
  const newClientsPerMonth = siteConfig.confirmed("newClientsPerMonth");
  return (
    <div className="rounded-2xl border border-line bg-white p-6 shadow-sm">
      <p className="flex items-center gap-2 text-sm font-semibold tracking-wide text-saffron uppercase">
        <CalendarCheck aria-hidden className="size-4" /> Free consultation
      </p>
      <h2 className="mt-2 text-2xl">Talk to an Ayurvedic doctor</h2>
      <p className="mt-3 text-sm">
        {siteConfig.words.ADoctor} reviews your health history, your medicines and your goals, then plans herbs, diet
        and daily routine with you. We reply within {siteConfig.promises.contactWithinHours} hours of your request.
      </p>
      <LeadForm formType="Consultation Form" submitLabel="Request Free Consultation" className="mt-5" />
      <ul className="mt-6 space-y-1 text-sm">
        <li>First consultation: 45-60 minutes</li>
        <li>Follow-ups: 20-30 minutes, every 2-4 weeks</li>
        <li>By video or phone, wherever you live</li>
      </ul>
      <div className="mt-5 grid gap-2">
        <a
          href={`tel:${siteConfig.phoneDial}`}
          className="flex min-h-11 items-center gap-2 rounded-full bg-brand px-4 text-sm font-semibold text-white hover:bg-brand-strong"
        >
          <Phone aria-hidden className="size-4" /> Call {siteConfig.phone}
        </a>
        <a
          href={`mailto:${siteConfig.email}?subject=${encodeURIComponent("Free consultation request")}`}
          className="flex min-h-11 items-center gap-2 rounded-full border border-brand px-4 text-sm font-semibold text-brand hover:bg-highlight-soft"
        >
          <Mail aria-hidden className="size-4" /> {siteConfig.email}
        </a>
        <WhatsAppLink
          number={siteConfig.whatsapp}
          className="flex min-h-11 items-center gap-2 rounded-full border border-brand px-4 text-sm font-semibold text-brand hover:bg-highlight-soft"
        >
          Chat on WhatsApp
        </WhatsAppLink>
      </div>
      <p className="mt-5 text-sm">
        Curious about your constitution?{" "}
        <Link href={staticPages.doshaAssessment.href} className="link-brand">
          Take the dosha self-assessment
        </Link>
        , then send the result to a doctor.
      </p>
      {newClientsPerMonth ? (
        <p className="mt-4 text-xs text-muted">
          Only {newClientsPerMonth} new clients a month, so each gets the doctor&apos;s full attention.
        </p>
      ) : null}
    </div>
  );
}
