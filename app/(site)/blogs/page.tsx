import { BlogView, blogsMetadata } from "./blog-view";

export const metadata = blogsMetadata;

/** Every article, newest first, filtered by category (?category=nutrition&category=lifestyle: either matches) and paged (?page=2). */
export default function BlogPage() {
  // Prerendered without a selection; an address with a query is rendered per request by
  // app/(site)/filtered (decision 040).
  return <BlogView params={{}} />;
}
