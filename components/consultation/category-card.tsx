import { Link } from "@/components/ui/link";
import { ArrowRight } from "lucide-react";
import { Artwork } from "@/components/artwork/artwork";
import { buttonVariants } from "@/components/ui/button";
import type { Category } from "@/lib/catalogue";

/**
 * `priority`: the first card's picture comes with the page (a photograph fetched at once, a drawing drawn in it);
 * `inline`: the first few cards draw their drawings in the page too (Artwork).
 */
export function CategoryCard({
  category,
  priority = false,
  inline = false,
}: {
  category: Category;
  priority?: boolean;
  inline?: boolean;
}) {
  const count = category.conditions.length;
  return (
    <article className="group flex flex-col overflow-hidden rounded-2xl border border-line bg-white shadow-sm transition-shadow hover:shadow-md">
      <div className="relative aspect-[16/10]">
        <Artwork
          subject={{ kind: "category", slug: category.slug, variant: "card" }}
          priority={priority}
          inline={inline}
          fallback={category.name}
          sizes="(min-width: 1024px) 25rem, (min-width: 640px) 50vw, 100vw"
          className="absolute inset-0 size-full"
        />
      </div>
      <div className="flex flex-1 flex-col p-5">
        <h2 className="text-xl">{category.name}</h2>
        <p className="mt-1 text-sm text-muted" data-testid="specialization-count">
          {count} {count === 1 ? "specialization" : "specializations"}
        </p>
        <p className="mt-3 flex-1 text-sm">{category.subtitle}</p>
        <Link href={category.href} className={buttonVariants({ variant: "secondary", className: "mt-5 self-start" })}>
          View Specializations <ArrowRight aria-hidden />
          <span className="sr-only">: {category.name}</span>
        </Link>
      </div>
    </article>
  );
}
