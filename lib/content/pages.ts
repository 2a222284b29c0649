import "server-only";
import { z } from "zod";
import { isPolicy, policiesEffective } from "@/content/policies";
import { config } from "@/lib/config";
import { retentionSentence } from "@/lib/leads";
import { siteConfig } from "@/lib/site-config";
import { claimWords, clinicFacts, confirmedFact, type ClinicFactKey, type Confirmed } from "@/content/clinic-facts";
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
 * The claims are `confirmed`'s: a page passes the desk's (`(await liveSite()).confirmed`), read at
 * run time; the default is content/clinic-facts.ts's, for the build's checks and the search index.
 */
export function fillTokens(text: string, confirmed: Confirmed = confirmedFact): string {
  const words = claimWords(confirmed);
  return (
    text
      // Payments first: their texts may hold a fact's passage (content/payment-terms.ts, privacyErasure).
      .replace(/\{\{payments:(\w+)\}\}/g, (_, key: string) => paymentText(key))
      .replace(/\{\{#fact:(\w+)\}\}([\s\S]*?)\{\{\/fact:\1\}\}\n?/g, (_, key: string, passage: string) =>
        factValue(key, confirmed) === undefined ? "" : passage,
      )
      .replace(/\{\{fact:(\w+)\}\}/g, (_, key: string) => String(factValue(key, confirmed)))
      .replace(/\{\{refund:(\w+)\}\}/g, (_, key: string) => refundRule(key, confirmed))
      .replace(/\{\{privacy:([\w-]+)\}\}/g, (_, key: string) => privacyText(key))
      .replaceAll(
        "{{side-effect-regulators}}",
        sideEffectRegulators.map((r) => `- ${r.country}: [${r.name}](${r.url})`).join("\n"),
      )
      .replaceAll("{{certified}}", words.certified)
      .replaceAll("{{new-clients}}", words.newClientsSentence)
      .replaceAll("{{retention}}", retentionSentence(config().inbox.retentionMonths))
      .replaceAll("{{name}}", siteConfig.name)
      .replaceAll("{{phone}}", config().site.phone)
      .replaceAll("{{email}}", config().site.email)
  );
}

function factValue(key: string, confirmed: Confirmed) {
  if (!(key in clinicFacts)) throw new Error(`{{fact:${key}}}: content/clinic-facts.ts has no fact "${key}"`);
  return confirmed(key as ClinicFactKey);
}

function paymentText(key: string): string {
  if (!(key in paymentTexts)) throw new Error(`{{payments:${key}}}: content/payment-terms.ts has no text "${key}"`);
  return paymentTexts[key as PaymentText][config().payments ? "on" : "off"];
}

function refundRule(key: string, confirmed: Confirmed): string {
  if (!(key in refundRules)) throw new Error(`{{refund:${key}}}: content/refund-terms.ts has no rule "${key}"`);
  const rule = refundRules[key as RefundRule];
  return typeof rule === "function" ? rule(confirmed) : rule;
}

export type Page = Omit<z.infer<typeof pageSchema>, "effective"> & {
  html: string;
  /** The day a policy took effect (content/policies.ts); other pages have none. */
  effective?: string;
};

let cache: Map<string, Page & { body: string }> | undefined;

/**
 * The policy or about page content/pages/<slug>.md; every page is checked on the first call.
 * With `confirmed` (the desk's claims) its text states those claims, else the build's.
 */
export function getPage(slug: string, confirmed?: Confirmed): Page {
  const stored = (cache ??= loadPages()).get(slug);
  if (!stored) throw new Error(`content/pages/${slug}.md does not exist`);
  const { body, ...page } = stored;
  return confirmed ? { ...page, html: renderMarkdown(fillTokens(body, confirmed)) } : page;
}

/** The pages under `root`/content/pages, by slug; exported so a test can load a broken copy. */
export function loadPages(root?: string): Map<string, Page & { body: string }> {
  return new Map(
    loadMarkdownFolder("content/pages", pageSchema, { root }).map((f) => [
      f.slug,
      {
        ...f.data,
        effective: isPolicy(f.slug) ? policiesEffective : undefined,
        html: renderMarkdown(fillTokens(f.body)),
        body: f.body,
      },
    ]),
  );
}
