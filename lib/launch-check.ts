import type { ClinicFact } from "@/content/clinic-facts";
import type { Doctor, Stat } from "@/lib/catalogue";
import type { BookingState } from "@/lib/booking";
import { paymentsMismatchText } from "@/lib/built-payments";
import { ConfigError, parseConfig } from "@/lib/config";
import type { Claim, Contact } from "@/lib/site";

/**
 * What must be true before the clinic goes live: nothing invented or left at a default
 * reaches the public. Each finding names what is still a sample or a default and how to fix
 * it; `npm run preflight` prints them and fails while any remains (docs/deploy.md, Before you launch).
 */
export type Finding = { what: string; fix: string };

export type LaunchInput = {
  env: Record<string, string | undefined>;
  doctors: Doctor[];
  stats: Stat[];
  /** The texts in content/pages, with whoever approved them for the clinic, and whether they say no payment is taken on the site. */
  pages: { slug: string; approvedBy?: string; saysNoPayment?: boolean }[];
  /** Enabled staff accounts in the lead store; a string says why they could not be counted. */
  staff: number | string;
  /** The claims of content/clinic-facts.ts, each shown only once confirmed. */
  facts: Record<string, ClinicFact<unknown>>;
  /** Whether booking is on and why (lib/booking/status.ts); a string says why it could not be told. */
  booking?: BookingState | string;
  /** Whether the build in .next says payments are taken (lib/built-payments.ts); undefined when there is no build. */
  builtPayments?: boolean;
  /**
   * What `npm run stripe:setup` would still change in the Stripe account and what it leaves to the
   * owner (lib/payments: setUpStripe with `apply: false`); a string says why Stripe could not be asked.
   */
  stripeSetup?: { changes: string[]; problems: string[] } | string;
  /** The embedded store's key file (lib/db: storeKeyFile), and whether the store has made it yet. */
  keyFile?: { path: string; exists: boolean };
  /**
   * The clinic's facts as the desk holds them (lib/site), what the site shows now: given, the
   * contact details, the figures and the claims are checked here, not in SITE_* or content.
   */
  site?: {
    contact: Contact;
    /** Whether the contact details were ever saved in the desk (else the name is SITE_NAME or the sample). */
    contactSaved: boolean;
    /** Every claim of content/clinic-facts.ts as the desk holds it (its default where never saved). */
    claims: Record<string, Claim>;
    stats: Stat[];
    /** The doctors the site shows, as the desk holds them (content/doctors.ts while none was saved). */
    doctors?: Doctor[];
  };
};

/** Where the desk settles a fact, for the findings' fixes. */
const inDesk = (part: string) => `settle it at /inbox/site (${part})`;

/** The values shipped with the code, which belong to no real clinic. */
const sampleValues = {
  SITE_PHONE: "+91 120 456 7890",
  SITE_EMAIL: "care@sanjeevaniayurveda.com",
};

const socialVariables = ["SOCIAL_FACEBOOK", "SOCIAL_INSTAGRAM", "SOCIAL_YOUTUBE", "SOCIAL_LINKEDIN"] as const;

/** The privacy policy's facts only the clinic can state (lib/config.ts), and what the policy lacks without each. */
const privacyVariables = {
  PRIVACY_CONTROLLER_NAME: "the controller's registered legal name",
  PRIVACY_CONTROLLER_ADDRESS: "the controller's postal address",
  PRIVACY_HOSTING: "who hosts the site and its database",
  PRIVACY_SHEET_SERVICE: "the spreadsheet service leads are forwarded to",
  PRIVACY_MAIL_SERVICE: "the e-mail provider",
  PRIVACY_TRANSFER_SAFEGUARDS: "what protects details sent to India",
  PRIVACY_UK_REPRESENTATIVE: "the UK representative (GDPR Article 27), or why none is needed",
  PRIVACY_EU_REPRESENTATIVE: "the EU representative (GDPR Article 27), or why none is needed",
} as const;

/** The line `npm run preflight` prints about booking, whatever else it finds. */
export function bookingLine(booking: BookingState | string): string {
  if (typeof booking === "string") return `Booking: unknown (${booking})`;
  return `Booking: ${booking.on ? "on" : "off"}. ${booking.reason}`;
}

/** The kinds a visitor may get on WhatsApp outside the 24-hour window, each needing its approved template (docs/messages.md). */
const whatsappTemplateKinds = ["booking-confirmed", "booking-rescheduled", "booking-cancelled", "booking-reminder"];

export function launchCheck({
  env,
  doctors,
  stats,
  pages,
  staff,
  facts,
  booking,
  builtPayments,
  stripeSetup,
  keyFile,
  site,
}: LaunchInput): Finding[] {
  const findings: Finding[] = [];
  const set = (name: string) => Boolean(env[name]?.trim());

  try {
    parseConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    findings.push({ what: error.message, fix: "correct the variables named (docs/configuration.md)" });
  }

  // The desk's roster once the store can be read: a sample is settled there, by replacing or hiding it.
  const roster = site?.doctors ?? doctors;
  const samples = roster.filter((d) => d.registration.status !== "confirmed");
  if (samples.length) {
    findings.push(
      site?.doctors
        ? {
            what: `the site's doctors: ${samples.length} of ${roster.length} listed doctors are sample profiles (${samples.map((d) => d.name).join(", ")}); until they are replaced no page can name a reviewer`,
            fix: "replace each with one of the clinic's doctors and its checked registration, or hide it, at /inbox/site/doctors (docs/content.md)",
          }
        : {
            what: `content/doctors.ts: ${samples.length} of ${roster.length} doctors are sample profiles (${samples.map((d) => d.name).join(", ")}); until they are replaced no page can name a reviewer`,
            fix: "replace them with the clinic's doctors and record each registration (docs/content.md, Confirm a doctor)",
          },
    );
  }

  const siteUrl = env.SITE_URL?.trim() ?? "";
  if (!siteUrl.startsWith("https://") || /localhost|127\.0\.0\.1/.test(siteUrl)) {
    findings.push({
      what: `SITE_URL is ${siteUrl ? `"${siteUrl}"` : "not set (canonical links say http://localhost:3000)"}`,
      fix: "set it to the site's public https:// address",
    });
  }
  if (site) findings.push(...contactFindings(site.contact, site.contactSaved || set("SITE_NAME")));
  else {
    if (!set("SITE_NAME"))
      findings.push({ what: "SITE_NAME is not set (the sample brand is shown)", fix: "set the clinic's name" });
    for (const [name, sample] of Object.entries(sampleValues)) {
      if (!set(name) || env[name]!.trim() === sample)
        findings.push({ what: `${name} is the sample value ${sample}`, fix: "set the clinic's own" });
    }
    if (!set("SITE_ADDRESS"))
      findings.push({
        what: "SITE_ADDRESS is not set (the contact page shows only the city)",
        fix: "set the clinic's postal address",
      });
    const unsetProfiles = socialVariables.filter((name) => !set(name));
    if (unsetProfiles.length) {
      findings.push({
        what: `${unsetProfiles.join(", ")} not set`,
        fix: 'set each to the clinic\'s profile address, or to "none" where it has none',
      });
    }
  }

  if (typeof staff === "string") {
    findings.push({
      what: `the inbox's staff accounts could not be counted (${staff})`,
      fix: "check LEAD_DB_PATH or DATABASE_URL, then run npm run staff -- list",
    });
  } else if (staff === 0) {
    findings.push({
      what: "the inbox has no staff account: nobody can read the leads",
      fix: 'add one per person with npm run staff -- add --name "…" --email … (docs/inbox.md)',
    });
  }
  if (!set("LEAD_WEBHOOK_URL") && !(set("SMTP_URL") && set("LEAD_NOTIFY_TO"))) {
    findings.push({
      what: "no forwarding: neither LEAD_WEBHOOK_URL nor SMTP_URL with LEAD_NOTIFY_TO is set, so nobody is told of a new lead",
      fix: "set one or both (docs/leads.md)",
    });
  }

  // Running it (docs/deploy.md): who the visitor is, where the leads live, what the log shows.
  if (!set("TRUSTED_PROXY_COUNT")) {
    findings.push({
      what: "TRUSTED_PROXY_COUNT is not set: the server counts every visitor behind a reverse proxy as the proxy itself",
      fix: "set it to the number of reverse proxies in front of the server: 1 behind nginx or Caddy, 2 behind a CDN and a proxy, 0 if visitors reach Node directly (docs/deploy.md)",
    });
  }
  if (!set("DATABASE_URL") && !(env.LEAD_DB_PATH?.trim() ?? "").startsWith("/")) {
    findings.push({
      what: `LEAD_DB_PATH is ${set("LEAD_DB_PATH") ? `"${env.LEAD_DB_PATH!.trim()}", a relative path` : "not set (data/leads.db inside the app's folder)"}: a new release in a new folder would start without the leads`,
      fix: "set it to an absolute path in the data directory, outside the app's folder, and back that directory up (docs/deploy.md)",
    });
  }
  if (!set("VITALS_KEY")) {
    findings.push({
      what: "VITALS_KEY is not set: after each restart, and on each instance, a page a visitor already viewed counts once more in the overview's page speed",
      fix: "set it to a random secret of at least 32 characters, the same on every instance: openssl rand -base64 32 (docs/configuration.md)",
    });
  }
  // The health details' key (docs/deploy.md, The data encryption key): the clinic must hold a copy.
  if (!set("DATA_ENCRYPTION_KEY") && !set("DATABASE_URL")) {
    const file = keyFile?.path ?? "the store's data-encryption-key.json";
    findings.push({
      what: keyFile?.exists
        ? `the health details are encrypted with the key the embedded store made in ${file}: lose it (or the disk) and neither they nor any backup can be read`
        : `the embedded store will make the key that encrypts the health details in ${file} when it first starts: lose it and neither they nor any backup can be read`,
      fix: "keep a copy of the key apart from the store and its backups (a password manager, the host's secret store), then set DATA_ENCRYPTION_KEY to it, which ends this finding (docs/deploy.md)",
    });
  }
  if (set("DATA_ENCRYPTION_KEY_PREVIOUS")) {
    findings.push({
      what: "DATA_ENCRYPTION_KEY_PREVIOUS is set: a rotation of the data encryption key is under way",
      fix: "run npm run keys -- rotate, then remove it from every instance once no backup you keep needs the old key (docs/deploy.md, Rotating the key)",
    });
  }
  if (env.ALLOW_INSECURE_TRANSPORT?.trim() === "1") {
    findings.push({
      what: "ALLOW_INSECURE_TRANSPORT=1: e-mails and forwarded leads may leave without TLS, readable on the way",
      fix: "use smtps:// (or smtp://…:587?requireTLS=true) and an https:// LEAD_WEBHOOK_URL, then unset it (docs/deploy.md, TLS outbound)",
    });
  }
  if (["silent", "fatal", "error"].includes(env.LOG_LEVEL?.trim() ?? "")) {
    findings.push({
      what: `LOG_LEVEL is ${env.LOG_LEVEL!.trim()}: wrong inbox passwords and delivery retries would not be logged`,
      fix: "use info (the default) or warn",
    });
  }

  if (typeof booking === "string") {
    findings.push({
      what: `whether booking is on could not be told (${booking})`,
      fix: "check LEAD_DB_PATH or DATABASE_URL, then run npm run booking -- show",
    });
  } else if (booking?.sample) {
    findings.push({
      what: "BOOKING=on books the sample roster on sample hours: visitors could book doctors who do not exist",
      fix: "set BOOKING=auto (on once a confirmed doctor has hours) or off (docs/booking.md)",
    });
  } else if (booking?.on && !set("SMTP_URL")) {
    findings.push({
      what: "booking is on but SMTP_URL is not set: visitors get no confirmation, invitation or reminder",
      fix: "set SMTP_URL and LEAD_NOTIFY_TO (docs/booking.md)",
    });
  }

  // Taking payments (docs/payments.md): the clinic's revenue goes through here or through payment links by hand.
  if (!set("STRIPE_SECRET_KEY")) {
    findings.push({
      what: "payments are not configured (STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are not set): checkout sends a request, and the clinic must send each buyer a payment link",
      fix: "set STRIPE_SECRET_KEY, run npm run stripe:setup (it makes the webhook endpoint and prints its signing secret) and set that as STRIPE_WEBHOOK_SECRET (README, Taking payments)",
    });
  } else if (/^(sk|rk)_test_/.test(env.STRIPE_SECRET_KEY!.trim())) {
    findings.push({
      what: "STRIPE_SECRET_KEY is a test-mode key: visitors would pay with test cards and nothing real is charged",
      fix: "set the live key (sk_live_…) and the live endpoint's signing secret",
    });
  }
  if (typeof stripeSetup === "string")
    findings.push({
      what: `whether Stripe is set up for the site could not be told (${stripeSetup})`,
      fix: "check STRIPE_SECRET_KEY, then run npm run stripe:setup -- --check",
    });
  else if (stripeSetup?.changes.length)
    findings.push({
      what: `Stripe is not set up for the site (npm run stripe:setup would ${stripeSetup.changes.slice(0, 3).join("; ")}${stripeSetup.changes.length > 3 ? `; and ${stripeSetup.changes.length - 3} more` : ""}): until it is, checkout charges each plan inline and the Customer Portal cannot switch plans`,
      fix: "run npm run stripe:setup with the server's STRIPE_SECRET_KEY and SITE_URL (README, Taking payments)",
    });
  for (const problem of typeof stripeSetup === "object" ? stripeSetup.problems : [])
    findings.push({ what: `Stripe: ${problem.split(": ")[0]}`, fix: problem.split(": ").slice(1).join(": ") });
  const noPaymentPages = pages.filter((p) => p.saysNoPayment).map((p) => p.slug);
  if (set("STRIPE_SECRET_KEY") && noPaymentPages.length) {
    findings.push({
      what: `payments are on, but content/pages: ${noPaymentPages.join(", ")} still say no payment is taken on this website (and the privacy policy names no payment processor)`,
      fix: "have them rewritten for card payments through Stripe, with the clinic's lawyer (docs/payments.md, Turning payments on)",
    });
  }
  if (builtPayments !== undefined && builtPayments !== set("STRIPE_SECRET_KEY")) {
    findings.push({
      what: `the build in .next: ${paymentsMismatchText({ running: set("STRIPE_SECRET_KEY") })}`,
      fix: "run npm run build with the same Stripe settings the server has",
    });
  }
  if (env.LEAD_FORWARD_HEALTH_DETAILS?.trim() === "1") {
    findings.push({
      what: "LEAD_FORWARD_HEALTH_DETAILS=1: the spreadsheet receives every lead's message and health answers",
      fix: "keep it only with a processor agreement with the spreadsheet service that covers health data, named in the privacy policy; else unset it (docs/messages.md)",
    });
  }
  if (set("TWILIO_WHATSAPP_FROM")) {
    const listed = new Set((env.TWILIO_WHATSAPP_TEMPLATES ?? "").split(",").map((pair) => pair.split("=")[0]?.trim()));
    const missing = whatsappTemplateKinds.filter((kind) => !listed.has(kind));
    if (missing.length)
      findings.push({
        what: `TWILIO_WHATSAPP_TEMPLATES has no approved template for ${missing.join(", ")}: WhatsApp refuses those messages outside the 24-hour window`,
        fix: "have the templates of docs/messages.md approved in Twilio's console and list their Content SIDs",
      });
  }
  if (set("TWILIO_API_URL")) {
    findings.push({
      what: `TWILIO_API_URL is "${env.TWILIO_API_URL!.trim()}": text messages go there, not to Twilio`,
      fix: "unset it; it is for the tests' fake Twilio",
    });
  }
  if (set("STRIPE_API_URL")) {
    findings.push({
      what: `STRIPE_API_URL is "${env.STRIPE_API_URL!.trim()}": payments go there, not to Stripe`,
      fix: "unset it; it is for the tests' fake Stripe",
    });
  }

  const sampleStats = (site?.stats ?? stats).filter((s) => s.status === "sample");
  if (sampleStats.length) {
    const list = sampleStats.map((s) => `"${s.value} ${s.label}"`).join(", ");
    findings.push(
      site
        ? {
            what: `the home page's figures ${list} are not confirmed (hidden from the home page)`,
            fix: `${inDesk("The home page's figures")}: confirm each with how it is counted (the countries follow the countriesServed claim)`,
          }
        : {
            what: `content/stats.ts: ${list} not confirmed (hidden from the home page)`,
            fix: "confirm each with how it is counted, or delete it",
          },
    );
  }

  for (const [key, fact] of Object.entries(facts)) {
    if (site) {
      if (site.claims[key]?.confirmed) continue;
      findings.push({
        what: `the claim ${key} is not confirmed, so the site leaves out ${fact.claim}`,
        fix: `${inDesk("Claims")}: confirm it with how the clinic knows it, or leave it out`,
      });
      continue;
    }
    if (fact.confirmed) continue;
    findings.push({
      what: `content/clinic-facts.ts: ${key} is not confirmed, so the site leaves out ${fact.claim}`,
      fix: "confirm it with the day and how the clinic knows it (confirmed: { on, basis }), or delete the claim",
    });
  }

  for (const [name, what] of Object.entries(privacyVariables)) {
    if (!set(name))
      findings.push({
        what: `${name} is not set: the privacy policy says ${what} is not yet published`,
        fix: "set it to the clinic's own answer, checked by its lawyer",
      });
  }
  if (!set("LEAD_RETENTION_MONTHS")) {
    findings.push({
      what: "LEAD_RETENTION_MONTHS is not set: requests are erased 24 months after they arrive (the default), and the privacy policy says so",
      fix: "set it to the number of months the clinic decides to keep requests (docs/decisions/039)",
    });
  }

  const drafts = pages.filter((p) => !p.approvedBy).map((p) => p.slug);
  if (drafts.length) {
    findings.push({
      what: `content/pages: ${drafts.join(", ")} not approved by the clinic`,
      fix: "have them read (by a lawyer where needed), then set approvedBy and approvedOn",
    });
  }
  return findings;
}

/** The contact details as the desk holds them: a sample or a missing one, each settled in the desk. */
function contactFindings(contact: Contact, named: boolean): Finding[] {
  const fix = inDesk("Name and contact details");
  const findings: Finding[] = [];
  if (!named) findings.push({ what: `the clinic's name is the sample brand "${contact.name}"`, fix });
  if (contact.phone.trim() === sampleValues.SITE_PHONE)
    findings.push({ what: `the phone is the sample value ${sampleValues.SITE_PHONE}`, fix });
  if (contact.email.trim() === sampleValues.SITE_EMAIL)
    findings.push({ what: `the e-mail is the sample value ${sampleValues.SITE_EMAIL}`, fix });
  if (!contact.address)
    findings.push({ what: "the office address is not given (the contact page shows only the city)", fix });
  const missing = (["facebook", "instagram", "youtube", "linkedin"] as const).filter((network) => !contact[network]);
  if (missing.length)
    findings.push({
      what: `the ${missing.join(", ")} profile${missing.length === 1 ? " is" : "s are"} not given`,
      fix: `${fix}: each profile's address, or "none" where the clinic has none`,
    });
  return findings;
}
