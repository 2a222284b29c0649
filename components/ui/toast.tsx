"use client";

import { useEffect, useState, type ComponentType } from "react";
import type { ExternalToast, ToasterProps } from "sonner";

/**
 * One toast system for the whole site (docs/product.md): up to 3 visible, 5000 ms by default.
 * sonner is fetched on the first toast, so pages that never toast never load it.
 */
type Sonner = typeof import("sonner");
let sonner: Promise<Sonner> | undefined;
let hostMounted: Promise<void> | undefined;
let markMounted: (() => void) | undefined;
let mountHost: (() => void) | undefined;

const loadSonner = () => (sonner ??= import("sonner"));

const TOAST_DURATION_MS = 5000;

export function ToastHost() {
  const [Toaster, setToaster] = useState<ComponentType<ToasterProps> | null>(null);
  useEffect(() => {
    mountHost = () => void loadSonner().then((m) => setToaster(() => m.Toaster));
    if (hostMounted) mountHost();
    return () => {
      mountHost = undefined;
    };
  }, []);
  // Child effects run first, so sonner has subscribed by the time this fires.
  useEffect(() => {
    if (Toaster) markMounted?.();
  }, [Toaster]);
  if (!Toaster) return null;
  return (
    // At the top, below the sticky header, clear of the buttons at the foot of the cart drawer
    // and of the dialogs' submit buttons. An error is marked in red as well as by its icon.
    <Toaster
      position="top-center"
      offset={{ top: 80 }}
      mobileOffset={{ top: 72 }}
      visibleToasts={3}
      duration={TOAST_DURATION_MS}
      closeButton
      toastOptions={{
        classNames: {
          toast: "font-sans",
          title: "font-semibold text-ink",
          description: "text-body",
          error: "!border-l-4 !border-l-danger [&_[data-title]]:!text-danger [&_[data-icon]]:!text-danger",
          success: "!border-l-4 !border-l-brand [&_[data-icon]]:!text-brand",
        },
      }}
    />
  );
}

function whenHostReady(): Promise<void> {
  if (!hostMounted) {
    hostMounted = new Promise((resolve) => (markMounted = resolve));
    mountHost?.();
  }
  return hostMounted;
}

export type ToastOptions = Pick<ExternalToast, "description" | "duration"> & { variant?: "default" | "error" | "success" };

export async function toast(title: string, options: ToastOptions = {}) {
  await whenHostReady();
  const { toast: show } = await loadSonner();
  const { variant = "default", ...rest } = options;
  if (variant === "error") show.error(title, rest);
  else if (variant === "success") show.success(title, rest);
  else show(title, rest);
}

/** Clears the toasts on screen: opening the cart, the visitor sees for themselves what 'Added to cart' said. */
export function dismissToasts() {
  void sonner?.then(({ toast: show }) => show.dismiss());
}
