import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

/**
 * The layers of docs/architecture.md are ESLint rules (eslint.config.mjs); this checks the
 * rules themselves, so a change to the configuration cannot quietly let a wrong-way import through.
 */
const eslint = new ESLint({ cwd: new URL("..", import.meta.url).pathname });

// The first lint loads the parsers and every rule: seconds on a busy machine, paid once here rather than by the first case.
beforeAll(() => eslint.lintText("export {};\n", { filePath: "lib/x/warm-up.ts" }), 60_000);

const messages = async (filePath: string, code: string) => {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === "no-restricted-imports" || m.ruleId === "no-restricted-syntax")
    .map((m) => m.message);
};

describe("the layers: app -> components -> lib -> content", () => {
  it.each([
    [
      "components/x/y.tsx",
      `import { a } from "@/app/actions/z";\nexport const b = a;\n`,
      /components\/ may not import app\//,
    ],
    ["components/x/y.tsx", `export const b = () => import("../../app/z");\n`, /components\/ may not import app\//],
    [
      "lib/x/y.ts",
      `import { a } from "@/components/ui/button";\nexport const b = a;\n`,
      /lib\/ may not import app\/ or components\//,
    ],
    [
      "lib/x/y.ts",
      `import { a } from "../../app/page";\nexport const b = a;\n`,
      /lib\/ may not import app\/ or components\//,
    ],
    [
      "lib/leads/y.ts",
      `import { useState } from "react";\nexport const b = useState;\n`,
      /lib\/leads is free of React and Next\.js/,
    ],
    [
      "lib/leads/y.ts",
      `import { headers } from "next/headers";\nexport const b = headers;\n`,
      /lib\/leads is free of React and Next\.js/,
    ],
    [
      "content/y.ts",
      `import { siteConfig } from "@/lib/site-config";\nexport const b = siteConfig;\n`,
      /content\/ is data/,
    ],
  ])("%s: refuses %j", async (filePath, code, message) => {
    expect(await messages(filePath, code)).toEqual([expect.stringMatching(message)]);
  });

  it.each([
    [
      "app/x/page.tsx",
      `import { Button } from "@/components/ui/button";\nimport { config } from "@/lib/config";\nexport const b = [Button, config];\n`,
    ],
    [
      "components/x/y.tsx",
      `import { config } from "@/lib/config";\nimport { plans } from "@/content/plans";\nexport const b = [config, plans];\n`,
    ],
    [
      "lib/x/y.ts",
      `import { plans } from "@/content/plans";\nimport { useState } from "react";\nexport const b = [plans, useState];\n`,
    ],
    [
      "content/y.ts",
      `import type { Plan } from "@/content/plans";\nimport type { CategoryEntry } from "@/lib/catalogue/schema";\nexport type B = [Plan, CategoryEntry];\n`,
    ],
  ])("%s: allows what goes down the layers", async (filePath, code) => {
    expect(await messages(filePath, code)).toEqual([]);
  });
});

describe("the domains of lib/: catalogue and staff import no other; leads neither booking, payments nor privacy", () => {
  it.each([
    [
      "lib/leads/outbox/start.ts",
      `import { bookingService } from "@/lib/booking";\nexport const b = bookingService;\n`,
      /lib\/leads imports neither booking, payments nor privacy/,
    ],
    [
      "lib/leads/outbox/start.ts",
      `import { bookingNotice } from "../../booking/mail";\nexport const b = bookingNotice;\n`,
      /lib\/leads imports neither booking, payments nor privacy/,
    ],
    [
      "lib/messages/send.ts",
      `import { leadStore } from "@/lib/leads/store";\nexport const b = leadStore;\n`,
      /lib\/messages imports no other domain/,
    ],
    [
      "lib/messages/x.ts",
      `export const b = () => import("../booking/service");\n`,
      /lib\/messages imports no other domain/,
    ],
    [
      "lib/booking/service.ts",
      `import { queueMessage } from "@/lib/messages/store";\nexport const b = queueMessage;\n`,
      /Import lib\/messages through its front door/,
    ],
    [
      "lib/payments/process.ts",
      `import { kinds } from "../messages/kinds";\nexport const b = kinds;\n`,
      /Import lib\/messages through its front door/,
    ],
    [
      "lib/catalogue/x.ts",
      `import { queueMessage } from "@/lib/messages";\nexport const b = queueMessage;\n`,
      /lib\/catalogue imports no other domain/,
    ],
    [
      "lib/leads/service.ts",
      `export const b = () => import("@/lib/payments/orders");\n`,
      /lib\/leads imports neither booking, payments nor privacy/,
    ],
    [
      "lib/catalogue/options.ts",
      `import { consultationTypeOther } from "@/lib/leads/forms/consultation-popup";\nexport const b = consultationTypeOther;\n`,
      /lib\/catalogue imports no other domain/,
    ],
    [
      "lib/catalogue/x.ts",
      `import { staffStore } from "../staff/store";\nexport const b = staffStore;\n`,
      /lib\/catalogue imports no other domain/,
    ],
    [
      "lib/staff/sign-in.ts",
      `import type { LeadStore } from "@/lib/leads/store/types";\nexport type B = LeadStore;\n`,
      /lib\/staff imports no other domain/,
    ],
    [
      "lib/booking/x.ts",
      `import { order } from "@/lib/payments";\nexport const b = order;\n`,
      /lib\/booking imports neither payments, privacy nor patients/,
    ],
    [
      "lib/leads/service.ts",
      `import { privacyRequestStore } from "@/lib/privacy/store";\nexport const b = privacyRequestStore;\n`,
      /lib\/leads imports neither booking, payments nor privacy/,
    ],
    [
      "lib/privacy/service.ts",
      `import { bookingService } from "@/lib/booking";\nexport const b = bookingService;\n`,
      /lib\/privacy imports neither booking, payments nor patients/,
    ],
    [
      "lib/leads/service.ts",
      `import { vitalsService } from "@/lib/vitals";\nexport const b = vitalsService;\n`,
      /No domain imports lib\/vitals/,
    ],
    ["lib/booking/x.ts", `export const b = () => import("../vitals/store");\n`, /No domain imports lib\/vitals/],
    [
      "lib/vitals/x.ts",
      `import { staffStore } from "@/lib/staff/store";\nexport const b = staffStore;\n`,
      /lib\/vitals imports neither booking, payments, privacy nor staff/,
    ],
    [
      "lib/vault/x.ts",
      `import { config } from "@/lib/config";\nexport const b = config;\n`,
      /lib\/vault imports nothing else of lib\//,
    ],
    ["lib/vault/x.ts", `export const b = () => import("../db/schema");\n`, /lib\/vault imports nothing else of lib\//],
  ])("%s: refuses %j", async (filePath, code, message) => {
    // A deep import into another domain is also refused by its front door (below).
    expect(await messages(filePath, code)).toContainEqual(expect.stringMatching(message));
  });

  it.each([
    [
      "lib/booking/service.ts",
      `import { newLead } from "@/lib/leads";\nimport { catalogue } from "@/lib/catalogue";\nexport const b = [newLead, catalogue];\n`,
    ],
    [
      "lib/leads/service.ts",
      `import { catalogue } from "@/lib/catalogue";\nimport { signInPath } from "@/lib/staff/client";\nimport { database } from "@/lib/db";\nexport const b = [catalogue, signInPath, database];\n`,
    ],
    [
      "lib/leads/store/desk.ts",
      `import { fromRow } from "./rows";\nimport { statusStamps } from "../store/shared";\nexport const b = [fromRow, statusStamps];\n`,
    ],
    ["lib/booking/service.ts", `import { queueMessage } from "@/lib/messages";\nexport const b = queueMessage;\n`],
    [
      "lib/messages/store.ts",
      `import { kinds } from "./kinds";\nimport { addJobs } from "@/lib/jobs/queue";\nexport const b = [kinds, addJobs];\n`,
    ],
    [
      "lib/vitals/service.ts",
      `import { createRateLimiter } from "@/lib/leads";\nimport { canonicalPaths } from "@/lib/routes";\nexport const b = [createRateLimiter, canonicalPaths];\n`,
    ],
    [
      "lib/workers.ts",
      `import { bookingService } from "@/lib/booking";\nimport { deliveryJobs } from "@/lib/leads";\nexport const b = [bookingService, deliveryJobs];\n`,
    ],
    [
      "lib/vault/x.ts",
      `import { sealWith } from "./core.mjs";\nimport { loadVault } from "@/lib/vault/vault";\nimport { createHash } from "node:crypto";\nexport const b = [sealWith, loadVault, createHash];\n`,
    ],
  ])("%s: allows %j", async (filePath, code) => {
    expect(await messages(filePath, code)).toEqual([]);
  });
});

describe("each domain's front door: outside a domain, only its index.ts (or client.ts) is imported", () => {
  it.each([
    [
      "app/(inbox)/inbox/x/page.tsx",
      `import { leadStore } from "@/lib/leads/store";\nexport const b = leadStore;\n`,
      "leads",
    ],
    ["app/x/page.tsx", `import { staffStore } from "../../lib/staff/store";\nexport const b = staffStore;\n`, "staff"],
    [
      "components/x/y.tsx",
      `import { countries } from "@/lib/leads/countries";\nexport const b = countries;\n`,
      "leads",
    ],
    ["lib/booking/x.ts", `import { writeLead } from "../leads/store/store";\nexport const b = writeLead;\n`, "leads"],
    ["lib/patients/x.ts", `export const b = () => import("@/lib/payments/store");\n`, "payments"],
    ["scripts/x.ts", `import { bookingDesk } from "@/lib/booking/desk";\nexport const b = bookingDesk;\n`, "booking"],
    [
      "lib/workers.ts",
      `import { reminderTask } from "@/lib/booking/reminders";\nexport const b = reminderTask;\n`,
      "booking",
    ],
  ])("%s: refuses %j", async (filePath, code, domain) => {
    expect(await messages(filePath, code)).toEqual([
      expect.stringContaining(`Import lib/${domain} through its front door, @/lib/${domain}`),
    ]);
  });

  it.each([
    [
      "app/x/page.tsx",
      `import { leadStore } from "@/lib/leads";\nimport { countries } from "@/lib/leads/client";\nexport const b = [leadStore, countries];\n`,
    ],
    [
      "lib/leads/x.ts",
      `import { writeLead } from "./store/store";\nimport { leadStore } from "@/lib/leads/store";\nexport const b = [writeLead, leadStore];\n`,
    ],
    ["app/(inbox)/inbox/x/page.tsx", `import { erase } from "../privacy/actions";\nexport const b = erase;\n`],
    ["components/forms/x.tsx", `export const b = () => import("@/lib/leads/forms/parse");\n`],
    [
      "lib/booking/booking.test.ts",
      `import { writeLead } from "@/lib/leads/store/store";\nexport const b = writeLead;\n`,
    ],
  ])("%s: allows %j", async (filePath, code) => {
    expect(await messages(filePath, code)).toEqual([]);
  });
});
