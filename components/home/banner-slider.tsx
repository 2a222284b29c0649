"use client";

import { useEffect, useRef, useState } from "react";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { DrawingInPage } from "@/components/artwork/drawing-in-page";
import { useHydrated } from "@/components/ui/use-hydrated";
import { cn } from "@/lib/utils";

export type BannerSlide = {
  id: string;
  /** A photograph also carries the widths the optimiser serves it in (`srcSet`, `sizes`). */
  image: { src: string; alt: string; width: number; height: number; srcSet?: string; sizes?: string };
  /** The image's drawing as SVG markup, for the banner on the first screen: drawn in the page, not fetched. */
  drawing?: string;
  /** The words over the image, rendered on the server. */
  content: React.ReactNode;
};

/** A banner's picture: 16:9 above the words on a phone, behind them from 640 px. */
const pictureBox = "aspect-[16/9] w-full sm:absolute sm:inset-0 sm:aspect-auto sm:h-full";

const smoothness = (): ScrollBehavior =>
  window.matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth";

/**
 * The home page's banners. Before scripts it is a scroll-snap row (phones see only the
 * first banner); once hydrated, previous/next buttons wrap around and the position is
 * announced politely. A banner whose image fails to load is dropped, the controls go
 * when one banner is left, and the section goes when none is. A banner drawn in the page
 * has no file that could fail.
 */
export function BannerSlider({ label, slides }: { label: string; slides: BannerSlide[] }) {
  const scroller = useRef<HTMLUListElement>(null);
  const images = useRef(new Map<string, HTMLImageElement>());
  const [failed, setFailed] = useState<ReadonlySet<string>>(() => new Set());
  const ready = useHydrated();
  const [index, setIndex] = useState(0);

  const fail = (id: string) => setFailed((prev) => (prev.has(id) ? prev : new Set(prev).add(id)));
  const onScroll = () => {
    const el = scroller.current;
    if (el && el.clientWidth > 0) setIndex(Math.round(el.scrollLeft / el.clientWidth));
  };

  useEffect(() => {
    // An image can fail before hydration, while React was not yet listening for its error.
    // currentSrc is empty for a lazy image that has not started loading, which is not a failure.
    for (const [id, img] of images.current) if (img.complete && img.currentSrc && img.naturalWidth === 0) fail(id);
    // A banner swiped to before hydration is where previous and next start from.
    onScroll();
  }, []);

  const shown = slides.filter((slide) => !failed.has(slide.id));
  const count = shown.length;
  const position = Math.min(index, Math.max(count - 1, 0));

  if (count === 0) return null;

  const shownItems = () =>
    Array.from(scroller.current?.children ?? []).filter(
      (el) => (el as HTMLElement).offsetParent !== null,
    ) as HTMLElement[];
  const goTo = (i: number) => {
    const el = scroller.current;
    const items = shownItems();
    const target = items[((i % items.length) + items.length) % items.length];
    if (el && target) el.scrollTo({ left: target.offsetLeft - items[0]!.offsetLeft, behavior: smoothness() });
  };
  const controls = ready && count > 1;

  return (
    <section aria-roledescription="carousel" aria-label={label} className="relative">
      <ul
        ref={scroller}
        onScroll={onScroll}
        tabIndex={0}
        aria-label={label}
        className={cn(
          "flex snap-x snap-mandatory overflow-x-auto overflow-y-hidden rounded-2xl border border-line bg-cream",
          controls ? "[scrollbar-width:none]" : "[scrollbar-width:thin]",
        )}
      >
        {slides.map((slide, i) => {
          const place = shown.indexOf(slide);
          return (
            <li
              key={slide.id}
              aria-roledescription="slide"
              aria-label={place >= 0 ? `${place + 1} of ${count}` : undefined}
              className={cn(
                "relative flex w-full shrink-0 snap-start flex-col sm:min-h-80 sm:justify-center lg:min-h-96",
                place < 0 && "hidden",
                place > 0 && "max-sm:hidden",
              )}
            >
              {slide.drawing ? (
                <DrawingInPage
                  svg={slide.drawing}
                  src={slide.image.src}
                  label={slide.image.alt}
                  className={pictureBox}
                />
              ) : (
                // A plain img, whose error event must reach us: a drawing as it is, a photograph in the optimiser's widths.
                // eslint-disable-next-line @next/next/no-img-element -- as the line above says
                <img
                  ref={(img) => {
                    if (img) images.current.set(slide.id, img);
                    else images.current.delete(slide.id);
                  }}
                  src={slide.image.src}
                  srcSet={slide.image.srcSet}
                  sizes={slide.image.sizes}
                  alt={slide.image.alt}
                  width={slide.image.width}
                  height={slide.image.height}
                  loading={i === 0 ? "eager" : "lazy"}
                  fetchPriority={i === 0 ? "high" : undefined}
                  decoding="async"
                  onError={() => fail(slide.id)}
                  className={cn(pictureBox, "object-cover object-right")}
                />
              )}
              {/* Keeps the words on a near-solid cream whatever the art does behind them. */}
              <div
                aria-hidden
                className="absolute inset-0 hidden bg-gradient-to-r from-cream from-40% via-cream/85 via-60% to-transparent to-80% sm:block"
              />
              <div className="relative">{slide.content}</div>
            </li>
          );
        })}
      </ul>
      {controls ? (
        <div className="absolute right-3 bottom-3 hidden items-center gap-1 rounded-full border border-line bg-white/95 p-1 shadow-sm sm:flex">
          <button
            type="button"
            onClick={() => goTo(position - 1)}
            aria-label="Previous banner"
            className="flex size-11 items-center justify-center rounded-full hover:bg-highlight-soft"
          >
            <ChevronLeft aria-hidden className="size-5" />
          </button>
          <span aria-hidden className="min-w-10 text-center text-sm text-muted" data-testid="banner-position">
            {position + 1} / {count}
          </span>
          <span aria-live="polite" className="sr-only">
            Banner {position + 1} of {count}
          </span>
          <button
            type="button"
            onClick={() => goTo(position + 1)}
            aria-label="Next banner"
            className="flex size-11 items-center justify-center rounded-full hover:bg-highlight-soft"
          >
            <ChevronRight aria-hidden className="size-5" />
          </button>
        </div>
      ) : null}
    </section>
  );
}
