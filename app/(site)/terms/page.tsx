import { MarkdownPage, markdownPageMetadata } from "@/components/markdown-page";

export const metadata = markdownPageMetadata("terms", "/terms");

export default function Page() {
  return <MarkdownPage slug="terms" />;
}
