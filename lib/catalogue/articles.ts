import "server-only";
import { readdirSync, readFileSync, existsSync } from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import { catalogue } from "@/lib/catalogue";
import { canonicalPaths } from "@/lib/routes";
import { articleFrontMatterSchema, type ArticleFrontMatter } from "./article-schema";
import { checkArticleBody, renderMarkdown } from "./markdown";

export type Article = ArticleFrontMatter & {
  file: string;
  slug: string;
  html: string;
  words: number;
};

const root = path.join(process.cwd(), "content", "conditions");

/** CONTENT.md: Weak Bones / Early Osteoporosis and Hair Loss suggest no products. */
const pagesWithoutProducts = new Set(["joint-bone-health/osteoporosis-weak-bones", "mens-health/hair-loss-baldness"]);

let cache: Map<string, Article> | undefined;

/**
 * Reads and checks every condition article once. Any problem throws an error that
 * names the file, so `next build` stops before a broken page can ship.
 */
export function allArticles(): Map<string, Article> {
  return (cache ??= loadArticles(root));
}

/** Loads the articles under `dir` (one folder per category); exported for the build-failure test. */
export function loadArticles(dir: string): Map<string, Article> {
  const known = new Set(canonicalPaths());
  const articles = new Map<string, Article>();
  const problems: string[] = [];
  if (!existsSync(dir)) return articles;
  for (const categoryDir of readdirSync(dir).sort()) {
    for (const fileName of readdirSync(path.join(dir, categoryDir)).sort()) {
      if (!fileName.endsWith(".md")) continue;
      const file = `content/conditions/${categoryDir}/${fileName}`;
      const slug = fileName.replace(/\.md$/, "");
      try {
        const source = readFileSync(path.join(dir, categoryDir, fileName), "utf8");
        articles.set(`${categoryDir}/${slug}`, loadArticle(file, source, categoryDir, slug, known));
      } catch (error) {
        problems.push(`${file}: ${(error as Error).message}`);
      }
    }
  }
  const byDescription = new Map<string, string>();
  for (const article of articles.values()) {
    const twin = byDescription.get(article.description);
    if (twin) problems.push(`${article.file}: description is the same as ${twin}'s`);
    byDescription.set(article.description, article.file);
  }
  if (problems.length) throw new Error(`Invalid condition articles:\n${problems.join("\n")}`);
  return articles;
}

export function getArticle(categorySlug: string, slug: string): Article | undefined {
  return allArticles().get(`${categorySlug}/${slug}`);
}

function loadArticle(file: string, source: string, categoryDir: string, slug: string, known: Set<string>): Article {
  const { data, content } = matter(source);
  // gray-matter turns a YAML date into a Date; the schema wants the ISO day.
  if (data.lastReviewed instanceof Date) data.lastReviewed = data.lastReviewed.toISOString().slice(0, 10);
  const parsed = articleFrontMatterSchema.safeParse(data);
  if (!parsed.success) {
    throw new Error(parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; "));
  }
  const fm = parsed.data;
  const errors: string[] = [];
  if (fm.category !== categoryDir) errors.push(`category "${fm.category}" does not match its folder "${categoryDir}"`);
  if (!catalogue.condition(categoryDir, slug)) errors.push(`no catalogue condition "${categoryDir}/${slug}"`);
  for (const id of fm.products) if (!catalogue.product(id)) errors.push(`unknown product "${id}"`);
  const wantsProducts = !pagesWithoutProducts.has(`${categoryDir}/${slug}`);
  if (wantsProducts && (fm.products.length < 3 || fm.products.length > 4)) errors.push("suggest 3 or 4 products");
  if (!wantsProducts && fm.products.length) errors.push("this page suggests no products (CONTENT.md)");
  for (const rel of fm.related) {
    const [c = "", s = ""] = rel.split("/");
    if (!catalogue.condition(c, s)) errors.push(`related page "${rel}" does not exist`);
    if (rel === `${categoryDir}/${slug}`) errors.push("related pages must not include the page itself");
  }
  if (!catalogue.doctor(fm.reviewedBy)) errors.push(`unknown reviewing doctor "${fm.reviewedBy}"`);
  const body = checkArticleBody(content, known);
  errors.push(...body.errors);
  if (errors.length) throw new Error(errors.join("; "));
  return { ...fm, file, slug, html: renderMarkdown(content), words: body.words };
}
