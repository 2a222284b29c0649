import type { Metadata, Viewport } from "next";
import { SoftNavigation } from "@/components/ui/soft-navigation";
import { siteConfig } from "@/lib/site-config";
import { fraunces } from "./fonts";
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

/**
 * The document both parts of the app share: fonts, styles and the page's skeleton. The
 * public site (app/(site)) and the clinic's inbox (app/(inbox)) each add their own frame.
 */
export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en" className={fraunces.variable}>
      <body className="flex min-h-dvh flex-col">
        {children}
        <SoftNavigation />
      </body>
    </html>
  );
}
