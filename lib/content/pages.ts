import "server-only";
import { z } from "zod";
import { siteConfig } from "@/lib/site-config";
import { loadMarkdownFolder } from "./markdown";
import { renderMarkdown } from "./render";

const pageSchema = z.object({
  title: z.string().min(3),
  description: z.string().min(100).max(170),
});

/** Policy and about texts hold {{name}}, {{phone}} and {{email}}: the configuration fills them in. */
export function fillTokens(text: string): string {
  return text
    .replaceAll("{{name}}", siteConfig.name)
    .replaceAll("{{phone}}", siteConfig.phone)
    .replaceAll("{{email}}", siteConfig.email);
}

export type Page = z.infer<typeof pageSchema> & { html: string };

let cache: Map<string, Page> | undefined;

/** The policy or about page content/pages/<slug>.md; every page is checked on the first call. */
export function getPage(slug: string): Page {
  const page = (cache ??= loadPages()).get(slug);
  if (!page) throw new Error(`content/pages/${slug}.md does not exist`);
  return page;
}

/** The pages under `root`/content/pages, by slug; exported so a test can load a broken copy. */
export function loadPages(root?: string): Map<string, Page> {
  return new Map(loadMarkdownFolder("content/pages", pageSchema, { root }).map((f) => [f.slug, { ...f.data, html: renderMarkdown(fillTokens(f.body)) }]));
}
