"use client";

import { X } from "lucide-react";
import { buttonVariants } from "@/components/ui/button";
import { offerText, PickLink } from "./pick-a-time";

/**
 * The same offer after a popup, which closes once its request is sent: a card at the foot of the
 * window that stays until the visitor closes it or follows it, where a toast would vanish. It
 * covers nothing but its corner, and no dialog: it is not modal.
 */
export function PickATimeCard({ onClose }: { onClose: () => void }) {
  return (
    <div
      role="status"
      aria-label="Pick a time"
      className="fixed inset-x-3 bottom-3 z-40 rounded-2xl border border-line bg-white p-4 pr-14 text-sm shadow-xl sm:right-auto sm:left-4 sm:max-w-sm"
    >
      <p>
        <strong className="font-semibold text-ink">Request sent.</strong> {offerText}
      </p>
      <PickLink onFollow={onClose} />
      <button
        type="button"
        onClick={onClose}
        aria-label="Close"
        className={buttonVariants({ variant: "ghost", size: "icon", className: "absolute top-2 right-2" })}
      >
        <X aria-hidden />
      </button>
    </div>
  );
}
