import { ChevronLeft, ChevronRight } from "lucide-react";
import { filterQuery, withQuery, type InboxFilters } from "../filters";
import { buttonVariants } from "@/components/ui/button";

/** Previous and next pages with the same filters: plain links, so they work without JavaScript. */
export function Pagination({ filters, total, pageSize }: { filters: InboxFilters; total: number; pageSize: number }) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  const href = (page: number) => withQuery("/inbox", filterQuery(filters, { page }));
  const link = buttonVariants({ variant: "secondary" });
  return (
    <nav aria-label="Pages of leads" className="mt-6 flex flex-wrap items-center justify-between gap-3">
      {filters.page > 1 ? (
        <a href={href(Math.min(filters.page - 1, pages))} rel="prev" className={link}>
          <ChevronLeft aria-hidden /> Newer
        </a>
      ) : (
        <span />
      )}
      <p className="text-sm">
        Page {filters.page} of {pages}
      </p>
      {filters.page < pages ? (
        <a href={href(filters.page + 1)} rel="next" className={link}>
          Older <ChevronRight aria-hidden />
        </a>
      ) : (
        <span />
      )}
    </nav>
  );
}
