import { preload } from "react-dom";
import { photoFor } from "@/lib/artwork/photos";
import { drawingPath, drawingSize, type ArtSubject } from "@/lib/artwork/subjects";
import { cn } from "@/lib/utils";
import { Photo } from "./photo";

type ArtworkProps = {
  subject: ArtSubject;
  className?: string;
  /** The widths the picture takes on the page (the `sizes` attribute), for photographs. */
  sizes: string;
  /** The picture at the top of the page: fetched first, never lazily. */
  priority?: boolean;
  /** The picture lies behind a heading (a hero): a photograph's loading and failure notes keep to a corner. */
  backdrop?: boolean;
};

/**
 * A subject's picture: the clinic's photograph when it has put one in public/photos, otherwise
 * the site's own drawing of it, an SVG file made at build. Both are decorative here: the title
 * beside them names the subject. The drawing needs no JavaScript at all.
 */
export async function Artwork({ subject, className, sizes, priority = false, backdrop }: ArtworkProps) {
  const photo = await photoFor(subject);
  if (photo) return <Photo {...photo} alt="" sizes={sizes} priority={priority} backdrop={backdrop} className={className} />;
  const { width, height } = drawingSize(subject);
  const src = `/art/${drawingPath(subject)!.join("/")}`;
  // Named in the head, the picture is requested with the stylesheet instead of after the header's markup
  // and the scripts: it is the largest paint of most pages on a phone (decision 022).
  if (priority) preload(src, { as: "image", fetchPriority: "high" });
  return (
    // A drawing is already the right file for every width; next/image would only wrap it.
    // eslint-disable-next-line @next/next/no-img-element
    <img
      src={src}
      alt=""
      width={width}
      height={height}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding="async"
      className={cn("object-cover", className)}
    />
  );
}
