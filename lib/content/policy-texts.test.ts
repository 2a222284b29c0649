import { afterEach, describe, expect, it, vi } from "vitest";
import { confirmedFact, type Confirmed } from "@/content/clinic-facts";
import { refundRules, sideEffectRegulators } from "@/content/refund-terms";

/** The policy pages and FAQ as a build with `env` would render them (the configuration is read once per process). */
async function load(env: Record<string, string> = {}) {
  vi.resetModules();
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  const { loadPages, fillTokens } = await import("./pages");
  const { faqs } = await import("@/content/faq");
  const pages = loadPages();
  const faq = (start: string) => fillTokens(faqs.find((f) => f.question.startsWith(start))!.answer);
  // Apostrophes as a reader sees them, however the renderer escapes them.
  return { html: (slug: string) => pages.get(slug)!.html.replace(/&#39;|&#x27;/g, "'"), faq };
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.doUnmock("@/content/clinic-facts");
});

describe("the refund rules", () => {
  it("are worded once: the FAQ and the refund policy give the same rules, with the 14-day cancellation right", async () => {
    const { html, faq } = await load();
    const answer = faq("What if my order arrives damaged");
    for (const rule of [refundRules.nonDelivery, refundRules.cancellation, refundRules.changeOfMind(confirmedFact)]) {
      expect(answer).toContain(rule);
      expect(html("refund")).toContain(rule.split(". ")[0]);
    }
    expect(answer).toMatch(/14 days from the day your parcel arrives/);
    expect(html("refund")).toContain(refundRules.planCancellation.split(":")[0]);
  });

  it("leave out the 30-day return of unopened products until the clinic confirms it, and show it then", async () => {
    const shipped = await load();
    expect(shipped.html("refund")).not.toMatch(/30 days|satisfaction guarantee/);
    expect(shipped.faq("What if my order arrives damaged")).not.toMatch(/30 days|guarantee/);

    vi.doMock("@/content/clinic-facts", async (original) => {
      const real = await original<typeof import("@/content/clinic-facts")>();
      const confirmed = {
        ...real.clinicFacts.unopenedReturnDays,
        confirmed: { on: "2026-11-20", basis: "the clinic's returns procedure" },
      };
      const clinicFacts = { ...real.clinicFacts, unopenedReturnDays: confirmed };
      return {
        ...real,
        clinicFacts,
        confirmedFact: (key: keyof typeof clinicFacts) => (key === "unopenedReturnDays" ? 30 : real.confirmedFact(key)),
      };
    });
    const confirmed = await load();
    expect(confirmed.html("refund")).toContain("Our 30-day return of unopened products");
    expect(confirmed.faq("What if my order arrives damaged")).toContain("within 30 days of delivery, for any reason");
  });

  it("state the claims the desk has confirmed when a page passes them, and leave them out when it has not", async () => {
    const { getPage } = await import("./pages");
    const stored: Record<string, unknown> = {
      unopenedReturnDays: 45,
      planCancellation: "Stop a plan at any time by e-mail.",
    };
    const desk = ((key) => stored[key]) as Confirmed;
    const confirmedHtml = getPage("refund", desk).html;
    expect(confirmedHtml).toContain("within 45 days of delivery, for any reason");
    expect(confirmedHtml).toContain("Stop a plan at any time by e-mail.");
    const none: Confirmed = () => undefined;
    expect(getPage("refund", none).html).not.toMatch(/45 days|within \d+ days of delivery, for any reason/);
    expect(getPage("refund", none).html).not.toContain("Stop a plan at any time by e-mail.");
  });

  it("give a way to report a side effect to the clinic and to the regulator where the visitor lives", async () => {
    const { html } = await load();
    expect(html("refund")).toMatch(/If you think a product has caused a side effect/);
    for (const regulator of sideEffectRegulators) expect(html("refund")).toContain(`href="${regulator.url}"`);
  });
});

describe("the privacy policy", () => {
  it("says what the clinic has not stated yet is not published, and keeps requests 24 months by default", async () => {
    const { html } = await load();
    const privacy = html("privacy");
    expect(privacy).toContain("Its registered legal name and postal address are not yet published on this page");
    expect(privacy).toContain("a provider not yet named on this page");
    expect(privacy).toMatch(/erased automatically 2 years after we receive them/);
    expect(privacy).toMatch(/Article 9\(2\)\(a\)/);
    for (const right of [
      "(access)",
      "(rectification)",
      "(erasure)",
      "(restriction)",
      "(objection)",
      "(portability)",
      "withdraw your consent",
    ])
      expect(privacy).toContain(right);
    for (const authority of [
      "Information Commissioner's Office",
      "European Data Protection Board",
      "Office of the Privacy Commissioner of Canada",
      "Office of the Australian Information Commissioner",
    ])
      expect(privacy).toContain(authority);
    // The consent box links here: the section on withdrawing, reachable by its id, with the address to write to.
    expect(privacy).toMatch(
      /<h2 id="withdraw-consent">Withdrawing your consent<\/h2>\s*<p>You can withdraw your consent at any time[^<]*E-mail <a href="mailto:/,
    );
    expect(privacy).toContain("never by the page of a health condition");
    expect(privacy).toContain("notice at collection");
  });

  it("names the controller, the services, the safeguard and the representatives from the configuration", async () => {
    const { html } = await load({
      PRIVACY_CONTROLLER_NAME: "Example Ayurveda Private Limited",
      PRIVACY_CONTROLLER_ADDRESS: "12 Example Road, Example Town 201001, India",
      PRIVACY_HOSTING: "Example Hosting Ltd",
      PRIVACY_SHEET_SERVICE: "Example Sheets",
      PRIVACY_MAIL_SERVICE: "Example Mail",
      PRIVACY_TRANSFER_SAFEGUARDS: "the standard contract clauses each service has signed.",
      PRIVACY_UK_REPRESENTATIVE: "Example Representative Ltd, 1 Example Street, London",
      PRIVACY_EU_REPRESENTATIVE: "none: the clinic's lawyer has advised that an exception applies.",
      LEAD_RETENTION_MONTHS: "18",
    });
    const privacy = html("privacy");
    for (const fact of [
      "Example Ayurveda Private Limited",
      "12 Example Road",
      "Example Hosting Ltd",
      "Example Sheets",
      "Example Mail",
      "standard contract clauses",
      "Example Representative Ltd",
    ]) {
      expect(privacy).toContain(fact);
    }
    expect(privacy).toContain("we have none, because the clinic's lawyer has advised that an exception applies.");
    expect(privacy).toMatch(/erased automatically 18 months after/);
    expect(privacy).not.toContain("not yet published");
  });
});

describe("what the policies and the FAQ say about paying", () => {
  const stripeOn = { STRIPE_SECRET_KEY: "sk_test_x", STRIPE_WEBHOOK_SECRET: "whsec_x" };
  const policies = ["refund", "shipping", "terms", "privacy"];

  it("with payments off, say no payment is taken on this website, and name no payment processor", async () => {
    const { html, faq } = await load({ STRIPE_SECRET_KEY: "", STRIPE_WEBHOOK_SECRET: "" });
    for (const slug of policies) expect(html(slug), slug).toContain("No payment is taken on this website");
    expect(html("privacy")).not.toContain("Stripe");
    expect(faq("Is the first consultation free")).toContain("no payment is taken on this website");
  });

  it("with payments on, none says no payment is taken; the privacy policy names Stripe; the refund policy and FAQ say how the $19 credit is applied", async () => {
    const { html, faq } = await load(stripeOn);
    for (const slug of policies) expect(html(slug), slug).not.toMatch(/no payment is taken/i);
    expect(faq("Is the first consultation free")).not.toMatch(/no payment is taken/i);
    expect(html("privacy")).toContain("Stripe, Inc. and its affiliates");
    expect(html("privacy")).toContain('href="https://stripe.com/privacy"');
    const credit = "the $19 is taken off your first month's payment on Stripe's payment page";
    expect(html("refund")).toContain(credit);
    expect(html("terms")).toContain(credit);
    expect(faq("What plans do you offer")).toContain(credit);
    expect(html("refund")).toMatch(
      /charged through Stripe the day you buy it and then each month, until it is cancelled/,
    );
  });

  it("with payments on, the privacy policy says an erasure keeps each payment's record without the buyer's details; why and how long only once the clinic's lawyer confirms it", async () => {
    const off = await load({ STRIPE_SECRET_KEY: "", STRIPE_WEBHOOK_SECRET: "" });
    expect(off.html("privacy")).not.toContain("we keep the record of each payment");
    const on = await load(stripeOn);
    const kept =
      "If you paid for a plan, we keep the record of each payment: what was bought, the amounts and currency, the dates";
    expect(on.html("privacy")).toContain(kept);
    expect(on.html("privacy")).toContain(
      "We remove your name, e-mail address, phone number and addresses from that record, including from the messages Stripe sent us about the payment. Stripe keeps",
    );
    expect(on.html("privacy")).not.toContain("accounting law");

    vi.doMock("@/content/clinic-facts", async (original) => {
      const real = await original<typeof import("@/content/clinic-facts")>();
      return {
        ...real,
        confirmedFact: (key: keyof typeof real.clinicFacts) =>
          key === "paymentRecordsKept" ? real.clinicFacts.paymentRecordsKept.value : real.confirmedFact(key),
      };
    });
    const confirmed = await load(stripeOn);
    expect(confirmed.html("privacy")).toContain(
      "about the payment, and keep the rest because the tax and accounting law that applies to the clinic requires it, for as long as that law requires.",
    );
  });
});
