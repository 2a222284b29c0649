import { MarkdownPage, markdownPageMetadata } from "@/components/markdown-page";

export const metadata = markdownPageMetadata("refund", "/refund");

export default function Page() {
  return <MarkdownPage slug="refund" />;
}
