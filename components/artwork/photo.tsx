"use client";

import Image from "next/image";
import { useRef, useState } from "react";
import { useHydrated } from "@/components/ui/use-hydrated";
import { cn } from "@/lib/utils";

export type PhotoProps = {
  src: string;
  width: number;
  height: number;
  alt: string;
  /** The widths the picture takes on the page, for the browser to pick a file (the `sizes` attribute). */
  sizes: string;
  priority?: boolean;
  className?: string;
  /** Shown instead of 'Image not available' when the photograph fails (a doctor's initials). */
  fallback?: React.ReactNode;
};

type Status = "loading" | "loaded" | "failed";

/**
 * A clinic's photograph, served by Next's image optimiser as AVIF or WebP in the widths the page
 * needs, with explicit dimensions. Its states, as the specification gives them: a spinner with
 * 'Loading image...' while it loads, a fade-in when it arrives, and 'Image not available' (with
 * the error in the console) when it fails. Before JavaScript runs it is a plain picture; a new
 * `src` starts again from loading.
 */
export function Photo({ src, width, height, alt, sizes, priority = false, className, fallback }: PhotoProps) {
  const hydrated = useHydrated();
  const [status, setStatus] = useState<{ src: string; status: Status }>({ src, status: "loading" });
  const current: Status = status.src === src ? status.status : "loading";
  // next/image replays a load or an error that happened before hydration, so one picture can
  // report twice: the console hears of each failure once.
  const settled = useRef<{ src: string; status: Status }>(undefined);
  const settle = (next: Status) => {
    if (settled.current?.src === src && settled.current.status === next) return;
    settled.current = { src, status: next };
    if (next === "failed") console.error(`Image failed to load: ${src}`);
    setStatus({ src, status: next });
  };

  if (current === "failed") {
    return (
      <div className={cn("overflow-hidden", className)} data-image-state="failed">
        {fallback ?? (
          <div role="img" aria-label={alt || "Image not available"} className="flex size-full items-center justify-center bg-highlight-soft p-4 text-center text-sm text-muted">
            Image not available
          </div>
        )}
      </div>
    );
  }
  return (
    // One grid cell holds the picture and the spinner over it, so the wrapper takes whatever
    // position the page gives it (a hero's absolute backdrop, a card's block).
    <div className={cn("grid overflow-hidden *:[grid-area:1/1]", className)} data-image-state={hydrated ? current : undefined}>
      <Image
        src={src}
        width={width}
        height={height}
        alt={alt}
        sizes={sizes}
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : undefined}
        // A broken file also ends in "load" when next/image replays it after hydration.
        onLoad={(event) => settle(event.currentTarget.naturalWidth > 0 ? "loaded" : "failed")}
        onError={() => settle("failed")}
        className={cn("size-full object-cover transition-opacity duration-500", hydrated && current === "loading" ? "opacity-0" : "opacity-100")}
      />
      {hydrated && current === "loading" ? (
        <div role="status" className="flex flex-col items-center justify-center gap-2 bg-highlight-soft text-sm text-muted">
          <span aria-hidden className="size-6 animate-spin rounded-full border-2 border-brand border-t-transparent" />
          Loading image...
        </div>
      ) : null}
    </div>
  );
}
