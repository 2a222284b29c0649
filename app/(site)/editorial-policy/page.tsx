import { MarkdownPage, markdownPageMetadata } from "@/components/markdown-page";

export const metadata = markdownPageMetadata("editorial-policy", "/editorial-policy");

export default function Page() {
  return <MarkdownPage slug="editorial-policy" eyebrow="How we work" />;
}
