import { describe, expect, it } from "vitest";
import { openLeadStore } from "@/lib/leads/store/store";
import { sampleLead } from "@/lib/leads/store/store.contract";
import { freshDatabase } from "@/tests/setup/test-database";
import { failedPaymentsDigest } from "./digest";
import { checkoutCompleted, ids, invoice } from "./events.fixture";
import { receivedEvent, storeEvent } from "./events";
import { processPaymentEvent } from "./process";
import { openPaymentStore } from "./store";

describe("failed payments in the morning digest and on the overview", () => {
  it("lists a subscription whose renewal failed until a later payment succeeds", async () => {
    const db = await freshDatabase();
    const i = ids("digest");
    const t0 = 1_795_000_000;
    const deliver = async (event: object) => {
      const received = receivedEvent(event)!;
      await storeEvent(db, received, new Date());
      await processPaymentEvent(db, received.id);
    };
    await openLeadStore(db).insertLead(sampleLead({ id: i.lead, formType: "Plan Purchase", name: "Priya Raman" }), []);
    await deliver(checkoutCompleted(t0, i, { plans: "starter-care-plan", amount: 19900 }));
    const store = openPaymentStore(db);
    expect(await failedPaymentsDigest(store, "https://clinic.example", "Asia/Kolkata")).toEqual([]);
    await deliver(invoice("invoice.payment_failed", t0 + 30 * 86400, i));
    expect(await failedPaymentsDigest(store, "https://clinic.example", "Asia/Kolkata")).toEqual([
      {
        title: "1 subscription payment has failed",
        lines: [
          `- Priya Raman: Starter Care Plan, failed ${new Date((t0 + 30 * 86400) * 1000).toLocaleString("en-IN", { timeZone: "Asia/Kolkata", dateStyle: "medium", timeStyle: "short" })}\n  https://clinic.example/inbox/leads/${i.lead}`,
        ],
      },
    ]);
    await deliver(invoice("invoice.paid", t0 + 31 * 86400, i));
    expect(await failedPaymentsDigest(store, "https://clinic.example", "Asia/Kolkata")).toEqual([]);
  });
});
