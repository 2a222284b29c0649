import "server-only";
import { z } from "zod";
import { catalogue } from "@/lib/catalogue";
import { loadMarkdownFolder } from "./markdown";
import { renderMarkdown } from "./render";

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

let cache: BlogPost[] | undefined;

/** Every article, newest first; a bad file fails the build with its name. */
export function allPosts(): BlogPost[] {
  return (cache ??= loadPosts());
}

/** The articles under `root`/content/blog; exported so a test can load a broken copy. */
export function loadPosts(root?: string): BlogPost[] {
  const files = loadMarkdownFolder("content/blog", postSchema, { root });
  const unknownAuthors = files.filter((f) => !catalogue.doctor(f.data.author)).map((f) => `${f.file}: author: unknown doctor "${f.data.author}"`);
  if (unknownAuthors.length) throw new Error(`Invalid blog articles:\n  ${unknownAuthors.join("\n  ")}`);
  return files
    .map((f) => ({ ...f.data, slug: f.slug, html: renderMarkdown(f.body) }))
    .sort((a, b) => b.date.localeCompare(a.date));
}

export const getPost = (slug: string) => allPosts().find((p) => p.slug === slug);

export const formatPostDate = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
