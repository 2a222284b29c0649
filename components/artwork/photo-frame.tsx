"use client";

import { useCallback, useRef, useState, type ImgHTMLAttributes } from "react";
import { useHydrated } from "@/components/ui/use-hydrated";
import { cn } from "@/lib/utils";

type Status = "loading" | "loaded" | "failed";

export type PhotoFrameProps = {
  /** The picture's attributes as next/image's getImageProps writes them (src, srcSet, sizes, width, height). */
  image: ImgHTMLAttributes<HTMLImageElement> & { src: string; alt: string };
  /** The clinic's file (public/photos/...), named in the console when it fails. */
  file: string;
  className?: string;
  fallback?: React.ReactNode;
  /** The picture lies behind a heading (a hero): its notes sit in the top corner, clear of the words. */
  backdrop?: boolean;
};

/**
 * The states of a photograph in the browser (see photo.tsx). It takes the attributes already
 * worked out on the server, so next/image's own client code (about 7 KB compressed) never
 * reaches a page (decision 041).
 */
export function PhotoFrame({ image, file, className, fallback, backdrop = false }: PhotoFrameProps) {
  const { src, alt } = image;
  const hydrated = useHydrated();
  const [status, setStatus] = useState<{ src: string; status: Status }>({ src, status: "loading" });
  const current: Status = status.src === src ? status.status : "loading";
  // A picture can report twice (its event, and the check below when it finished before
  // hydration): the console hears of each failure once.
  const settled = useRef<{ src: string; status: Status }>(undefined);
  const settle = (next: Status) => {
    if (settled.current?.src === src && settled.current.status === next) return;
    settled.current = { src, status: next };
    if (next === "failed") console.error(`Image failed to load: ${file}`);
    setStatus({ src, status: next });
  };
  // A broken file can also end in "load", with nothing decoded.
  const finished = (img: HTMLImageElement) => settle(img.naturalWidth > 0 ? "loaded" : "failed");
  // The picture may have loaded or failed before the page hydrated, when no listener heard it:
  // looked at once per file, when the element arrives or its source changes.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `finished` is new each render; the file is what matters
  const alreadyFinished = useCallback((img: HTMLImageElement | null) => void (img?.complete && finished(img)), [src]);

  // Centred in a card's picture; in a backdrop, a small label in the top right corner.
  const note = backdrop ? "items-start justify-end p-3 text-xs" : "items-center justify-center p-4 text-center text-sm";
  const label = backdrop ? "rounded-full bg-white/85 px-3 py-1" : undefined;

  if (current === "failed") {
    return (
      <div className={cn("overflow-hidden", className)} data-image-state="failed">
        {fallback ?? (
          <div
            role="img"
            aria-label={alt || "Image not available"}
            className={cn("flex size-full bg-highlight-soft text-muted", note)}
          >
            <span className={label}>Image not available</span>
          </div>
        )}
      </div>
    );
  }
  return (
    // One grid cell holds the picture and the spinner over it, so the wrapper takes whatever
    // position the page gives it (a hero's absolute backdrop, a card's block).
    <div
      className={cn("grid overflow-hidden *:[grid-area:1/1]", className)}
      data-image-state={hydrated ? current : undefined}
    >
      {/* eslint-disable-next-line @next/next/no-img-element -- the attributes are next/image's (getImageProps) */}
      <img
        {...image}
        alt={alt}
        ref={alreadyFinished}
        onLoad={(event) => finished(event.currentTarget)}
        onError={() => settle("failed")}
        className={cn(
          "size-full object-cover transition-opacity duration-500",
          hydrated && current === "loading" ? "opacity-0" : "opacity-100",
        )}
      />
      {hydrated && current === "loading" ? (
        <div role="status" className={cn("flex bg-highlight-soft text-muted", note)}>
          <span className={cn("flex items-center gap-2", backdrop ? label : "flex-col")}>
            <span
              aria-hidden
              className={cn(
                "animate-spin rounded-full border-2 border-brand border-t-transparent",
                backdrop ? "size-4" : "size-6",
              )}
            />
            Loading image...
          </span>
        </div>
      ) : null}
    </div>
  );
}
