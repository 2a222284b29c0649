import "server-only";
import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import { z } from "zod";
import { catalogue } from "@/lib/catalogue";
import { renderMarkdown } from "@/lib/catalogue/markdown";

export const blogCategories = ["Digestive Health", "Ayurvedic Principles", "Beauty & Wellness", "Mental Health", "Nutrition", "Lifestyle"] as const;

const postSchema = z.object({
  title: z.string().min(10),
  excerpt: z.string().min(80).max(220),
  description: z.string().min(110).max(170),
  author: z.string(),
  date: z.iso.date(),
  readTime: z.number().int().min(1),
  category: z.enum(blogCategories),
  tags: z.array(z.string()).min(1),
});

export type BlogPost = z.infer<typeof postSchema> & { slug: string; html: string };

const dir = path.join(process.cwd(), "content", "blog");
let cache: BlogPost[] | undefined;

/** Every article, newest first; a bad file fails the build with its name. */
export function allPosts(): BlogPost[] {
  if (cache) return cache;
  const files = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith(".md")) : [];
  cache = files
    .map((file) => {
      const { data, content } = matter(readFileSync(path.join(dir, file), "utf8"));
      if (data.date instanceof Date) data.date = data.date.toISOString().slice(0, 10);
      const parsed = postSchema.safeParse(data);
      if (!parsed.success) throw new Error(`content/blog/${file}: ${parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ")}`);
      if (!catalogue.doctor(parsed.data.author)) throw new Error(`content/blog/${file}: unknown author "${parsed.data.author}"`);
      return { ...parsed.data, slug: file.replace(/\.md$/, ""), html: renderMarkdown(content) };
    })
    .sort((a, b) => b.date.localeCompare(a.date));
  return cache;
}

export const getPost = (slug: string) => allPosts().find((p) => p.slug === slug);

export const formatPostDate = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
