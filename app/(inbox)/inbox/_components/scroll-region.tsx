import type { ReactNode } from "react";

/**
 * A wide table's own scrolling box: on a phone it scrolls sideways within the box, never the
 * page, and as a named region that takes the keyboard's focus it can be scrolled without a mouse
 * (axe's scrollable-region-focusable).
 */
export function ScrollRegion({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={`overflow-x-auto${className ? ` ${className}` : ""}`} tabIndex={0} role="region" aria-label={label}>
      {children}
    </div>
  );
}
