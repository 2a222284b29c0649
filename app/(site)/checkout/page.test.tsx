import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { plans } from "@/content/plans";
import { formatMoney } from "@/lib/money";

afterEach(() => vi.unstubAllEnvs());

/** The checkout page as the server renders it for an address, with or without Stripe's settings. */
async function page(query: string, payments: boolean) {
  vi.resetModules();
  if (payments) {
    vi.stubEnv("STRIPE_SECRET_KEY", "sk_test_page");
    vi.stubEnv("STRIPE_WEBHOOK_SECRET", "whsec_page");
  }
  const { default: CheckoutPage } = await import("./page");
  const { ConsentPartyProvider } = await import("@/components/forms/consent-party");
  const body = await CheckoutPage({ searchParams: Promise.resolve(Object.fromEntries(new URLSearchParams(query))) });
  // The site's layout gives every form the clinic's name for its consent box.
  const html = renderToStaticMarkup(
    <ConsentPartyProvider party={{ name: "Clinic", email: "care@clinic.example" }}>{body}</ConsentPartyProvider>,
  );
  return html.replace(/<!-- -->/g, "");
}

describe("the checkout page", { timeout: 30_000 }, () => {
  it("shows each plan at the price of its card, what is due today and what repeats, and goes on to payment while payments are on", async () => {
    const html = await page("plans=total-wellness-transformation,intro-plan", true);
    const total = plans.find((p) => p.id === "total-wellness-transformation")!;
    expect(html).toContain(`${formatMoney(total.price)} a month`);
    expect(html).toContain("$19 once");
    // Bought together, the intro plan is credited against the first month: today's charge is the plan's (decision 119).
    expect(html).toContain(
      "You pay $599 today, the $19 intro plan included and credited against the first month, then $599 each month until the plan is cancelled",
    );
    expect(html).toMatch(/data-testid="checkout-credit">−\$19</);
    expect(html).toMatch(/data-testid="checkout-today">\$599</);
    expect(html).toContain("Continue to Payment");
    expect(html).toContain('name="items" value="total-wellness-transformation,intro-plan"');
    expect(html).not.toContain("Payments are not taken");
    // The kits ship: the countries Stripe will accept an address from are named.
    expect(html).toContain(
      "the payment page asks for a shipping address in one of these countries: United States, Canada, United Kingdom, Australia, or United Arab Emirates.",
    );
  });

  it("says the clinic will send a payment link while payments are off, and sends a request", async () => {
    const html = await page("plans=intro-plan", false);
    expect(html).toContain(
      "Payments are not taken on this site yet. Send your details and we will e-mail you a payment link within 24 hours.",
    );
    expect(html).toContain("Once you have the payment link, you pay $19 once.");
    expect(html).toContain("Request My Plan");
    expect(html).not.toContain("Continue to Payment");
    // No herbal kit in the intro plan: no word of shipping.
    expect(html).not.toContain("shipping address");
  });

  it("has no form for an empty cart or plans no longer offered, and says so", async () => {
    expect(await page("", true)).toContain("There is no plan in your cart yet.");
    const gone = await page("plans=retired-plan", true);
    expect(gone).toContain("The plans in this address are no longer offered.");
    expect(gone).not.toContain("<form");
    const partly = await page("plans=retired-plan,starter-care-plan", true);
    expect(partly).toContain("A plan in your cart is no longer offered and was left out.");
    expect(partly).toContain("$199 a month");
  });
});
