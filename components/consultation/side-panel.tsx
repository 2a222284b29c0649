import { CalendarCheck, Mail, Phone } from "lucide-react";
import { siteConfig } from "@/lib/site-config";

/**
 * The sticky side panel of content pages: how to reach a doctor for a free consultation.
 * The lead pipeline issue adds the consultation request form on top of this.
 */
export function SidePanel() {
  return (
    <div className="rounded-2xl border border-line bg-white p-6 shadow-sm">
      <p className="flex items-center gap-2 text-sm font-semibold tracking-wide text-saffron uppercase">
        <CalendarCheck aria-hidden className="size-4" /> Free consultation
      </p>
      <h2 className="mt-2 text-2xl">Talk to an Ayurvedic doctor</h2>
      <p className="mt-3 text-sm">
        A certified doctor reviews your health history, your medicines and your goals, then plans herbs, diet and daily
        routine with you. We reply within {siteConfig.promises.contactWithinHours} hours of your request.
      </p>
      <ul className="mt-4 space-y-1 text-sm">
        <li>First consultation: 45-60 minutes</li>
        <li>Follow-ups: 20-30 minutes, every 2-4 weeks</li>
        <li>By video or phone, wherever you live</li>
      </ul>
      <div className="mt-5 grid gap-2">
        <a href={`tel:${siteConfig.phoneDial}`} className="flex min-h-11 items-center gap-2 rounded-full bg-brand px-4 text-sm font-semibold text-white hover:bg-brand-strong">
          <Phone aria-hidden className="size-4" /> Call {siteConfig.phone}
        </a>
        <a
          href={`mailto:${siteConfig.email}?subject=${encodeURIComponent("Free consultation request")}`}
          className="flex min-h-11 items-center gap-2 rounded-full border border-brand px-4 text-sm font-semibold text-brand hover:bg-highlight-soft"
        >
          <Mail aria-hidden className="size-4" /> {siteConfig.email}
        </a>
      </div>
      <p className="mt-4 text-xs text-muted">Only {siteConfig.promises.newClientsPerMonth} new clients a month, so each gets the doctor&apos;s full attention.</p>
    </div>
  );
}
