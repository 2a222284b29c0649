"use client";

import { X } from "lucide-react";
import { Link } from "@/components/ui/link";
import { buttonVariants } from "@/components/ui/button";
import { useHydrated } from "@/components/ui/use-hydrated";
import { cn } from "@/lib/utils";

const offerText = "Rather choose the time yourself? See the doctors' free times and book one now.";

/**
 * The picker with the free first call chosen. Once the scripts run, in the browser's zone; before
 * them (the confirmation of a form posted without JavaScript) the picker shows the clinic's zone
 * and the list to choose from, as for any address without one.
 */
function usePickerHref() {
  const hydrated = useHydrated();
  const params = new URLSearchParams({ type: "free-first-call" });
  const zone = hydrated ? Intl.DateTimeFormat().resolvedOptions().timeZone : undefined;
  if (zone) params.set("tz", zone);
  return `/book-consultation?${params}`;
}

function PickLink({ onFollow }: { onFollow?: () => void }) {
  return (
    <Link href={usePickerHref()} onClick={onFollow} className={buttonVariants({ variant: "secondary", className: "mt-3" })}>
      Pick a time now
    </Link>
  );
}

/** The offer's words and link, inside a confirmation that already says the request was sent (a form posted without JavaScript). */
export function PickATimeOffer() {
  return (
    <>
      <p className="mt-3 text-sm">{offerText}</p>
      <PickLink />
    </>
  );
}

/** After a consultation request sent from a form on the page while booking is on (the answer says so): the offer under the form. */
export function PickATime({ className }: { className?: string }) {
  return (
    <div role="status" className={cn("rounded-xl bg-highlight-soft p-4 text-sm", className)}>
      <p>Request sent. {offerText}</p>
      <PickLink />
    </div>
  );
}

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
