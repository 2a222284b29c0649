import { MarkdownPage, markdownPageMetadata } from "@/components/markdown-page";

export const metadata = markdownPageMetadata("shipping", "/shipping");

export default function Page() {
  return <MarkdownPage slug="shipping" />;
}
