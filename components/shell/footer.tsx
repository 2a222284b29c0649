import { Link } from "@/components/ui/link";
import { Mail, MapPin, Phone } from "lucide-react";
import { Container } from "@/components/ui/container";
import { catalogue } from "@/lib/catalogue";
import { legalLinks, quickLinks } from "@/lib/routes";
import { liveSite } from "@/lib/site";

export async function Footer() {
  const siteConfig = await liveSite();
  return (
    <footer className="on-dark mt-20 bg-brand-strong text-white/85">
      <Container className="grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1.4fr_1fr]">
        <div>
          <p className="font-serif text-2xl text-white">{siteConfig.name}</p>
          <p className="mt-3 max-w-xs text-sm leading-relaxed">
            {siteConfig.words.AyurvedicDoctors} in India consult you by video or phone, with herbs, diet and daily
            routine planned for you. Herbal products ship worldwide.
          </p>
          <ul className="mt-5 space-y-2 text-sm">
            <li>
              <a
                href={`tel:${siteConfig.phoneDial}`}
                className="inline-flex min-h-11 items-center gap-2 hover:text-white"
              >
                <Phone aria-hidden className="size-4" /> {siteConfig.phone}
              </a>
            </li>
            <li>
              <a
                href={`mailto:${siteConfig.email}`}
                className="inline-flex min-h-11 items-center gap-2 hover:text-white"
              >
                <Mail aria-hidden className="size-4" /> {siteConfig.email}
              </a>
            </li>
            <li className="flex items-center gap-2">
              <MapPin aria-hidden className="size-4" /> {siteConfig.office.place}
            </li>
          </ul>
        </div>
        <FooterLinks title="Quick links" links={quickLinks} />
        <FooterLinks title="Consultations" links={catalogue.categories.map((c) => ({ href: c.href, label: c.name }))} />
        <div>
          <FooterLinks title="Legal" links={legalLinks} />
          {siteConfig.social.length ? (
            <>
              <h2 className="mt-8 font-sans text-sm font-semibold tracking-wider text-white uppercase">Follow us</h2>
              <ul className="mt-2 flex flex-wrap gap-x-4">
                {siteConfig.social.map((s) => (
                  <li key={s.label}>
                    <a
                      href={s.href}
                      rel="me noopener"
                      className="inline-flex min-h-11 items-center text-sm hover:text-white"
                    >
                      {s.label}
                    </a>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
      </Container>
      <div className="border-t border-white/15">
        <Container className="flex flex-col gap-2 py-5 text-xs sm:flex-row sm:justify-between">
          <p>
            © {new Date().getFullYear()} {siteConfig.name}. Ayurvedic guidance complements medical care; it does not
            replace it.
          </p>
          <p>No account is needed to consult us.</p>
        </Container>
      </div>
    </footer>
  );
}

function FooterLinks({ title, links }: { title: string; links: readonly { href: string; label: string }[] }) {
  return (
    <div>
      <h2 className="font-sans text-sm font-semibold tracking-wider text-white uppercase">{title}</h2>
      <ul className="mt-2">
        {links.map((link) => (
          <li key={link.href}>
            <Link
              href={link.href}
              className="inline-flex min-h-11 items-center text-sm hover:text-white hover:underline"
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
