import "server-only";
import { z } from "zod";
import { isPolicy, policiesEffective } from "@/content/policies";
import { config } from "@/lib/config";
import { retentionSentence } from "@/lib/leads";
import { siteConfig } from "@/lib/site-config";
import { certified, clinicFacts, confirmedFact, newClientsSentence, type ClinicFactKey } from "@/content/clinic-facts";
import { paymentTexts, type PaymentText } from "@/content/payment-terms";
import { refundRules, sideEffectRegulators, type RefundRule } from "@/content/refund-terms";
import { privacyText } from "./privacy-facts";
import { loadMarkdownFolder } from "./markdown";
import { renderMarkdown } from "./render";

const pageSchema = z.strictObject({
  title: z.string().min(3),
  description: z.string().min(100).max(170),
  /** Set once for every policy, in content/policies.ts; a file of its own would be a second source. */
  effective: z.never({ error: "the policies' effective date is set once, in content/policies.ts" }).optional(),
  /** The day the text last changed, truly: a test compares it with the file's history. */
  updated: z.iso.date(),
  /**
   * Who approved this text for the clinic, and when. Policies are drafted by the site's team;
   * until the clinic (or its lawyer) approves one, `npm run preflight` lists it.
   */
  approvedBy: z.string().min(3).optional(),
  approvedOn: z.iso.date().optional(),
});

/**
 * Policy and about texts (and the FAQ) hold tokens the configuration and the content fill in:
 * - {{name}}, {{phone}}, {{email}}: the clinic (lib/site-config.ts);
 * - {{retention}}: how long leads are kept, from LEAD_RETENTION_MONTHS as the build sees it;
 * - {{privacy:…}}: the clinic's privacy facts (lib/content/privacy-facts.ts);
 * - {{refund:…}}: a refund or cancellation rule, worded once (content/refund-terms.ts);
 * - {{payments:…}}: how paying works, as the build takes payments or not (content/payment-terms.ts);
 * - {{certified}}, {{new-clients}}: claims shown only once the clinic confirms them (content/clinic-facts.ts);
 * - {{#fact:key}}…{{/fact:key}}: a passage kept only once that fact is confirmed, {{fact:key}} its value.
 */
export function fillTokens(text: string): string {
  return (
    text
      // Payments first: their texts may hold a fact's passage (content/payment-terms.ts, privacyErasure).
      .replace(/\{\{payments:(\w+)\}\}/g, (_, key: string) => paymentText(key))
      .replace(/\{\{#fact:(\w+)\}\}([\s\S]*?)\{\{\/fact:\1\}\}\n?/g, (_, key: string, passage: string) =>
        factValue(key) === undefined ? "" : passage,
      )
      .replace(/\{\{fact:(\w+)\}\}/g, (_, key: string) => String(factValue(key)))
      .replace(/\{\{refund:(\w+)\}\}/g, (_, key: string) => refundRule(key))
      .replace(/\{\{privacy:([\w-]+)\}\}/g, (_, key: string) => privacyText(key))
      .replaceAll(
        "{{side-effect-regulators}}",
        sideEffectRegulators.map((r) => `- ${r.country}: [${r.name}](${r.url})`).join("\n"),
      )
      .replaceAll("{{certified}}", certified)
      .replaceAll("{{new-clients}}", newClientsSentence())
      .replaceAll("{{retention}}", retentionSentence(config().inbox.retentionMonths))
      .replaceAll("{{name}}", siteConfig.name)
      .replaceAll("{{phone}}", config().site.phone)
      .replaceAll("{{email}}", config().site.email)
  );
}

function factValue(key: string) {
  if (!(key in clinicFacts)) throw new Error(`{{fact:${key}}}: content/clinic-facts.ts has no fact "${key}"`);
  return confirmedFact(key as ClinicFactKey);
}

function paymentText(key: string): string {
  if (!(key in paymentTexts)) throw new Error(`{{payments:${key}}}: content/payment-terms.ts has no text "${key}"`);
  return paymentTexts[key as PaymentText][config().payments ? "on" : "off"];
}

function refundRule(key: string): string {
  if (!(key in refundRules)) throw new Error(`{{refund:${key}}}: content/refund-terms.ts has no rule "${key}"`);
  const rule = refundRules[key as RefundRule];
  return typeof rule === "function" ? rule() : rule;
}

export type Page = Omit<z.infer<typeof pageSchema>, "effective"> & {
  html: string;
  /** The day a policy took effect (content/policies.ts); other pages have none. */
  effective?: string;
};

let cache: Map<string, Page> | undefined;

/** The policy or about page content/pages/<slug>.md; every page is checked on the first call. */
export function getPage(slug: string): Page {
  const page = (cache ??= loadPages()).get(slug);
  if (!page) throw new Error(`content/pages/${slug}.md does not exist`);
  return page;
}

/** The pages under `root`/content/pages, by slug; exported so a test can load a broken copy. */
export function loadPages(root?: string): Map<string, Page> {
  return new Map(
    loadMarkdownFolder("content/pages", pageSchema, { root }).map((f) => [
      f.slug,
      {
        ...f.data,
        effective: isPolicy(f.slug) ? policiesEffective : undefined,
        html: renderMarkdown(fillTokens(f.body)),
      },
    ]),
  );
}
