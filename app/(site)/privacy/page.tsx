import { MarkdownPage, markdownPageMetadata } from "@/components/markdown-page";

export const metadata = markdownPageMetadata("privacy", "/privacy");

export default function Page() {
  return <MarkdownPage slug="privacy" />;
}
