import { drawing } from "@/lib/artwork/drawings";
import { photoFor } from "@/lib/artwork/photos";
import { drawingPath, drawingSize, type ArtSubject } from "@/lib/artwork/subjects";
import { cn } from "@/lib/utils";
import { DrawingInPage } from "./drawing-in-page";
import { Photo } from "./photo";

/**
 * How many cards at the top of a list draw their picture in the page (`inline`): the ones a
 * phone's browser fetches with the first screen anyway, its lazy pictures' margin included.
 */
export const firstScreenCards = 4;

type ArtworkProps = {
  subject: ArtSubject;
  className?: string;
  /** The widths the picture takes on the page (the `sizes` attribute), for photographs. */
  sizes: string;
  /** The picture at the top of the page: fetched first, never lazily; a drawing is drawn in the page. */
  priority?: boolean;
  /** A drawing near the top of the page (the first cards of a list): drawn in the page, not fetched. */
  inline?: boolean;
  /** The picture lies behind a heading (a hero): a photograph's loading and failure notes keep to a corner. */
  backdrop?: boolean;
  /**
   * What a drawing that fails to load shows in its place: 'Image not available' unless the card
   * names its subject there (the consultation cards, as docs/product.md has them), or nothing
   * ("") where the box is too small for words.
   */
  fallback?: string;
};

/**
 * A subject's picture: the clinic's photograph when it has put one in public/photos, otherwise
 * the site's own drawing of it, made at build. Both are decorative here: the title beside them
 * names the subject. The drawing needs no JavaScript at all.
 */
export async function Artwork({
  subject,
  className,
  sizes,
  priority = false,
  inline = false,
  backdrop,
  fallback = "Image not available",
}: ArtworkProps) {
  const photo = await photoFor(subject);
  if (photo)
    return <Photo {...photo} alt="" sizes={sizes} priority={priority} backdrop={backdrop} className={className} />;
  const src = `/art/${drawingPath(subject)!.join("/")}`;
  if (priority || inline) return <InlineDrawing subject={subject} src={src} className={className} />;
  const { width, height } = drawingSize(subject);
  return (
    // A drawing is already the right file for every width; next/image would only wrap it. If it
    // fails, `art-img` (app/globals.css) draws `data-fallback` over the browser's broken-image
    // icon, with no script: the photographs' 'Image not available' state, for drawings.
    // eslint-disable-next-line @next/next/no-img-element
    <img
      src={src}
      alt=""
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
      data-fallback={fallback}
      className={cn("art-img object-cover", className)}
    />
  );
}

/**
 * A drawing on the first screen, as SVG in the page's own markup. As an <img>, every SVG picture
 * costs the browser a document of its own, built on the main thread while the page loads (3-30 ms
 * each on a 2-core test machine, which Lighthouse's phone counts four times). Drawn in the page,
 * it is a few dozen shapes laid out with the rest, and one request fewer (decision 044). Its
 * `slice` aspect keeps it covering its box, as `object-cover` does for the file, which
 * `data-drawing` names.
 */
function InlineDrawing({ subject, src, className }: { subject: ArtSubject; src: string; className?: string }) {
  return <DrawingInPage svg={drawing(subject)!.svg} src={src} className={className} />;
}
