"use client";

import { LeadForm } from "@/components/forms/lead-form";
import { cart } from "@/lib/cart/store";
import { startCheckout } from "./start-checkout";

/**
 * The checkout page's form: the lead form of its type, posted to the checkout's action, which goes
 * on to Stripe while payments are on. The cart is emptied once the request is the answer (payments
 * off); on the way to Stripe it is kept, so a visitor who turns back still has it.
 */
export function CheckoutForm({ payments, items }: { payments: boolean; items: readonly string[] }) {
  return (
    <LeadForm
      formType={payments ? "Plan Purchase" : "Plan Checkout"}
      action={startCheckout}
      submitLabel={payments ? "Continue to Payment" : "Request My Plan"}
      hidden={{ items: items.join(",") }}
      onSuccess={() => cart.clear()}
    />
  );
}
