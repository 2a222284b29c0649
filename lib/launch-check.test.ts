import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { clinicFacts } from "@/content/clinic-facts";
import { doctors as shippedDoctors } from "@/content/doctors";
import { stats as shippedStats } from "@/content/stats";
import { doctorSchema, statSchema } from "@/lib/catalogue/schema";
import { bookingLine, launchCheck, type LaunchInput } from "./launch-check";
import { defaultFacts } from "./site/defaults";
import { homeStats } from "./site/settings";

const shipped: LaunchInput = {
  env: {},
  doctors: shippedDoctors.map((d) => doctorSchema.parse(d)),
  stats: shippedStats,
  pages: [{ slug: "refund" }, { slug: "privacy" }],
  staff: 0,
  facts: clinicFacts,
};

/** A clinic ready to launch: every value set, every doctor confirmed, every figure and text approved. */
const ready: LaunchInput = {
  env: {
    SITE_URL: "https://www.clinic.example",
    SITE_NAME: "Example Ayurveda Clinic",
    SITE_PHONE: "+91 98765 43210",
    SITE_EMAIL: "care@clinic.example",
    SITE_ADDRESS: "12 Example Road, Example Town, Uttar Pradesh 201001, India",
    SOCIAL_FACEBOOK: "https://www.facebook.com/clinic.example",
    SOCIAL_INSTAGRAM: "none",
    SOCIAL_YOUTUBE: "none",
    SOCIAL_LINKEDIN: "https://www.linkedin.com/company/clinic-example",
    SMTP_URL: "smtps://desk:secret@smtp.clinic.example",
    LEAD_NOTIFY_TO: "desk@clinic.example",
    TRUSTED_PROXY_COUNT: "1",
    LEAD_DB_PATH: "/var/lib/clinic/leads.db",
    LEAD_RETENTION_MONTHS: "18",
    VITALS_KEY: "an example key that is 32 or more characters long",
    PRIVACY_CONTROLLER_NAME: "Example Ayurveda Private Limited",
    PRIVACY_CONTROLLER_ADDRESS: "12 Example Road, Example Town, Uttar Pradesh 201001, India",
    PRIVACY_HOSTING: "Example Hosting Ltd, in Frankfurt",
    PRIVACY_SHEET_SERVICE: "Example Sheets",
    PRIVACY_MAIL_SERVICE: "Example Mail",
    PRIVACY_TRANSFER_SAFEGUARDS: "the contract clauses the clinic has signed with each service",
    PRIVACY_UK_REPRESENTATIVE: "Example Representative Ltd, 1 Example Street, London",
    PRIVACY_EU_REPRESENTATIVE: "none: the example clinic's lawyer has found an exception applies",
    STRIPE_SECRET_KEY: "sk_live_example",
    STRIPE_WEBHOOK_SECRET: "whsec_example",
    DATA_ENCRYPTION_KEY: "5HfMBC+8SXwct0ulxd4FG5Zo1xthl7HylD3ut2z6PjU=",
  },
  doctors: shipped.doctors.map((d) => ({
    ...d,
    registration: {
      status: "confirmed",
      body: "Uttar Pradesh Board of Indian Medicine",
      number: `UP-${d.id}`,
      confirmedOn: "2026-11-20",
    },
  })),
  stats: [
    statSchema.parse({
      status: "confirmed",
      value: "1,200+",
      label: "Consultations",
      basis: "consultations held since 2024, from the clinic's records",
    }),
  ],
  pages: [
    { slug: "refund", approvedBy: "The clinic's director, with its lawyer" },
    { slug: "privacy", approvedBy: "The clinic's director, with its lawyer" },
  ],
  staff: 2,
  facts: Object.fromEntries(
    Object.entries(clinicFacts).map(([key, fact]) => [
      key,
      { ...fact, confirmed: { on: "2026-11-20", basis: "checked against the clinic's records" } },
    ]),
  ),
};

const whats = (input: LaunchInput) => launchCheck(input).map((f) => f.what);

describe("the launch check", () => {
  it("with the store's roster, lists its listed samples as settled at /inbox/site/doctors, and none once replaced or hidden", () => {
    const withRoster = (doctors: LaunchInput["doctors"]) =>
      launchCheck({
        ...shipped,
        site: {
          contact: defaultFacts().contact,
          contactSaved: true,
          claims: defaultFacts().claims,
          stats: [],
          doctors,
        },
      }).filter((f) => /doctor/.test(f.what) && /sample profiles/.test(f.what));
    const [finding] = withRoster(shipped.doctors.slice(0, 2));
    expect(finding).toEqual({
      what: expect.stringMatching(
        /^the site's doctors: 2 of 2 listed doctors are sample profiles \(Dr\. Rajesh Kumar, Dr\. Priya Sharma\)/,
      ),
      fix: expect.stringContaining("/inbox/site/doctors"),
    });
    expect(withRoster(ready.doctors)).toEqual([]);
  });

  it("lists every sample and default the code ships with", () => {
    const found = whats(shipped).join("\n");
    for (const expected of [
      /6 of 6 doctors are sample profiles/,
      /SITE_URL is not set/,
      /SITE_NAME is not set/,
      /SITE_PHONE is the sample value/,
      /SITE_EMAIL is the sample value/,
      /SITE_ADDRESS is not set/,
      /SOCIAL_FACEBOOK, SOCIAL_INSTAGRAM, SOCIAL_YOUTUBE, SOCIAL_LINKEDIN not set/,
      /the inbox has no staff account/,
      /no forwarding/,
      /content\/stats\.ts: .* not confirmed/,
      /content\/pages: refund, privacy not approved/,
      /TRUSTED_PROXY_COUNT is not set/,
      /VITALS_KEY is not set/,
      /LEAD_DB_PATH is not set \(data\/leads\.db inside the app's folder\)/,
      /LEAD_RETENTION_MONTHS is not set: requests are erased 24 months after they arrive/,
      /payments are not configured \(STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are not set\)/,
    ]) {
      expect(found).toMatch(expected);
    }
  });

  it("lists each claim the clinic has not confirmed, and each privacy fact it has not stated", () => {
    const found = whats(shipped);
    for (const [key, fact] of Object.entries(clinicFacts)) {
      expect(found).toContain(`content/clinic-facts.ts: ${key} is not confirmed, so the site leaves out ${fact.claim}`);
    }
    for (const claim of [
      "more than 54 countries",
      "50 new clients a month",
      '"certified"',
      "regularly $469, Save $120",
      "24/7 support",
      "unopened products within 30 days",
      '"MOST POPULAR"',
      '"BEST VALUE"',
      "Ghaziabad",
    ]) {
      expect(found.join("\n")).toContain(claim);
    }
    for (const name of [
      "PRIVACY_CONTROLLER_NAME",
      "PRIVACY_CONTROLLER_ADDRESS",
      "PRIVACY_HOSTING",
      "PRIVACY_SHEET_SERVICE",
      "PRIVACY_MAIL_SERVICE",
      "PRIVACY_TRANSFER_SAFEGUARDS",
      "PRIVACY_UK_REPRESENTATIVE",
      "PRIVACY_EU_REPRESENTATIVE",
    ]) {
      expect(found.join("\n")).toContain(`${name} is not set`);
    }
    // One claim confirmed drops out of the list, and only that one.
    const oneConfirmed = {
      ...clinicFacts,
      countriesServed: {
        ...clinicFacts.countriesServed,
        confirmed: { on: "2026-11-20", basis: "patients' countries in the clinic's records" },
      },
    };
    expect(
      whats({ ...shipped, facts: oneConfirmed }).filter((what) => what.startsWith("content/clinic-facts.ts")),
    ).toHaveLength(Object.keys(clinicFacts).length - 1);
  });

  it("reads the desk's facts when the store has them: a claim confirmed there drops out, and each fact names /inbox/site", () => {
    const facts = defaultFacts();
    const desk = (claims = facts.claims, contact = facts.contact, contactSaved = false) => ({
      contact,
      contactSaved,
      claims,
      stats: homeStats(claims, facts.figures),
    });
    const before = launchCheck({ ...shipped, site: desk() });
    const settled = before.filter((f) => f.fix.includes("/inbox/site"));
    expect(settled.map((f) => f.what).join("\n")).toMatch(/the clinic's name is the sample brand/);
    expect(settled.map((f) => f.what).join("\n")).toMatch(/the phone is the sample value/);
    expect(settled.map((f) => f.what).join("\n")).toMatch(/the claim officeCity is not confirmed/);
    expect(settled.map((f) => f.what).join("\n")).toMatch(/the home page's figures .* are not confirmed/);
    // The SITE_* findings are the desk's now: none of them is listed beside it.
    expect(before.map((f) => f.what).join("\n")).not.toMatch(/SITE_PHONE|SITE_NAME|SITE_ADDRESS|SOCIAL_/);

    // Every claim is the desk's: confirmed there, each drops out; one left unconfirmed is listed with /inbox/site.
    const confirmed = Object.fromEntries(
      Object.entries(facts.claims).map(([key, claim]) => [
        key,
        key === "newClientsPerMonth"
          ? claim
          : {
              ...claim,
              confirmed: { at: "2026-12-02T10:00:00Z", by: "Asha", basis: "the clinic's own records, 2026" },
            },
      ]),
    ) as typeof facts.claims;
    const contact = {
      ...facts.contact,
      name: "Example Ayurveda Clinic",
      phone: "+91 98765 43210",
      email: "care@clinic.example",
      address: "12 Example Road, Example Town, Uttar Pradesh 201001, India",
      facebook: "none",
      instagram: "none",
      youtube: "none",
      linkedin: "none",
    };
    const after = launchCheck({ ...shipped, site: desk(confirmed, contact, true) });
    expect(after.filter((f) => f.fix.includes("/inbox/site")).map((f) => f.what)).toEqual([
      expect.stringMatching(/^the home page's figures/),
      `the claim newClientsPerMonth is not confirmed, so the site leaves out ${clinicFacts.newClientsPerMonth.claim}`,
    ]);
    // With the store read, no claim is content/clinic-facts.ts's to confirm.
    expect(after.map((f) => f.what).join("\n")).not.toMatch(/content\/clinic-facts\.ts/);
  });

  it("passes for a clinic with every value set", () => {
    expect(launchCheck(ready)).toEqual([]);
  });

  it("still fails on a sample phone set on purpose, a plain-http address, the old shared password, no staff or a bad variable", () => {
    const found = whats({
      ...ready,
      env: {
        ...ready.env,
        SITE_PHONE: "+91 120 456 7890",
        SITE_URL: "http://www.clinic.example",
        LEADS_INBOX_PASSWORD: "short",
        LEAD_RATE_LIMIT: "many",
      },
    }).join("\n");
    expect(found).toMatch(/SITE_PHONE is the sample value/);
    expect(found).toMatch(/SITE_URL is "http:\/\/www\.clinic\.example"/);
    expect(found).toMatch(/LEADS_INBOX_PASSWORD was replaced by staff accounts/);
    expect(found).toMatch(/LEAD_RATE_LIMIT must be a whole number/);
    expect(whats({ ...ready, staff: 0 })).toEqual(["the inbox has no staff account: nobody can read the leads"]);
    expect(whats({ ...ready, staff: "connection refused" }).join("")).toMatch(
      /could not be counted \(connection refused\)/,
    );
  });

  it("asks how many proxies are in front, where the leads live, and for a log that shows failures", () => {
    const running = (env: Record<string, string>) => whats({ ...ready, env: { ...ready.env, ...env } }).join("\n");
    expect(running({ TRUSTED_PROXY_COUNT: "" })).toMatch(/TRUSTED_PROXY_COUNT is not set/);
    // Zero is an answer: Node serves visitors directly.
    expect(running({ TRUSTED_PROXY_COUNT: "0" })).toBe("");
    expect(running({ LEAD_DB_PATH: "data/leads.db" })).toMatch(/LEAD_DB_PATH is "data\/leads\.db", a relative path/);
    expect(
      running({
        LEAD_DB_PATH: "",
        DATABASE_URL: "postgres://clinic@db.internal:5432/clinic",
        DATA_ENCRYPTION_KEY: "5HfMBC+8SXwct0ulxd4FG5Zo1xthl7HylD3ut2z6PjU=",
      }),
    ).toBe("");
    expect(running({ LOG_LEVEL: "error" })).toMatch(/LOG_LEVEL is error/);
    expect(running({ LEAD_CLIENT_IP_HOPS: "1" })).toMatch(/LEAD_CLIENT_IP_HOPS was replaced by TRUSTED_PROXY_COUNT/);
  });

  it("names the key file the clinic must keep a copy of, a rotation left half done, and transport without TLS", () => {
    const without = { ...ready.env, DATA_ENCRYPTION_KEY: "" };
    const file = "/var/lib/clinic/store/data-encryption-key.json";
    expect(whats({ ...ready, env: without, keyFile: { path: file, exists: true } })).toEqual([
      `the health details are encrypted with the key the embedded store made in ${file}: lose it (or the disk) and neither they nor any backup can be read`,
    ]);
    expect(whats({ ...ready, env: without, keyFile: { path: file, exists: false } })).toEqual([
      `the embedded store will make the key that encrypts the health details in ${file} when it first starts: lose it and neither they nor any backup can be read`,
    ]);
    expect(
      whats({ ...ready, env: { ...ready.env, DATA_ENCRYPTION_KEY_PREVIOUS: ready.env.DATA_ENCRYPTION_KEY! } }),
    ).toEqual(["DATA_ENCRYPTION_KEY_PREVIOUS is set: a rotation of the data encryption key is under way"]);
    expect(whats({ ...ready, env: { ...ready.env, ALLOW_INSECURE_TRANSPORT: "1" } })).toEqual([
      "ALLOW_INSECURE_TRANSPORT=1: e-mails and forwarded leads may leave without TLS, readable on the way",
    ]);
    // In production an SMTP_URL without TLS is a configuration error, named as such.
    expect(
      whats({
        ...ready,
        env: { ...ready.env, NODE_ENV: "production", SMTP_URL: "smtp://desk:pw@smtp.clinic.example" },
      }).join("\n"),
    ).toMatch(/SMTP_URL must use TLS in production/);
  });

  it("lists health details sent to the spreadsheet, WhatsApp without its approved templates, and the fake Twilio", () => {
    const running = (env: Record<string, string>) => whats({ ...ready, env: { ...ready.env, ...env } });
    expect(running({ LEAD_FORWARD_HEALTH_DETAILS: "1" })).toEqual([
      "LEAD_FORWARD_HEALTH_DETAILS=1: the spreadsheet receives every lead's message and health answers",
    ]);
    expect(running({ LEAD_FORWARD_HEALTH_DETAILS: "0" })).toEqual([]);
    const twilio = {
      TWILIO_ACCOUNT_SID: `AC${"a".repeat(32)}`,
      TWILIO_AUTH_TOKEN: "an-auth-token-of-the-account",
      TWILIO_WHATSAPP_FROM: "whatsapp:+14155550100",
    };
    expect(running({ ...twilio, TWILIO_WHATSAPP_TEMPLATES: `booking-confirmed=HX${"1".repeat(32)}` })).toEqual([
      "TWILIO_WHATSAPP_TEMPLATES has no approved template for booking-rescheduled, booking-cancelled, booking-reminder: WhatsApp refuses those messages outside the 24-hour window",
    ]);
    const all = ["confirmed", "rescheduled", "cancelled", "reminder"].map((k) => `booking-${k}=HX${"1".repeat(32)}`);
    expect(running({ ...twilio, TWILIO_WHATSAPP_TEMPLATES: all.join(",") })).toEqual([]);
    expect(
      running({ ...twilio, TWILIO_WHATSAPP_TEMPLATES: all.join(","), TWILIO_API_URL: "http://127.0.0.1:4107" }),
    ).toEqual(['TWILIO_API_URL is "http://127.0.0.1:4107": text messages go there, not to Twilio']);
  });

  it("says when payments would take test cards or go somewhere other than Stripe", () => {
    const paying = (env: Record<string, string>) => whats({ ...ready, env: { ...ready.env, ...env } });
    expect(paying({ STRIPE_SECRET_KEY: "sk_test_example" })).toEqual([
      "STRIPE_SECRET_KEY is a test-mode key: visitors would pay with test cards and nothing real is charged",
    ]);
    // npm run stripe:setup not yet run, or the account drifted: said, with what a run would change.
    expect(
      whats({
        ...ready,
        stripeSetup: { changes: ["create the price site-plan:intro-plan: 1900 USD once"], problems: [] },
      }),
    ).toEqual([
      "Stripe is not set up for the site (npm run stripe:setup would create the price site-plan:intro-plan: 1900 USD once): until it is, checkout charges each plan inline and the Customer Portal cannot switch plans",
    ]);
    expect(whats({ ...ready, stripeSetup: { changes: [], problems: [] } })).toEqual([]);
    expect(whats({ ...ready, stripeSetup: { changes: ["a", "b", "c", "d", "e"], problems: [] } })).toEqual([
      "Stripe is not set up for the site (npm run stripe:setup would a; b; c; and 2 more): until it is, checkout charges each plan inline and the Customer Portal cannot switch plans",
    ]);
    expect(
      whats({
        ...ready,
        stripeSetup: { changes: [], problems: ["the webhook endpoint x sends events in 2025-03-31.basil: delete it"] },
      }),
    ).toEqual(["Stripe: the webhook endpoint x sends events in 2025-03-31.basil"]);
    expect(whats({ ...ready, stripeSetup: "Invalid API Key provided" })).toEqual([
      "whether Stripe is set up for the site could not be told (Invalid API Key provided)",
    ]);
    expect(paying({ STRIPE_API_URL: "http://127.0.0.1:3102" })).toEqual([
      'STRIPE_API_URL is "http://127.0.0.1:3102": payments go there, not to Stripe',
    ]);
    // A policy that still says no payment is taken is a finding once payments are on, and only then.
    const saying = {
      ...ready,
      pages: [...ready.pages, { slug: "terms", approvedBy: "The clinic's director", saysNoPayment: true }],
    };
    expect(whats(saying).join("\n")).toMatch(
      /payments are on, but content\/pages: terms still say no payment is taken on this website/,
    );
    expect(
      whats({ ...saying, env: { ...saying.env, STRIPE_SECRET_KEY: "", STRIPE_WEBHOOK_SECRET: "" } }).join("\n"),
    ).not.toMatch(/still say no payment/);
  });

  it("says when the build's pages were made with other Stripe settings than the server has", () => {
    expect(whats({ ...ready, builtPayments: false })).toEqual([
      expect.stringMatching(
        /^the build in \.next: payments are on \(STRIPE_SECRET_KEY is set\), but this build was made without them: its refund, shipping, terms and privacy pages say no payment is taken/,
      ),
    ]);
    const off = { ...ready.env, STRIPE_SECRET_KEY: "", STRIPE_WEBHOOK_SECRET: "" };
    expect(whats({ ...ready, env: off, builtPayments: true }).join("\n")).toMatch(
      /the build in \.next: payments are off \(STRIPE_SECRET_KEY is not set\), but this build was made with them/,
    );
    expect(whats({ ...ready, builtPayments: true })).toEqual([]);
    expect(whats({ ...ready, builtPayments: undefined })).toEqual([]);
  });

  it("refuses booking on the sample roster and booking without e-mail, and says whether booking is on", () => {
    const state = (on: boolean, sample: boolean) => ({ on, sample, reason: "why", doctorIds: on ? ["dr-x"] : [] });
    expect(whats({ ...ready, booking: state(true, true) })).toEqual([
      "BOOKING=on books the sample roster on sample hours: visitors could book doctors who do not exist",
    ]);
    expect(
      whats({
        ...ready,
        booking: state(true, false),
        env: { ...ready.env, SMTP_URL: "", LEAD_NOTIFY_TO: "", LEAD_WEBHOOK_URL: "https://sheet.example/x" },
      }),
    ).toEqual(["booking is on but SMTP_URL is not set: visitors get no confirmation, invitation or reminder"]);
    expect(whats({ ...ready, booking: state(true, false) })).toEqual([]);
    expect(whats({ ...ready, booking: state(false, false) })).toEqual([]);
    expect(whats({ ...ready, booking: "connection refused" })).toEqual([
      "whether booking is on could not be told (connection refused)",
    ]);
    expect(bookingLine(state(false, false))).toBe("Booking: off. why");
  });

  it("npm run preflight fails on the shipped configuration and says what to do", () => {
    let status = 0;
    let output = "";
    try {
      output = execFileSync("node_modules/.bin/tsx", ["--conditions=react-server", "scripts/preflight.ts"], {
        encoding: "utf8",
        // Only what a shell needs: none of the site's variables, as on a server nobody configured.
        env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: "production" },
      });
    } catch (error) {
      const failed = error as { status: number; stdout: string };
      status = failed.status;
      output = failed.stdout;
    }
    expect(status).toBe(1);
    expect(output).toMatch(/^Launch check: \d+ things to do before the site goes live/);
    expect(output).toContain("sample profiles");
    expect(output).toMatch(/^Booking: off\. BOOKING=auto: off, because no confirmed doctor has hours/m);
  }, 30_000);
});
