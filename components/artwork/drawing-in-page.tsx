import { cn } from "@/lib/utils";

/**
 * A drawing in the page's own markup: its SVG fills the box, and `data-drawing` names the file
 * it is also served as. Decorative unless it has a `label`, which names it as an image.
 * Server and client components both use it: Artwork for first-screen drawings, the home banners.
 */
export function DrawingInPage({
  svg,
  src,
  label,
  className,
}: {
  svg: string;
  src: string;
  label?: string;
  className?: string;
}) {
  const name = label ? ({ role: "img", "aria-label": label } as const) : ({ "aria-hidden": true } as const);
  return (
    <span
      {...name}
      data-drawing={src}
      className={cn("block overflow-hidden *:block *:size-full", className)}
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  );
}
