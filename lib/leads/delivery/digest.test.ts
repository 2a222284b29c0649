import { afterAll, beforeAll, expect, it } from "vitest";
import { queueMessage } from "@/lib/messages";
import { freshDatabase } from "@/tests/setup/test-database";
import { mailSink, sendPending } from "@/tests/setup/messages";
import { sampleLead } from "../store/store.contract";
import { digestProps } from "./digest";

/** The morning digest, a message worded when sent, over SMTP to a sink on loopback. */
let sink: Awaited<ReturnType<typeof mailSink>>;
beforeAll(async () => (sink = await mailSink()));
afterAll(() => sink.close());

it("sends the morning digest to the clinic's addresses: each overdue lead with its contact and link, once a day", async () => {
  const lead = {
    ...sampleLead({ name: "Rohan Das", receivedAt: "2026-11-20T04:30:00.000Z", message: "Migraine since June" }),
    status: "new" as const,
    contactedAt: null,
    bookedAt: null,
  };
  const db = await freshDatabase();
  for (let i = 0; i < 2; i++)
    await queueMessage(db.kysely, db.jobs, "digest", { day: "2026-11-22" }, { key: "digest:2026-11-22" });
  const now = new Date("2026-11-22T03:30:00.000Z");
  await sendPending(db, {
    smtpUrl: sink.url,
    clinicTo: "desk@clinic.example, doctor@clinic.example",
    now: () => now,
    preparers: {
      digest: async () =>
        digestProps([lead, lead], now, "Asia/Kolkata", "https://clinic.example", [
          { title: "1 subscription payment has failed", lines: ["- Asha: Starter Care Plan"] },
        ]),
    },
  });
  expect(sink.received).toHaveLength(1);
  const mail = sink.received[0]!;
  expect(mail.to).toEqual(["desk@clinic.example", "doctor@clinic.example"]);
  expect(mail.headers.get("subject")).toBe("2 leads have waited more than 24 hours");
  expect(mail.text).toContain("Rohan Das");
  expect(mail.text).toContain(`https://clinic.example/inbox/leads/${lead.id}`);
  expect(mail.text).toContain("1 subscription payment has failed");
  expect(mail.raw).not.toContain("Migraine");
});
