"use client";

import { lazy, Suspense, useState, type ComponentType } from "react";

export type DialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

/**
 * Dialog code (Radix and the dialog's own) is fetched on first use, or on hover/focus
 * of its trigger just ahead of the click: pages do not pay for dialogs most visitors
 * never open. The module passed in renders its own <Dialog> root.
 */
export function lazyDialog<P extends object>(load: () => Promise<{ default: ComponentType<P & DialogProps> }>) {
  const Component = lazy(load);
  function useDialog() {
    const [open, setOpen] = useState(false);
    const [used, setUsed] = useState(false);
    return {
      open,
      preload: () => void load(),
      show: () => {
        setUsed(true);
        setOpen(true);
      },
      render: (props: P) =>
        used ? (
          <Suspense fallback={null}>
            <Component {...props} open={open} onOpenChange={setOpen} />
          </Suspense>
        ) : null,
    };
  }
  return useDialog;
}
