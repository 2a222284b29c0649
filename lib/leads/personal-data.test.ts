import { expect, it } from "vitest";
import { freshDatabase } from "@/tests/setup/test-database";
import { readCsv } from "@/tests/read-csv";
import { consentVersion } from "./consent";
import { csvHeader, leadsToCsv } from "./csv";
import { personalDataJson } from "./personal-data";
import { openLeadStore } from "./store/store";
import { sampleLead } from "./store/store.contract";

it("exports each lead's consent, version and time, in the JSON and the CSV, and 'Not recorded' for a lead from before the box", async () => {
  const store = openLeadStore(await freshDatabase());
  const given = sampleLead({
    email: "meera@example.com",
    receivedAt: "2026-11-26T08:00:00.000Z",
    consent: { version: consentVersion, at: "2026-11-26T08:00:00.000Z" },
  });
  const before = sampleLead({ email: "meera@example.com", receivedAt: "2026-11-01T08:00:00.000Z", consent: null });
  for (const lead of [given, before]) await store.insertLead(lead, []);

  const { count, json } = await personalDataJson(
    store,
    { email: "meera@example.com" },
    new Date("2026-11-26T12:00:00.000Z"),
  );
  expect(count).toBe(2);
  const leads = (JSON.parse(json) as { leads: Array<{ id: string; consent: unknown }> }).leads;
  expect(leads.find((l) => l.id === given.id)?.consent).toEqual({
    version: consentVersion,
    at: "2026-11-26T08:00:00.000Z",
  });
  expect(leads.find((l) => l.id === before.id)?.consent).toBeNull();

  const [header, ...rows] = readCsv(
    leadsToCsv(await store.findPerson({ email: "meera@example.com" })).slice(1),
  ) as string[][];
  expect(header).toEqual(csvHeader);
  const cell = (row: string[], name: string) => row[csvHeader.indexOf(name)];
  const id = csvHeader.indexOf("Lead ID");
  const givenRow = rows.find((row) => row[id] === given.id)!;
  const beforeRow = rows.find((row) => row[id] === before.id)!;
  expect([cell(givenRow, "Consent version"), cell(givenRow, "Consent given at (UTC)")]).toEqual([
    consentVersion,
    "2026-11-26T08:00:00.000Z",
  ]);
  expect([cell(beforeRow, "Consent version"), cell(beforeRow, "Consent given at (UTC)")]).toEqual([
    "Not recorded",
    "Not recorded",
  ]);
});
