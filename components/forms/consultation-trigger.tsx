"use client";

import { bookConsultationPath } from "@/lib/paths";
import { cn } from "@/lib/utils";

/** Set by the dialog host once it is running; until then the trigger is an ordinary link. */
let openHandler: (() => void) | undefined;
let preloadHandler: (() => void) | undefined;

export function registerConsultationHost(open: () => void, preload: () => void) {
  openHandler = open;
  preloadHandler = preload;
  return () => {
    openHandler = preloadHandler = undefined;
  };
}

/**
 * Every 'Book Consultation' button: it opens the consultation popup, and before JavaScript
 * runs (or without it) it is a link to the same form on its own page.
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
