import "server-only";
import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import { z } from "zod";
import { renderMarkdown } from "@/lib/catalogue/markdown";
import { siteConfig } from "@/lib/site-config";

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

export function getPage(slug: string): Page {
  const file = path.join(process.cwd(), "content", "pages", `${slug}.md`);
  const { data, content } = matter(readFileSync(file, "utf8"));
  const parsed = pageSchema.safeParse(data);
  if (!parsed.success) throw new Error(`content/pages/${slug}.md: ${parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ")}`);
  return { ...parsed.data, html: renderMarkdown(fillTokens(content)) };
}

export const pageSlugs = () =>
  existsSync(path.join(process.cwd(), "content", "pages"))
    ? readdirSync(path.join(process.cwd(), "content", "pages")).filter((f) => f.endsWith(".md")).map((f) => f.replace(/\.md$/, ""))
    : [];
