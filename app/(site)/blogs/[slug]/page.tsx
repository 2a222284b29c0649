import { Link } from "@/components/ui/link";
import { notFound } from "next/navigation";
import { PageHeader } from "@/components/page-shell";
import { Container } from "@/components/ui/container";
import { liveDoctors } from "@/lib/site";
import { allPosts, formatPostDate, getPost } from "@/lib/content/blog";
import { blogPostingJsonLd, JsonLd } from "@/lib/seo/json-ld";
import { shareImageFor } from "@/lib/seo/share-cards";
import { pageMetadata } from "@/lib/seo/metadata";
import { Byline } from "@/components/content/byline";
import { FurtherReading } from "@/components/content/further-reading";
import { HerbSafety } from "@/components/herbs/herb-safety";

export const dynamicParams = false;
type Params = { params: Promise<{ slug: string }> };

export function generateStaticParams() {
  return allPosts().map((p) => ({ slug: p.slug }));
}

export async function generateMetadata({ params }: Params) {
  const post = getPost((await params).slug);
  if (!post) return {};
  return pageMetadata({
    title: post.title,
    description: post.description,
    path: `/blogs/${post.slug}`,
    keywords: post.tags,
    type: "article",
  });
}

export default async function BlogPostPage({ params }: Params) {
  const post = getPost((await params).slug);
  if (!post) notFound();
  // The author as the desk's roster has them, and only while confirmed (the build checked the rest).
  const author = post.author
    ? (await liveDoctors()).find((d) => d.id === post.author && d.registration.status === "confirmed")
    : undefined;
  const path = `/blogs/${post.slug}`;
  return (
    <>
      <JsonLd data={blogPostingJsonLd({ ...post, path, image: shareImageFor(path).url }, author)} />
      <PageHeader eyebrow={post.category} title={post.title}>
        <p className="text-base text-muted">
          {formatPostDate(post.published)} · {post.readTime} min read
        </p>
      </PageHeader>
      <Container className="py-12">
        <article className="mx-auto max-w-[52rem] rounded-2xl border border-line bg-white p-6 md:p-10">
          <Byline
            doctor={author}
            role="written"
            updated={post.updated}
            className="mb-6 border-b border-line pb-4 text-sm text-muted"
          />
          <div className="prose-article" dangerouslySetInnerHTML={{ __html: post.html }} />
          <HerbSafety herbIds={post.herbs} className="mt-10 rounded-xl border border-line p-5" />
          <FurtherReading sources={post.furtherReading} className="mt-8" />
        </article>
        <p className="mx-auto mt-8 max-w-[70ch]">
          <Link href="/blogs" className="link-brand">
            All articles
          </Link>
        </p>
      </Container>
    </>
  );
}
