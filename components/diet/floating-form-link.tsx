"use client";

import { useEffect, useState } from "react";

/**
 * The floating 'Book My Free Consultation' button: a plain link to the form (it works
 * without JavaScript), which steps aside once the form is on screen so it never covers
 * the fields it points to, and while one of the `avoid` elements (the plans' buttons) passes
 * through the bottom of the screen, where it floats, so it never covers them either.
 */
export function FloatingFormLink({
  targetId,
  avoid,
  children,
}: {
  targetId: string;
  avoid?: string;
  children: React.ReactNode;
}) {
  const [formVisible, setFormVisible] = useState(false);
  const [covering, setCovering] = useState(false);
  useEffect(() => {
    const target = document.getElementById(targetId);
    if (!target) return;
    const observer = new IntersectionObserver(([entry]) => setFormVisible(Boolean(entry?.isIntersecting)));
    observer.observe(target);
    // The bottom tenth of the screen: the button's 48 px and its 16 px margin on a phone's 740 px and up.
    const under = new Set<Element>();
    const strip = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) under.add(entry.target);
          else under.delete(entry.target);
        }
        setCovering(under.size > 0);
      },
      { rootMargin: "-90% 0px 0px 0px" },
    );
    if (avoid) for (const element of document.querySelectorAll(avoid)) strip.observe(element);
    return () => {
      observer.disconnect();
      strip.disconnect();
    };
  }, [targetId, avoid]);
  return (
    <a
      href={`#${targetId}`}
      hidden={formVisible || covering}
      className="fixed right-4 bottom-4 z-30 inline-flex min-h-12 items-center rounded-full bg-saffron px-5 text-sm font-semibold text-white shadow-lg hover:bg-saffron/90"
    >
      {children}
    </a>
  );
}
