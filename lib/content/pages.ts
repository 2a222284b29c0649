import "server-only";
import { z } from "zod";
import { isPolicy, policiesEffective } from "@/content/policies";
import { config } from "@/lib/config";
import { retentionSentence } from "@/lib/leads/pipeline/retention";
import { siteConfig } from "@/lib/site-config";
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
 * Policy and about texts hold {{name}}, {{phone}} and {{email}}: the configuration fills them in.
 * {{retention}} says how long leads are kept, from LEAD_RETENTION_MONTHS as the build sees it.
 */
export function fillTokens(text: string): string {
  return text
    .replaceAll("{{retention}}", retentionSentence(config().inbox.retentionMonths))
    .replaceAll("{{name}}", siteConfig.name)
    .replaceAll("{{phone}}", siteConfig.phone)
    .replaceAll("{{email}}", siteConfig.email);
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
      { ...f.data, effective: isPolicy(f.slug) ? policiesEffective : undefined, html: renderMarkdown(fillTokens(f.body)) },
    ]),
  );
}
