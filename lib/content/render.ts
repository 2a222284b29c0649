import { Marked } from "marked";
import customHeadingId from "marked-custom-heading-id";

/** `## Heading {#an-id}` gives a heading an id a link can reach (the consent box links the privacy policy's withdrawal section). */
const marked = new Marked({ gfm: true, async: false }).use(customHeadingId());

export function renderMarkdown(source: string): string {
  return marked.parse(source) as string;
}

/** Words a reader reads: link targets and Markdown punctuation do not count. */
export function countWords(source: string): number {
  const text = source.replace(/\[([^\]]*)\]\([^)]*\)/g, "$1").replace(/[#*_>`-]/g, " ");
  return text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}
