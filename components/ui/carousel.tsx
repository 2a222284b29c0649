"use client";

import { Children, useEffect, useEffectEvent, useRef, useState } from "react";
import { ChevronLeft, ChevronRight, Pause, Play } from "lucide-react";
import { cn } from "@/lib/utils";
import { useHydrated, useReducedMotion } from "./use-hydrated";

/** What the controls call the slides: "Previous products", "Go to product 3". */
export type CarouselNoun = { one: string; many: string };

const productNoun: CarouselNoun = { one: "product", many: "products" };

const slidesOf = (row: HTMLElement | null) => Array.from(row?.children ?? []) as HTMLElement[];

/** The distance from one slide to the next, the gap between them included. */
function pitchOf(row: HTMLElement | null) {
  const [first, second] = slidesOf(row);
  return first ? (second ? second.offsetLeft - first.offsetLeft : first.offsetWidth) : 0;
}

/** How many slides the row shows at once. */
function perViewOf(row: HTMLElement, count: number) {
  const [first] = slidesOf(row);
  const distance = pitchOf(row);
  if (!first || !distance) return undefined;
  const gap = distance - first.offsetWidth;
  return Math.min(count, Math.max(1, Math.round((row.clientWidth + gap) / distance)));
}

/**
 * A scroll-snap row that works as a plain swipeable list before scripts load; once
 * hydrated it adds previous/next buttons that wrap around, a position counter and dots.
 * With `autoplayMs` it advances on its own while it is on screen: it pauses while hovered
 * or focused, stops for good once the visitor takes over, has a pause control, and never
 * moves for a visitor who asks for reduced motion.
 */
export function Carousel({
  label,
  children,
  itemClassName,
  autoplayMs,
  noun = productNoun,
}: {
  label: string;
  children: React.ReactNode;
  itemClassName: string;
  autoplayMs?: number;
  noun?: CarouselNoun;
}) {
  const items = Children.toArray(children);
  const root = useRef<HTMLDivElement>(null);
  const scroller = useRef<HTMLUListElement>(null);
  // `index` is the first slide in view; with several in view the row has fewer stops than
  // slides, and the counter and the dots count stops, so the two always agree.
  const [index, setIndex] = useState(0);
  const [perView, setPerView] = useState(1);
  const ready = useHydrated();
  const reducedMotion = useReducedMotion();
  // Autoplay starts once hydrated unless the visitor asks for reduced motion; after that, the
  // visitor's own choice (the play control, or taking over) decides.
  const [chosen, setChosen] = useState<"playing" | "stopped">();
  const playing = Boolean(autoplayMs) && ready && (chosen ? chosen === "playing" : !reducedMotion);
  const [held, setHeld] = useState({ hover: false, focus: false });
  const [onScreen, setOnScreen] = useState(false);

  // The clock runs only while the carousel is in view: a visitor who scrolls down to it
  // finds it at its first slide, not somewhere in the middle.
  useEffect(() => {
    const el = root.current;
    if (!autoplayMs || !el) return;
    const observer = new IntersectionObserver(([entry]) => setOnScreen(Boolean(entry?.isIntersecting)), {
      threshold: 0.5,
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [autoplayMs]);

  const slides = () => slidesOf(scroller.current);
  const count = items.length;
  const stops = Math.max(1, count - perView + 1);

  useEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const measure = () => {
      const shown = perViewOf(el, count);
      if (shown) setPerView(shown);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [count]);
  const scrollTo = (left: number) => scroller.current?.scrollTo({ left, behavior: reducedMotion ? "auto" : "smooth" });
  const goTo = (i: number) => {
    const all = slides();
    const target = all[((i % all.length) + all.length) % all.length];
    if (target) scrollTo(target.offsetLeft - all[0]!.offsetLeft);
  };
  // Several slides can be in view at once, so the end is where scrolling stops, not the last index.
  const step = (direction: 1 | -1) => {
    const el = scroller.current;
    if (!el) return;
    const max = el.scrollWidth - el.clientWidth;
    if (direction === 1 && el.scrollLeft >= max - 2) scrollTo(0);
    else if (direction === -1 && el.scrollLeft <= 2) scrollTo(max);
    else goTo(index + direction);
  };
  /** Sets the counter to the stop the row is scrolled to, with `shown` slides in view. */
  const indexFromScroll = (shown: number) => {
    const el = scroller.current;
    const distance = pitchOf(el);
    if (!el || !distance) return;
    const last = count - shown;
    // Scrolled to the end is the last stop, even when the slides do not divide the row evenly.
    const atEnd = el.scrollLeft >= el.scrollWidth - el.clientWidth - 2;
    setIndex(atEnd ? last : Math.min(last, Math.round(el.scrollLeft / distance)));
  };
  const onScroll = () => indexFromScroll(perView);

  const paused = !playing || held.hover || held.focus || !onScreen;
  // Restarts when the position changes, so each slide gets its full time after any move,
  // and is not re-created by the many scroll events of one smooth scroll.
  const advance = useEffectEvent(() => step(1));
  useEffect(() => {
    if (!autoplayMs || paused || stops < 2) return;
    const timer = setInterval(advance, autoplayMs);
    return () => clearInterval(timer);
  }, [autoplayMs, paused, stops, index]);

  const takeOver = () => setChosen("stopped");

  // A row the visitor swiped before the scripts arrived: the counter starts where it is, and
  // autoplay stays off, as it does once they take over.
  const adoptEarlyScroll = useEffectEvent(() => {
    // Snapping alone can leave the row a few pixels in; a swipe moves it by half a slide or more.
    const el = scroller.current;
    const pitch = pitchOf(el);
    if (!el || !pitch || el.scrollLeft < pitch / 2) return;
    // Measured here: on mount, `perView` has not been measured yet.
    indexFromScroll(perViewOf(el, count) ?? perView);
    takeOver();
  });
  useEffect(() => adoptEarlyScroll(), []);

  return (
    <div
      ref={root}
      role="group"
      aria-roledescription="carousel"
      aria-label={label}
      onPointerEnter={(e) => e.pointerType === "mouse" && setHeld((h) => ({ ...h, hover: true }))}
      onPointerLeave={(e) => e.pointerType === "mouse" && setHeld((h) => ({ ...h, hover: false }))}
      onFocus={() => setHeld((h) => ({ ...h, focus: true }))}
      onBlur={(e) =>
        !e.currentTarget.contains(e.relatedTarget as Node | null) && setHeld((h) => ({ ...h, focus: false }))
      }
    >
      <ul
        ref={scroller}
        onScroll={onScroll}
        onPointerDown={takeOver}
        onWheel={takeOver}
        onKeyDown={takeOver}
        tabIndex={0}
        aria-label={label}
        className="-mx-1 flex snap-x snap-mandatory gap-4 overflow-x-auto px-1 pb-3 [scrollbar-width:thin]"
      >
        {items.map((item, i) => (
          <li
            key={i}
            className={cn("relative shrink-0 snap-start", itemClassName)}
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${items.length}`}
          >
            {item}
          </li>
        ))}
      </ul>
      {ready && stops > 1 ? (
        <div className="mt-3 flex items-center justify-center gap-3">
          {autoplayMs ? (
            <button
              type="button"
              onClick={() => setChosen(playing ? "stopped" : "playing")}
              className="flex size-11 items-center justify-center rounded-full border border-line bg-white hover:bg-highlight-soft"
              aria-label={playing ? "Pause automatic scrolling" : "Play automatic scrolling"}
            >
              {playing ? <Pause aria-hidden className="size-4" /> : <Play aria-hidden className="size-4" />}
            </button>
          ) : null}
          <button
            type="button"
            onClick={() => {
              takeOver();
              step(-1);
            }}
            className="flex size-11 items-center justify-center rounded-full border border-line bg-white hover:bg-highlight-soft"
            aria-label={`Previous ${noun.many}`}
          >
            <ChevronLeft aria-hidden className="size-5" />
          </button>
          <span
            className="min-w-12 text-center text-sm text-muted"
            aria-live={paused ? "polite" : "off"}
            data-testid="carousel-position"
          >
            {perView > 1 ? `${index + 1}–${index + perView}` : index + 1} / {count}
          </span>
          {/* A long row of dots only fits beside the other controls on wide screens. */}
          <div className={cn("hidden", stops > 6 ? "lg:flex" : "sm:flex")}>
            {Array.from({ length: stops }, (_, i) => (
              <button
                key={i}
                type="button"
                onClick={() => {
                  takeOver();
                  goTo(i);
                }}
                aria-label={perView > 1 ? `Show ${noun.many} ${i + 1} to ${i + perView}` : `Go to ${noun.one} ${i + 1}`}
                aria-current={i === index || undefined}
                className="flex size-11 items-center justify-center"
              >
                <span className={cn("block size-2.5 rounded-full", i === index ? "bg-brand" : "bg-line")} />
              </button>
            ))}
          </div>
          <button
            type="button"
            onClick={() => {
              takeOver();
              step(1);
            }}
            className="flex size-11 items-center justify-center rounded-full border border-line bg-white hover:bg-highlight-soft"
            aria-label={`Next ${noun.many}`}
          >
            <ChevronRight aria-hidden className="size-5" />
          </button>
        </div>
      ) : null}
    </div>
  );
}
