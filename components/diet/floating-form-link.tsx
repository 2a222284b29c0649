"use client";

import { useEffect, useState } from "react";

/**
 * The floating 'Book My Free Consultation' button: a plain link to the form (it works
 * without JavaScript), which steps aside once the form is on screen so it never covers
 * the fields it points to.
 */
export function FloatingFormLink({ targetId, children }: { targetId: string; children: React.ReactNode }) {
  const [formVisible, setFormVisible] = useState(false);
  useEffect(() => {
    const target = document.getElementById(targetId);
    if (!target) return;
    const observer = new IntersectionObserver(([entry]) => setFormVisible(Boolean(entry?.isIntersecting)));
    observer.observe(target);
    return () => observer.disconnect();
  }, [targetId]);
  return (
    <a
      href={`#${targetId}`}
      hidden={formVisible}
      className="fixed right-4 bottom-4 z-30 inline-flex min-h-12 items-center rounded-full bg-saffron px-5 text-sm font-semibold text-white shadow-lg hover:bg-saffron/90"
    >
      {children}
    </a>
  );
}
