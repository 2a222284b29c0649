import type { FurtherReading as Sources } from "@/lib/content/further-reading";

/** Pages of public health bodies a reader may go on to; each address was opened and read before it was listed. */
export function FurtherReading({ sources, className }: { sources: Sources; className?: string }) {
  if (!sources.length) return null;
  return (
    <section aria-labelledby="further-reading" className={className}>
      <h2 id="further-reading" className="text-xl">
        Further reading
      </h2>
      <ul className="mt-3 space-y-2 text-sm">
        {sources.map((source) => (
          <li key={source.url}>
            <a href={source.url} className="link-brand" rel="noopener">
              {source.title}
            </a>{" "}
            <span className="text-muted">({source.publisher})</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
