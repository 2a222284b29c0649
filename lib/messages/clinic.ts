import { confirmedFact } from "@/content/clinic-facts";
import { config } from "@/lib/config";

/**
 * The clinic as its messages name it: read here, in one place. The messages are prepared by
 * jobs outside any page, so they still name the SITE_* variables' values, not the desk's
 * (lib/site); this is the one place to change when they read the store. The colours are the site's own
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

export const clinicFacts = (): ClinicFacts => {
  const { site } = config();
  const city = confirmedFact("officeCity");
  return {
    name: site.name,
    url: site.url,
    email: site.email,
    phone: site.phone,
    address: site.address ?? (city ? `${city}, India` : "India"),
  };
};

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
export const clinicDomain = (email = config().site.email) => email.split("@")[1] || "localhost";
