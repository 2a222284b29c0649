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

/** The space between two toasts, and below the last (sonner's default, named here because the room below counts it). */
const TOAST_GAP_PX = 14;

export function ToastHost() {
  const [Toaster, setToaster] = useState<ComponentType<ToasterProps> | null>(null);
  const [toaster, setToasterElement] = useState<HTMLElement | null>(null);
  useToastRoom(toaster);
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
    // and of the dialogs' submit buttons; an open dialog keeps below them (useToastRoom). An
    // error is marked in red as well as by its icon.
    <div ref={setToasterElement} className="contents">
      <Toaster
        position="top-center"
        offset={{ top: 80 }}
        mobileOffset={{ top: 72 }}
        gap={TOAST_GAP_PX}
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
    </div>
  );
}

/**
 * A toast must never hide an open dialog's content: a send that fails in a dialog is told by a
 * toast, and the form it is about stays open. While toasts are on screen this measures the band
 * they take at the top of the window, as `--toast-room` on the document, and dialogs keep below
 * it (components/ui/dialog.tsx). Each toast counts at its full height, as when a touch spreads
 * the stack out, so the band is never smaller than the toasts; it goes when the last has left.
 */
function useToastRoom(toaster: HTMLElement | null) {
  useEffect(() => {
    if (!toaster) return;
    const root = document.documentElement;
    const measure = () => {
      const list = toaster.querySelector("[data-sonner-toaster]");
      const toasts = [...toaster.querySelectorAll<HTMLElement>("[data-sonner-toast]:not([data-visible='false'])")];
      if (!list || !toasts.length) return root.style.removeProperty("--toast-room");
      const height = toasts.reduce((sum, toast) => sum + toast.offsetHeight + TOAST_GAP_PX, 0);
      root.style.setProperty("--toast-room", `${Math.ceil(list.getBoundingClientRect().top + height)}px`);
    };
    const sizes = new ResizeObserver(measure);
    const changes = new MutationObserver(() => {
      sizes.disconnect();
      for (const toast of toaster.querySelectorAll("[data-sonner-toast]")) sizes.observe(toast);
      measure();
    });
    changes.observe(toaster, { childList: true, subtree: true, attributes: true, attributeFilter: ["data-visible"] });
    return () => {
      changes.disconnect();
      sizes.disconnect();
      root.style.removeProperty("--toast-room");
    };
  }, [toaster]);
}

function whenHostReady(): Promise<void> {
  if (!hostMounted) {
    hostMounted = new Promise((resolve) => (markMounted = resolve));
    mountHost?.();
  }
  return hostMounted;
}

export type ToastOptions = Pick<ExternalToast, "description" | "duration"> & {
  variant?: "default" | "error" | "success";
};

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
