import { ChevronLeft, ChevronRight } from "lucide-react";
import { pageHref } from "@/lib/filters/pagination";
import { cn } from "@/lib/utils";

const link =
  "inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-full border px-3 text-sm font-semibold";
const idle = "border-line bg-white text-brand hover:bg-highlight-soft";
const current = "border-brand bg-brand text-white";

/**
 * Previous, the numbered pages and Next, as plain links that keep the rest of `query`
 * (the selected categories), so paging works without JavaScript. Nothing when one page
 * holds everything.
 */
export function Pagination({
  path,
  query,
  page,
  totalPages,
}: {
  path: string;
  query: string;
  page: number;
  totalPages: number;
}) {
  if (totalPages <= 1) return null;
  const href = (n: number) => pageHref(path, query, n);
  return (
    <nav aria-label="Pagination" className="mt-10">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {page > 1 ? (
          <li>
            <a href={href(page - 1)} rel="prev" className={cn(link, idle)}>
              <ChevronLeft aria-hidden className="size-4" /> Previous
            </a>
          </li>
        ) : null}
        {Array.from({ length: totalPages }, (_, i) => i + 1).map((n) => (
          <li key={n}>
            <a
              href={href(n)}
              aria-current={n === page ? "page" : undefined}
              className={cn(link, n === page ? current : idle)}
            >
              <span className="sr-only">Page </span>
              {n}
            </a>
          </li>
        ))}
        {page < totalPages ? (
          <li>
            <a href={href(page + 1)} rel="next" className={cn(link, idle)}>
              Next <ChevronRight aria-hidden className="size-4" />
            </a>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
