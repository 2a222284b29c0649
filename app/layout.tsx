import type { Metadata, Viewport } from "next";
import { DialogHost } from "@/components/forms/dialog-host";
import { Footer } from "@/components/shell/footer";
import { Header } from "@/components/shell/header";
import { ScrollToTop } from "@/components/shell/scroll-to-top";
import { ToastHost } from "@/components/ui/toast";
import { consultationTypeOptions } from "@/lib/catalogue/options";
import { clinicJsonLd, JsonLd } from "@/lib/seo/json-ld";
import { siteConfig } from "@/lib/site-config";
import { fraunces, inter } from "./fonts";
import "./globals.css";

export const metadata: Metadata = {
  metadataBase: new URL(siteConfig.url),
  title: { default: `${siteConfig.name}: ${siteConfig.tagline}`, template: `%s | ${siteConfig.name}` },
  description: siteConfig.description,
  applicationName: siteConfig.name,
  formatDetection: { telephone: false },
};

export const viewport: Viewport = {
  themeColor: "#055630",
  width: "device-width",
  initialScale: 1,
};

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en" className={`${fraunces.variable} ${inter.variable}`}>
      <body className="flex min-h-dvh flex-col">
        <Header />
        <main id="main" className="flex-1">
          {children}
        </main>
        <Footer />
        <ToastHost />
        <ScrollToTop />
        <DialogHost consultationTypes={consultationTypeOptions()} />
        <JsonLd data={clinicJsonLd()} />
      </body>
    </html>
  );
}
