import "server-only";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import type { z } from "zod";

/** One Markdown file: its front matter, checked against its folder's schema, and its body. */
export type MarkdownFile<T> = {
  /** From the repository root, e.g. "content/blog/agni.md": every message names the file this way. */
  file: string;
  /** The file name without ".md", which is the page's slug. */
  slug: string;
  /** The sub-folder it sits in ("womens-health"), or "" for a file directly in the folder. */
  subfolder: string;
  data: T;
  body: string;
};

type ReadFile = Omit<MarkdownFile<Record<string, unknown>>, "data"> &
  ({ data: Record<string, unknown> } | { error: string });

export type LoadOptions = {
  /** The repository root the folder is under; tests point it at a copy. */
  root?: string;
  /** Read the folder's sub-folders too, one level down (the conditions, one folder per category). */
  subfolders?: boolean;
};

const read = new Map<string, ReadFile[]>();

/**
 * Every Markdown file of `folder` (relative to the repository root), its front matter
 * validated by `schema`. Each file is read once per process. Every problem of every file
 * is collected, as `<file>: <field>: <message>`, into one error, so a build stops once
 * and lists all that needs fixing. A folder that does not exist holds no files.
 */
export function loadMarkdownFolder<S extends z.ZodType>(
  folder: string,
  schema: S,
  { root = process.cwd(), subfolders = false }: LoadOptions = {},
): MarkdownFile<z.output<S>>[] {
  const key = `${path.resolve(root, folder)}\n${subfolders}`;
  let files = read.get(key);
  if (!files) read.set(key, (files = readFolder(root, folder, subfolders)));

  const problems: string[] = [];
  const loaded: MarkdownFile<z.output<S>>[] = [];
  for (const file of files) {
    if ("error" in file) {
      problems.push(`${file.file}: front matter: ${file.error}`);
      continue;
    }
    const parsed = schema.safeParse(file.data);
    if (parsed.success) loaded.push({ ...file, data: parsed.data });
    else
      for (const issue of parsed.error.issues)
        problems.push(`${file.file}: ${issue.path.join(".") || "front matter"}: ${issue.message}`);
  }
  if (problems.length) throw new Error(`Invalid Markdown front matter:\n  ${problems.join("\n  ")}`);
  return loaded;
}

function readFolder(root: string, folder: string, subfolders: boolean): ReadFile[] {
  const dir = path.join(root, folder);
  if (!existsSync(dir)) return [];
  const names = readdirSync(dir).sort();
  const files = names.filter((name) => name.endsWith(".md")).map((name) => readOne(root, folder, "", name));
  if (!subfolders) return files;
  for (const sub of names.filter((name) => statSync(path.join(dir, name)).isDirectory())) {
    const inner = readdirSync(path.join(dir, sub))
      .filter((name) => name.endsWith(".md"))
      .sort();
    files.push(...inner.map((name) => readOne(root, folder, sub, name)));
  }
  return files;
}

function readOne(root: string, folder: string, sub: string, name: string): ReadFile {
  const file = path.posix.join(folder, sub, name);
  const slug = name.replace(/\.md$/, "");
  try {
    const { data, content } = matter(readFileSync(path.join(root, file), "utf8"));
    return { file, slug, subfolder: sub, body: content, data: isoDays(data) };
  } catch (error) {
    // A YAML error quotes the offending lines after its first; the first says what and where.
    return { file, slug, subfolder: sub, body: "", error: (error as Error).message.split("\n")[0]!.replace(/:$/, "") };
  }
}

/** YAML reads `2026-03-12` as a Date; the schemas, and the pages, want the ISO day. */
function isoDays(data: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(data).map(([key, value]) => [key, value instanceof Date ? value.toISOString().slice(0, 10) : value]),
  );
}
