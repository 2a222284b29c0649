"use client";

import { useEffect, useState } from "react";
import { Link } from "@/components/ui/link";
import { buttonVariants } from "@/components/ui/button";

/**
 * After a consultation request is sent: when booking is on, the offer to pick a time at once,
 * in the picker with the free first call chosen and the visitor's own zone. Booking is on or off
 * at run time, and the pages with the form are prerendered, so it asks the server.
 */
export function PickATime() {
  const [href, setHref] = useState<string>();
  useEffect(() => {
    let live = true;
    fetch("/book-consultation/open", { cache: "no-store" })
      .then((response) => (response.ok ? response.json() : { on: false }))
      .then(({ on }: { on?: boolean }) => {
        if (!live || !on) return;
        const params = new URLSearchParams({ type: "free-first-call" });
        const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
        if (zone) params.set("tz", zone);
        setHref(`/book-consultation?${params}`);
      })
      .catch(() => {});
    return () => {
      live = false;
    };
  }, []);
  if (!href) return null;
  return (
    <div role="status" className="mt-4 rounded-xl bg-highlight-soft p-4 text-sm">
      <p>Request sent. Rather choose the time yourself? Doctors have free times you can book now.</p>
      <Link href={href} className={buttonVariants({ variant: "secondary", className: "mt-3" })}>
        Pick a time now
      </Link>
    </div>
  );
}
