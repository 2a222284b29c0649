import { Link } from "@/components/ui/link";
import { ChevronRight } from "lucide-react";

export function Breadcrumb({ items }: { items: { name: string; path: string }[] }) {
  return (
    <nav aria-label="Breadcrumb">
      <ol className="flex flex-wrap items-center gap-1">
        {items.map((item, i) => (
          <li key={item.path} className="flex items-center gap-1">
            {i > 0 ? <ChevronRight aria-hidden className="size-3.5 text-muted" /> : null}
            {i === items.length - 1 ? (
              <span aria-current="page" className="text-ink">
                {item.name}
              </span>
            ) : (
              <Link
                href={item.path}
                className="text-brand underline decoration-accent/60 underline-offset-4 hover:decoration-accent"
              >
                {item.name}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
