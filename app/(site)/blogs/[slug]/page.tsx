import Link from "next/link";
import { notFound } from "next/navigation";
import { PageHeader } from "@/components/page-shell";
import { Container } from "@/components/ui/container";
import { catalogue } from "@/lib/catalogue";
import { allPosts, formatPostDate, getPost } from "@/lib/content/blog";
import { absoluteUrl, JsonLd } from "@/lib/seo/json-ld";
import { pageMetadata } from "@/lib/seo/metadata";

export const dynamicParams = false;
type Params = { params: Promise<{ slug: string }> };

export function generateStaticParams() {
  return allPosts().map((p) => ({ slug: p.slug }));
}

export async function generateMetadata({ params }: Params) {
  const post = getPost((await params).slug);
  if (!post) return {};
  return pageMetadata({ title: post.title, description: post.description, path: `/blogs/${post.slug}`, keywords: post.tags, type: "article" });
}

export default async function BlogPostPage({ params }: Params) {
  const post = getPost((await params).slug);
  if (!post) notFound();
  const author = catalogue.doctor(post.author)!;
  return (
    <>
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "BlogPosting",
          headline: post.title,
          description: post.description,
          datePublished: post.date,
          author: { "@type": "Person", name: author.name },
          mainEntityOfPage: absoluteUrl(`/blogs/${post.slug}`),
        }}
      />
      <PageHeader eyebrow={post.category} title={post.title}>
        <p className="text-base text-muted">
          By {author.name} · {formatPostDate(post.date)} · {post.readTime} min read
        </p>
      </PageHeader>
      <Container className="py-12">
        <div className="prose-article mx-auto rounded-2xl border border-line bg-white p-6 md:p-10" dangerouslySetInnerHTML={{ __html: post.html }} />
        <p className="mx-auto mt-8 max-w-[70ch]">
          <Link href="/blogs" className="link-brand">
            All articles
          </Link>
        </p>
      </Container>
    </>
  );
}
