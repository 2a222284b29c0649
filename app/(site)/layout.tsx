import { ConsentPartyProvider } from "@/components/forms/consent-party";
import { DialogHost } from "@/components/forms/dialog-host";
import { EarlyClicks } from "@/components/shell/early-clicks";
import { Footer } from "@/components/shell/footer";
import { Header } from "@/components/shell/header";
import { ScrollToTop } from "@/components/shell/scroll-to-top";
import { ToastHost } from "@/components/ui/toast";
import { VitalsBeacon } from "@/components/vitals/vitals-beacon";
import { clinicJsonLd, JsonLd } from "@/lib/seo/json-ld";
import type { Metadata } from "next";
import { liveSite } from "@/lib/site";

/** The public pages' titles name the clinic and its confirmed claims as the desk holds them; the root layout's are the build's. */
export async function generateMetadata(): Promise<Metadata> {
  const { name, words } = await liveSite();
  return {
    title: { default: `${name}: ${words.tagline}`, template: `%s | ${name}` },
    description: words.description,
    applicationName: name,
  };
}

/**
 * The public site's frame (docs/product.md, The shell): header, footer, toasts, the scroll
 * reset, the automatic consultation popup, the taps made before the scripts arrived, the clinic's
 * structured data on every page (the facts from the desk, lib/site), and the beacon of real visitors' page speed (decision 080). Every lead form inside it names the clinic in its consent box.
 */
export default async function SiteLayout({ children }: { children: React.ReactNode }) {
  const siteConfig = await liveSite();
  return (
    <ConsentPartyProvider party={{ name: siteConfig.name, email: siteConfig.email }}>
      <EarlyClicks />
      <Header />
      <main id="main" className="flex-1">
        {children}
      </main>
      <Footer />
      <ToastHost />
      <ScrollToTop />
      <DialogHost doctor={siteConfig.words.anAyurvedicDoctor} />
      <JsonLd data={clinicJsonLd(siteConfig)} />
      <VitalsBeacon />
    </ConsentPartyProvider>
  );
}
