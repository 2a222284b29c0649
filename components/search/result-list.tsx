import { Link } from "@/components/ui/link";
import { kindLabels, type SearchHit } from "@/lib/search/engine";
import { cn } from "@/lib/utils";

/**
 * The search results, the same on the server-rendered /search page and in the list that
 * appears as a visitor types. A result that names a herb with cautions shows them
 * (docs/content-standard.md); `data-cautions-for` marks which, as the product cards do.
 */
export function ResultList({
  hits,
  compact = false,
  listId,
  onKeyDown,
}: {
  hits: SearchHit[];
  /** The list under a search box: shorter summaries. */
  compact?: boolean;
  listId?: string;
  onKeyDown?: React.KeyboardEventHandler<HTMLUListElement>;
}) {
  return (
    <ul
      id={listId}
      className={cn("divide-y divide-line", compact ? "" : "rounded-2xl border border-line bg-white")}
      onKeyDown={onKeyDown}
    >
      {hits.map((hit) => (
        <li key={hit.id} data-cautions-for={hit.cautionsFor}>
          <Link
            href={hit.href}
            data-result
            className={cn(
              "block hover:bg-highlight-soft focus-visible:bg-highlight-soft",
              compact ? "px-4 py-3" : "px-5 py-4 first:rounded-t-2xl last:rounded-b-2xl",
            )}
          >
            <span className="block text-xs font-semibold tracking-wide text-saffron uppercase">
              {kindLabels[hit.kind]}
              {hit.context ? (
                <span className="font-normal tracking-normal text-muted normal-case"> · {hit.context}</span>
              ) : null}
            </span>
            <span className={cn("mt-0.5 block font-serif text-ink", compact ? "text-base" : "text-lg")}>
              {hit.title}
            </span>
            <span className={cn("mt-1 text-sm", compact ? "line-clamp-2" : "block")}>{hit.summary}</span>
            {hit.cautions?.length ? (
              <span className="mt-1 block text-xs text-muted">
                {hit.kind === "product"
                  ? "Ask your doctor before taking it if "
                  : "Ask your doctor before taking the herbs it names if "}
                {hit.cautions.join("; ")}.
              </span>
            ) : null}
          </Link>
        </li>
      ))}
    </ul>
  );
}
