import { getImageProps } from "next/image";
import { preload } from "react-dom";
import { PhotoFrame } from "./photo-frame";

export type PhotoProps = {
  src: string;
  width: number;
  height: number;
  alt: string;
  /** The widths the picture takes on the page, for the browser to pick a file (the `sizes` attribute). */
  sizes: string;
  priority?: boolean;
  className?: string;
  /** Shown instead of 'Image not available' when the photograph fails (a doctor's initials). */
  fallback?: React.ReactNode;
  /** The picture lies behind a heading (a hero): its loading and failure notes keep to a corner. */
  backdrop?: boolean;
};

/**
 * A clinic's photograph, served by Next's image optimiser as AVIF or WebP in the widths the page
 * needs, with explicit dimensions. Its states, as docs/pictures.md gives them: a spinner with
 * 'Loading image...' while it loads, a fade-in when it arrives, and 'Image not available' (with
 * the error in the console) when it fails. Before JavaScript runs it is a plain picture; a new
 * `src` starts again from loading. The attributes are worked out where it renders (the server),
 * the states in the browser (photo-frame.tsx).
 */
export function Photo({ src, width, height, alt, sizes, priority = false, className, fallback, backdrop }: PhotoProps) {
  const { props } = getImageProps({
    src,
    width,
    height,
    alt,
    sizes,
    loading: priority ? "eager" : "lazy",
    fetchPriority: priority ? "high" : undefined,
  });
  // The picture at the top of the page is requested with the stylesheet, as next/image's `priority` did.
  if (priority)
    preload(props.src, { as: "image", imageSrcSet: props.srcSet, imageSizes: props.sizes, fetchPriority: "high" });
  return <PhotoFrame image={props} file={src} className={className} fallback={fallback} backdrop={backdrop} />;
}
