import Link from "next/link";
import { Botanical } from "@/components/artwork/botanical";
import { PageHeader } from "@/components/page-shell";
import { Container } from "@/components/ui/container";
import { catalogue } from "@/lib/catalogue";
import { allPosts, formatPostDate } from "@/lib/content/blog";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata = pageMetadata({
  title: "Ayurveda Blog: Digestion, Mind, Skin, Nutrition and Daily Routine",
  description: "Practical Ayurvedic guidance from our doctors on digestion, the doshas, skin care, a calmer mind, seasonal eating and a daily routine you can keep.",
  path: "/blogs",
});

const tint = { deep: "#055630", soft: "#eef4cc" };

export default function BlogPage() {
  const posts = allPosts();
  return (
    <>
      <PageHeader eyebrow="Blog" title="Ayurveda for everyday life">
        <p>Short, practical articles written by our doctors.</p>
      </PageHeader>
      <Container className="py-12">
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {posts.map((post) => (
            <li key={post.slug}>
              <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-white">
                <Botanical seed={post.slug} tint={tint} variant="card" className="aspect-[16/9] w-full" />
                <div className="flex flex-1 flex-col p-5">
                  <p className="text-xs font-semibold tracking-wide text-saffron uppercase">{post.category}</p>
                  <h2 className="mt-2 text-xl">
                    <Link href={`/blogs/${post.slug}`} className="hover:text-brand">
                      {post.title}
                    </Link>
                  </h2>
                  <p className="mt-2 flex-1 text-sm">{post.excerpt}</p>
                  <p className="mt-4 text-xs text-muted">
                    {catalogue.doctor(post.author)?.name} · {formatPostDate(post.date)} · {post.readTime} min read
                  </p>
                </div>
              </article>
            </li>
          ))}
        </ul>
      </Container>
    </>
  );
}
