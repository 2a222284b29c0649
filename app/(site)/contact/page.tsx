import type { Metadata } from "next";
import { Clock, Mail, MapPin, MessageCircle, Phone } from "lucide-react";
import { LeadForm } from "@/components/forms/lead-form";
import { PageHeader } from "@/components/page-shell";
import { Container } from "@/components/ui/container";
import { pageMetadata } from "@/lib/seo/metadata";
import { liveSite } from "@/lib/site";
import { whatsappUrl } from "@/lib/whatsapp";

export async function generateMetadata(): Promise<Metadata> {
  const site = await liveSite();
  return pageMetadata({
    title: "Contact Us",
    description: `Get in touch with ${site.name}: call or e-mail our team in ${site.office.place}. We answer within ${site.office.responseTime}.`,
    path: "/contact",
  });
}

/** The clinic's contact details as the desk holds them (lib/site): prerendered, and rendered again after a save. */
export default async function ContactPage() {
  const siteConfig = await liveSite();
  const items = [
    { icon: Phone, label: "Phone", value: siteConfig.phone, href: `tel:${siteConfig.phoneDial}` },
    { icon: Mail, label: "E-mail", value: siteConfig.email, href: `mailto:${siteConfig.email}` },
    // Only when the clinic has given its WhatsApp number; the message names this page.
    ...(siteConfig.whatsapp
      ? [
          {
            icon: MessageCircle,
            label: "WhatsApp",
            value: "Chat with us on WhatsApp",
            href: whatsappUrl(siteConfig.whatsapp, `${siteConfig.url}/contact`),
          },
        ]
      : []),
    {
      icon: MapPin,
      label: "Office",
      value:
        siteConfig.office.address ??
        [siteConfig.office.city, siteConfig.office.region, siteConfig.office.country].filter(Boolean).join(", "),
    },
    { icon: Clock, label: "Response time", value: siteConfig.office.responseTime },
    ...(siteConfig.workingHours ? [{ icon: Clock, label: "Working hours", value: siteConfig.workingHours }] : []),
  ];
  return (
    <>
      <PageHeader eyebrow="Contact" title="Get in Touch">
        <p>Questions about a consultation, a plan or an order? Our team answers every message.</p>
      </PageHeader>
      <Container className="grid gap-10 py-12 lg:grid-cols-[3fr_2fr]" id="get-in-touch">
        <section
          aria-labelledby="contact-form"
          className="rounded-2xl border border-line bg-white p-6 shadow-sm md:p-8 lg:order-2"
        >
          <h2 id="contact-form" className="text-2xl">
            Send us a message
          </h2>
          <p className="mt-2 text-sm">
            Leave your details and we will call or write back within {siteConfig.office.responseTime}.
          </p>
          <LeadForm formType="Contact Form" submitLabel="Send Message" className="mt-5" />
        </section>
        <ul className="grid content-start gap-6 sm:grid-cols-2 lg:grid-cols-1">
          {items.map(({ icon: Icon, label, value, href }) => (
            <li key={label} className="flex gap-4 rounded-2xl border border-line bg-white p-6">
              <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-highlight-soft text-brand">
                <Icon aria-hidden className="size-5" />
              </span>
              <div>
                <h2 className="font-sans text-sm font-semibold tracking-wide text-muted uppercase">{label}</h2>
                {href ? (
                  <a
                    href={href}
                    className="mt-1 inline-flex min-h-11 items-center text-lg font-semibold break-all link-brand"
                  >
                    {value}
                  </a>
                ) : (
                  <p className="mt-1 text-lg text-ink">{value}</p>
                )}
              </div>
            </li>
          ))}
        </ul>
      </Container>
    </>
  );
}
