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
 * Every 'Book Consultation' button: it opens the consultation popup, and before JavaScript
 * runs (or without it) it is a link to the same form on its own page. A button on a
 * category's card opens the popup with that category already chosen.
 */
export function BookConsultationButton({
  className,
  children,
  consultationType,
}: {
  className?: string;
  children: React.ReactNode;
  consultationType?: string;
}) {
  return (
    <a
      href={bookConsultationPath}
      className={cn(className)}
      onPointerEnter={() => preloadHandler?.()}
      onFocus={() => preloadHandler?.()}
      onClick={(event) => {
        if (!openHandler || event.metaKey || event.ctrlKey || event.shiftKey) return;
        event.preventDefault();
        openHandler(consultationType ? { consultationType } : undefined);
      }}
    >
      {children}
    </a>
  );
}
