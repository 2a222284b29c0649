import { cn } from "@/lib/utils";

export function Container({ className, ...props }: React.ComponentProps<"div">) {
  return <div className={cn("mx-auto w-full max-w-page px-4 sm:px-6 lg:px-8", className)} {...props} />;
}

/** The content layout (docs/product.md, Consultation pages): article 70% beside a sticky 350 px side panel on large screens, stacked below. */
export function WithSidePanel({
  children,
  panel,
  className,
  sticky = true,
}: {
  children: React.ReactNode;
  panel: React.ReactNode;
  className?: string;
  /** A panel taller than the window (a long form) scrolls with the page instead: sticky, its end would be out of reach. */
  sticky?: boolean;
}) {
  return (
    <div
      className={cn(
        "grid gap-8 lg:grid-cols-[minmax(0,7fr)_minmax(0,3fr)] xl:grid-cols-[minmax(0,1fr)_var(--spacing-side)]",
        className,
      )}
    >
      <div className="min-w-0">{children}</div>
      <aside className={cn("min-w-0", sticky && "lg:sticky lg:top-24 lg:self-start")} aria-label="Book a consultation">
        {panel}
      </aside>
    </div>
  );
}
