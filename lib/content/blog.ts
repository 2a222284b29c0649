import "server-only";
import { z } from "zod";
import { catalogue, herbProblems, reviewerProblem } from "@/lib/catalogue";
import { furtherReadingSchema } from "./further-reading";
import { loadMarkdownFolder } from "./markdown";
import { renderMarkdown } from "./render";

export const blogCategories = [
  "Digestive Health",
  "Ayurvedic Principles",
  "Beauty & Wellness",
  "Mental Health",
  "Nutrition",
  "Lifestyle",
] as const;

/** The catalogue category whose reviewers may sign an article of this blog category; general topics have none. */
const topicOf: Partial<Record<(typeof blogCategories)[number], string>> = {
  "Digestive Health": "digestive-gut-health",
  "Beauty & Wellness": "skin-hair-health",
  "Mental Health": "mental-health-sleep",
};

const postSchema = z.strictObject({
  title: z.string().min(10),
  excerpt: z.string().min(80).max(220),
  description: z.string().min(110).max(170),
  /** A confirmed doctor who wrote it; without one, the editorial team signs (docs/product.md). */
  author: z.string().optional(),
  /** The day it was first written, and the day its content last changed: true dates only. */
  published: z.iso.date(),
  updated: z.iso.date(),
  readTime: z.number().int().min(1),
  category: z.enum(blogCategories),
  tags: z.array(z.string()).min(1),
  /** Every herb or formula it names, by id from content/herbs.ts: their cautions are shown. */
  herbs: z.array(z.string()).default([]),
  furtherReading: furtherReadingSchema,
});

export type BlogPost = z.output<typeof postSchema> & { slug: string; html: string };

let cache: BlogPost[] | undefined;

/** Every article, newest first; a bad file fails the build with its name. */
export function allPosts(): BlogPost[] {
  return (cache ??= loadPosts());
}

/** The articles under `root`/content/blog; exported so a test can load a broken copy. */
export function loadPosts(root?: string): BlogPost[] {
  const files = loadMarkdownFolder("content/blog", postSchema, { root });
  const problems: string[] = [];
  for (const { file, data, body } of files) {
    if (data.author) {
      const topic = topicOf[data.category];
      const problem = topic
        ? reviewerProblem(data.author, topic, catalogue.doctors)
        : catalogue.doctor(data.author)?.registration.status === "confirmed"
          ? undefined
          : `author "${data.author}" is not a doctor the clinic has confirmed (content/doctors.ts)`;
      if (problem) problems.push(`${file}: author: ${problem}`);
    }
    problems.push(...herbProblems(body, data.herbs, catalogue.herbs).map((e) => `${file}: ${e}`));
    if (data.updated < data.published) problems.push(`${file}: updated: is before published`);
  }
  if (problems.length) throw new Error(`Invalid blog articles:\n  ${problems.join("\n  ")}`);
  return files
    .map((f) => ({ ...f.data, slug: f.slug, html: renderMarkdown(f.body) }))
    .sort((a, b) => b.published.localeCompare(a.published) || a.title.localeCompare(b.title));
}

export const getPost = (slug: string) => allPosts().find((p) => p.slug === slug);

export { formatPostDate } from "./dates";
