"use client";

import { Children, useEffect, useRef, useState } from "react";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { cn } from "@/lib/utils";

/**
 * A scroll-snap row that works as a plain swipeable list before scripts load; once
 * hydrated it adds previous/next buttons that wrap around, a position counter and dots.
 */
export function ProductCarousel({ label, children, itemClassName }: { label: string; children: React.ReactNode; itemClassName: string }) {
  const items = Children.toArray(children);
  const scroller = useRef<HTMLUListElement>(null);
  const [index, setIndex] = useState(0);
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);

  const slides = () => Array.from(scroller.current?.children ?? []) as HTMLElement[];
  const goTo = (i: number) => {
    const all = slides();
    const target = all[((i % all.length) + all.length) % all.length];
    if (target && scroller.current) scroller.current.scrollTo({ left: target.offsetLeft - all[0]!.offsetLeft, behavior: "smooth" });
  };
  const onScroll = () => {
    const el = scroller.current;
    const first = slides()[0];
    if (!el || !first) return;
    setIndex(Math.round(el.scrollLeft / first.offsetWidth));
  };

  return (
    <div role="region" aria-roledescription="carousel" aria-label={label}>
      <ul ref={scroller} onScroll={onScroll} tabIndex={0} aria-label={label} className="-mx-1 flex snap-x snap-mandatory gap-4 overflow-x-auto px-1 pb-3 [scrollbar-width:thin]">
        {items.map((item, i) => (
          <li key={i} className={cn("shrink-0 snap-start", itemClassName)} aria-roledescription="slide" aria-label={`${i + 1} of ${items.length}`}>
            {item}
          </li>
        ))}
      </ul>
      {ready && items.length > 1 ? (
        <div className="mt-3 flex items-center justify-center gap-3">
          <button type="button" onClick={() => goTo(index - 1)} className="flex size-11 items-center justify-center rounded-full border border-line bg-white hover:bg-highlight-soft" aria-label="Previous products">
            <ChevronLeft aria-hidden className="size-5" />
          </button>
          <span className="min-w-12 text-center text-sm text-muted" aria-live="polite">
            {Math.min(index + 1, items.length)} / {items.length}
          </span>
          <div className="hidden sm:flex">
            {items.map((_, i) => (
              <button
                key={i}
                type="button"
                onClick={() => goTo(i)}
                aria-label={`Go to product ${i + 1}`}
                aria-current={i === index || undefined}
                className="flex size-11 items-center justify-center"
              >
                <span className={cn("block size-2.5 rounded-full", i === index ? "bg-brand" : "bg-line")} />
              </button>
            ))}
          </div>
          <button type="button" onClick={() => goTo(index + 1)} className="flex size-11 items-center justify-center rounded-full border border-line bg-white hover:bg-highlight-soft" aria-label="Next products">
            <ChevronRight aria-hidden className="size-5" />
          </button>
        </div>
      ) : null}
    </div>
  );
}
