import { Link } from "@/components/ui/link";
import { Artwork } from "@/components/artwork/artwork";
import { formatPostDate, type BlogPost } from "@/lib/content/blog";

/**
 * An article in the blog list: artwork, category, title linking to the article, excerpt, author, date and reading time.
 * `priority`: the first card's picture comes with the page (a photograph fetched at once, a drawing drawn in it);
 * `inline`: the first few cards draw their drawings in the page too (Artwork).
 */
export function PostCard({
  post,
  priority = false,
  inline = false,
}: {
  post: BlogPost;
  priority?: boolean;
  inline?: boolean;
}) {
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-white">
      <Artwork
        subject={{ kind: "blog", slug: post.slug }}
        priority={priority}
        inline={inline}
        sizes="(min-width: 1024px) 25rem, (min-width: 640px) 50vw, 100vw"
        className="aspect-[16/9] w-full"
      />
      <div className="flex flex-1 flex-col p-5">
        <p className="text-xs font-semibold tracking-wide text-saffron uppercase">{post.category}</p>
        <h2 className="mt-2 text-xl">
          <Link href={`/blogs/${post.slug}`} className="hover:text-brand">
            {post.title}
          </Link>
        </h2>
        <p className="mt-2 flex-1 text-sm">{post.excerpt}</p>
        <p className="mt-4 text-xs text-muted">
          {formatPostDate(post.published)} · {post.readTime} min read
        </p>
      </div>
    </article>
  );
}
