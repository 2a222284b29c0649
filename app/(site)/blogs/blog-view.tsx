import { PostCard } from "@/components/blog/post-card";
import { firstScreenCards } from "@/components/artwork/artwork";
import { FilterableList } from "@/components/filters/filterable-list";
import { PageHeader } from "@/components/page-shell";
import { Container } from "@/components/ui/container";
import { allPosts, blogCategories } from "@/lib/content/blog";
import { optionsFor, optionValue } from "@/lib/filters/options";
import { toQueryString, type SearchParams } from "@/lib/filters/query";
import { pageMetadata } from "@/lib/seo/metadata";

export const blogsMetadata = pageMetadata({
  title: "Ayurveda Blog: Digestion, Mind, Skin, Nutrition and Daily Routine",
  description:
    "Practical Ayurvedic guidance from our doctors on digestion, the doshas, skin care, a calmer mind, seasonal eating and a daily routine you can keep.",
  path: "/blogs",
});

/** Six to a page (docs/product.md, Numbers). */
const postsPerPage = 6;
const categories = optionsFor(blogCategories);

export function BlogView({ params }: { params: SearchParams }) {
  return (
    <>
      <PageHeader eyebrow="Blog" title="Ayurveda for everyday life">
        <p>Short, practical articles written by our doctors.</p>
      </PageHeader>
      <Container className="py-12">
        <FilterableList
          query={toQueryString(params)}
          path="/blogs"
          param="category"
          label="Filter by Category"
          options={categories}
          rule="any"
          noun="articles"
          emptyMessage="No articles match your selected categories."
          listClassName="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3"
          pageSize={postsPerPage}
          items={allPosts().map((post, index) => ({
            key: post.slug,
            tags: [optionValue(post.category)],
            node: <PostCard post={post} priority={index === 0} inline={index < firstScreenCards} />,
          }))}
        />
      </Container>
    </>
  );
}
