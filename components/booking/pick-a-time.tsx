"use client";

import { Link } from "@/components/ui/link";
import { buttonVariants } from "@/components/ui/button";
import { useHydrated } from "@/components/ui/use-hydrated";
import { cn } from "@/lib/utils";

export const offerText = "Rather choose the time yourself? See the doctors' free times and book one now.";

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

export function PickLink({ onFollow }: { onFollow?: () => void }) {
  return (
    <Link
      href={usePickerHref()}
      onClick={onFollow}
      className={buttonVariants({ variant: "secondary", className: "mt-3" })}
    >
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
