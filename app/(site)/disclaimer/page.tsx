import { MarkdownPage, markdownPageMetadata } from "@/components/markdown-page";

export const metadata = markdownPageMetadata("disclaimer", "/disclaimer");

export default function Page() {
  return <MarkdownPage slug="disclaimer" />;
}
