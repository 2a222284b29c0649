import { config } from "@/lib/config";
import { stripe, webhookSettings, receiveWebhook } from "@/lib/payments";

/** Stripe's events (docs/payments.md): verified on the raw body, then acknowledged. */
export async function POST(request: Request) {
  const payments = config().payments;
  return receiveWebhook(request, payments && webhookSettings(payments), { process: { stripe } });
}
