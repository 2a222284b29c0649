"use client";

import { Dialog as DialogPrimitive } from "radix-ui";
import { X } from "lucide-react";
import { cn } from "@/lib/utils";

export const Dialog = DialogPrimitive.Root;
export const DialogTitle = DialogPrimitive.Title;
export const DialogDescription = DialogPrimitive.Description;

const overlay = "fixed inset-0 z-50 bg-ink/50 data-[state=open]:animate-in";

/** A centred dialog (shadcn/ui manner): focus trapped, Escape and the overlay close it. */
export function DialogContent({
  className,
  children,
  closeDisabled = false,
  ...props
}: React.ComponentProps<typeof DialogPrimitive.Content> & { closeDisabled?: boolean }) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className={overlay} />
      <DialogPrimitive.Content
        className={cn(
          // Centred in the window below the toasts' band, when there is one (components/ui/toast.tsx).
          "fixed top-[calc(50%+var(--toast-room,0px)/2)] left-1/2 z-50 max-h-[calc(90dvh-var(--toast-room,0px))] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl transition-[top,max-height] duration-200",
          className,
        )}
        ref={keepBottomInPlace}
        {...props}
      >
        {children}
        <CloseButton disabled={closeDisabled} />
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

/**
 * A dialog taller than the window scrolls, and its visitor is usually at its foot, where the
 * submit button is, when a toast makes it shorter. Its content keeps its foot where it was:
 * the button just tapped stays under the finger, and only the top goes out of view.
 */
function keepBottomInPlace(element: HTMLElement | null) {
  if (!element) return;
  let height = element.clientHeight;
  let belowView = element.scrollHeight - element.scrollTop - height;
  // The visitor's own scrolling moves the foot; a scroll event while the box is changing size
  // (its height is not the one last seen) is the resize's, and the observer below handles it.
  const remember = () => {
    if (element.clientHeight === height) belowView = element.scrollHeight - element.scrollTop - height;
  };
  const observer = new ResizeObserver(() => {
    height = element.clientHeight;
    element.scrollTop = element.scrollHeight - height - belowView;
  });
  observer.observe(element);
  element.addEventListener("scroll", remember, { passive: true });
  return () => {
    observer.disconnect();
    element.removeEventListener("scroll", remember);
  };
}

/** A panel sliding from the right edge, for the cart. */
export function SheetContent({
  className,
  children,
  closeDisabled = false,
  ...props
}: React.ComponentProps<typeof DialogPrimitive.Content> & { closeDisabled?: boolean }) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className={overlay} data-testid="sheet-overlay" />
      <DialogPrimitive.Content
        // From below the toasts' band, when there is one (components/ui/toast.tsx), to the foot of the window.
        className={cn(
          "fixed top-[var(--toast-room,0px)] right-0 bottom-0 z-50 flex w-full max-w-sm flex-col bg-white shadow-2xl transition-[top] duration-200",
          className,
        )}
        {...props}
      >
        {children}
        <CloseButton disabled={closeDisabled} />
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

function CloseButton({ disabled = false }: { disabled?: boolean }) {
  return (
    <DialogPrimitive.Close
      disabled={disabled}
      className="absolute top-3 right-3 flex size-11 items-center justify-center rounded-full text-muted hover:bg-cream hover:text-ink disabled:cursor-not-allowed disabled:opacity-50"
      aria-label="Close"
    >
      <X aria-hidden className="size-5" />
    </DialogPrimitive.Close>
  );
}
