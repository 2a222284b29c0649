"use client";

import { Phone } from "lucide-react";
import { toast } from "@/components/ui/toast";

const COPIED_TOAST_MS = 2000;

/**
 * A tel: link everywhere, so phones dial and it works before scripts load. On a desktop
 * (a wide screen with a fine pointer) a click copies the number and says 'Copied' instead.
 */
export function PhoneButton({ phone, dial }: { phone: string; dial: string }) {
  const onClick = async (e: React.MouseEvent<HTMLAnchorElement>) => {
    const desktop = window.matchMedia("(min-width: 768px) and (pointer: fine)").matches;
    if (!desktop || !navigator.clipboard) return;
    e.preventDefault();
    try {
      await navigator.clipboard.writeText(dial);
      void toast("Copied", { description: phone, duration: COPIED_TOAST_MS });
    } catch {
      window.location.href = `tel:${dial}`;
    }
  };
  return (
    <a
      href={`tel:${dial}`}
      onClick={onClick}
      className="inline-flex min-h-11 items-center gap-2 rounded-full bg-brand px-3 text-sm font-semibold text-white hover:bg-brand-strong md:px-4"
      aria-label={`Call ${phone}`}
      title="Click to copy the number"
    >
      <Phone aria-hidden className="size-4" />
      <span className="hidden whitespace-nowrap 2xl:inline">{phone}</span>
    </a>
  );
}
