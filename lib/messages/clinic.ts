import { siteConfig } from "@/lib/site-config";

/**
 * The clinic as its messages name it: read here, in one place, so that when the clinic's facts
 * move into the store this is the one line that changes. The colours are the site's own
 * (app/globals.css), which stay in code.
 */
export type ClinicFacts = {
  name: string;
  url: string;
  email: string;
  phone: string;
  /** The postal address once the clinic has set it (SITE_ADDRESS); else where the team works. */
  address: string;
};

export const clinicFacts = (): ClinicFacts => ({
  name: siteConfig.name,
  url: siteConfig.url,
  email: siteConfig.email,
  phone: siteConfig.phone,
  address: siteConfig.office.address ?? siteConfig.office.place,
});

/** The site's colours (app/globals.css) for the e-mails, which cannot read its stylesheet. */
export const colours = {
  brand: "#055630",
  ink: "#1f2a24",
  body: "#3d4a43",
  muted: "#5b665f",
  line: "#e3ddd0",
  cream: "#fbf8f1",
  highlightSoft: "#eef4cc",
} as const;

/** The domain of the clinic's address, for the e-mails' sender and Message-IDs. */
export const clinicDomain = (email = siteConfig.email) => email.split("@")[1] || "localhost";
