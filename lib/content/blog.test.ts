import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadPosts } from "./blog";
import { copyContent } from "./copy-for-test";

/** A copy of the blog in a temporary repository root, with one article changed by `edit`. */
function blogWith(file: string, edit: (text: string) => string): string {
  const { root, dir } = copyContent("content/blog");
  writeFileSync(path.join(dir, file), edit(readFileSync(path.join(dir, file), "utf8")));
  return root;
}

describe("blog articles", () => {
  it("loads every article newest first, dated by ISO day", () => {
    const posts = loadPosts();
    expect(posts.length).toBeGreaterThan(0);
    for (const post of posts) expect(post.published).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(posts.map((p) => p.published)).toEqual(
      posts
        .map((p) => p.published)
        .sort()
        .reverse(),
    );
  });

  it("a broken front-matter field stops the build with the file's name", () => {
    const root = blogWith("agni-everyday-habits-for-digestion.md", (text) =>
      text.replace(/^readTime: .*$/m, "readTime: soon"),
    );
    expect(() => loadPosts(root)).toThrow(/content\/blog\/agni-everyday-habits-for-digestion\.md: readTime: /);
  });

  it("an author who is not one of the clinic's doctors stops the build", () => {
    const root = blogWith("agni-everyday-habits-for-digestion.md", (text) =>
      text.replace(/^published: /m, "author: dr-nobody\npublished: "),
    );
    expect(() => loadPosts(root)).toThrow(
      /content\/blog\/agni-everyday-habits-for-digestion\.md: author: unknown doctor "dr-nobody"/,
    );
  });

  it("a sample doctor cannot sign an article", () => {
    const root = blogWith("agni-everyday-habits-for-digestion.md", (text) =>
      text.replace(/^published: /m, "author: dr-priya-sharma\npublished: "),
    );
    expect(() => loadPosts(root)).toThrow(
      /agni-everyday-habits-for-digestion\.md: author: "dr-priya-sharma" is a sample profile/,
    );
  });

  it("an article that names a herb with cautions must list it, and may list only herbs that exist", () => {
    const unlisted = blogWith("agni-everyday-habits-for-digestion.md", (text) =>
      text.replace(/^herbs: .*$/m, "herbs: []"),
    );
    expect(() => loadPosts(unlisted)).toThrow(
      /names Shunthi, which carries cautions, but does not list "shunthi" under herbs/,
    );
    const unknown = blogWith("agni-everyday-habits-for-digestion.md", (text) =>
      text.replace(/^herbs: \[/m, 'herbs: ["moon-dust", '),
    );
    expect(() => loadPosts(unknown)).toThrow(/agni-everyday-habits-for-digestion\.md: unknown herb "moon-dust"/);
  });
});
