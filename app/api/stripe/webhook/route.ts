import { config } from "@/lib/config";
import { receiveWebhook } from "@/lib/payments/webhook";

/** Stripe's events (docs/payments.md): verified on the raw body, then acknowledged. */
export async function POST(request: Request) {
  return receiveWebhook(request, config().payments?.webhookSecret);
}
