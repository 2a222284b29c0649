"use client";

import { bookConsultationPath } from "@/lib/paths";
import { cn } from "@/lib/utils";

/** Set by the dialog host once it is running; until then the trigger is an ordinary link. */
type OpenHandler = (initial?: Record<string, string>) => void;
let openHandler: OpenHandler | undefined;
let preloadHandler: (() => void) | undefined;

export function registerConsultationHost(open: OpenHandler, preload: () => void) {
  openHandler = open;
  preloadHandler = preload;
  return () => {
    openHandler = preloadHandler = undefined;
  };
}

/**
 * A button that asks for a consultation without a time (About, FAQ, a condition's withheld
 * products): it opens the consultation request popup, and before JavaScript runs (or without
 * it) it is a link to /book-consultation, the request form below the picker. The home page's
 * "Book" buttons are plain links to the picker instead (docs/booking.md).
 */
export function BookConsultationButton({ className, children }: { className?: string; children: React.ReactNode }) {
  return (
    <a
      href={bookConsultationPath}
      className={cn(className)}
      onPointerEnter={() => preloadHandler?.()}
      onFocus={() => preloadHandler?.()}
      onClick={(event) => {
        if (!openHandler || event.metaKey || event.ctrlKey || event.shiftKey) return;
        event.preventDefault();
        openHandler();
      }}
    >
      {children}
    </a>
  );
}
