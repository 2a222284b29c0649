import "server-only";
import { createHash } from "node:crypto";
import sharp, { type Metadata } from "sharp";
import type { StoredPhoto } from "./doctors";

/**
 * A doctor's photograph as the desk takes it (docs/pictures.md, decision 121): JPEG, PNG, WebP
 * or HEIC up to 10 MB, turned upright (EXIF orientation applied), cropped square and written in
 * the widths the card draws it at, as AVIF and WebP, with no metadata at all (sharp writes none
 * unless asked: no EXIF, no GPS, no camera). Anything else is refused with a sentence for the form.
 */

export const maxPhotoBytes = 10 * 1024 * 1024;
/**
 * The most pixels a photograph may decode to: a 48-megapixel phone camera's is about 48.8
 * million; a "decompression bomb" (a small file that decodes to billions of pixels) is refused
 * before it is decoded.
 */
const maxPhotoPixels = 60_000_000;
/** The card's portrait is 64 CSS pixels: 1x, 2x and 3x screens, and 256 for anything larger (the desk, structured data). */
export const photoWidths = [64, 128, 192, 256] as const;
export type PhotoFormat = "avif" | "webp";

export type PhotoFile = { width: number; format: PhotoFormat; bytes: Buffer };
export type ProcessedPhoto = { photo: StoredPhoto; files: PhotoFile[] };
export type PhotoRefusal = { refused: string };

/** What sharp reads as each accepted kind (HEIC is read by libheif, as "heif"). */
const accepted = new Set(["jpeg", "png", "webp", "heif"]);

/** The ISO-BMFF brands of HEIC/HEIF files (the "ftyp" box at byte 4). */
const heifBrands = new Set(["heic", "heix", "heim", "heis", "hevc", "hevx", "mif1", "msf1", "avif"]);
const isHeif = (bytes: Buffer) =>
  bytes.length > 12 && bytes.toString("latin1", 4, 8) === "ftyp" && heifBrands.has(bytes.toString("latin1", 8, 12));

/** Most iPhone photographs are HEIC compressed as HEVC, which the prebuilt libvips of sharp does not decode (AV1-compressed HEIF it does). */
const heicRefusal =
  "This HEIC photograph uses a compression this server cannot read: export it as JPEG (on an iPhone, Settings, Camera, Formats, Most Compatible) and upload it again.";

/** The photograph's bytes made into the files the pages serve, or why not (nothing is stored either way here). */
export async function processPhoto(bytes: Buffer): Promise<ProcessedPhoto | PhotoRefusal> {
  if (bytes.length === 0) return { refused: "Choose a photograph to upload." };
  if (bytes.length > maxPhotoBytes)
    return { refused: `The file is ${(bytes.length / 1024 / 1024).toFixed(1)} MB; a photograph may be at most 10 MB.` };
  const input = { limitInputPixels: maxPhotoPixels, failOn: "error" as const };
  let meta: Metadata;
  try {
    // The header only, nothing decoded: its size is checked against the limit below, with a sentence of its own.
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    return {
      refused: isHeif(bytes)
        ? heicRefusal
        : "This file is not a photograph this site can read: upload a JPEG, PNG, WebP or HEIC image.",
    };
  }
  if (!meta.format || !accepted.has(meta.format))
    return { refused: `This is a ${meta.format ?? "file"} file: upload a JPEG, PNG, WebP or HEIC photograph.` };
  const pixels = (meta.width ?? 0) * (meta.height ?? 0);
  if (pixels > maxPhotoPixels)
    return {
      refused: `The image is ${meta.width} × ${meta.height} pixels, more than ${maxPhotoPixels / 1_000_000} million: make it smaller and upload it again.`,
    };
  if (!meta.width || !meta.height || Math.min(meta.width, meta.height) < 64)
    return { refused: "The photograph must be at least 64 pixels wide and high." };
  try {
    // Upright first: the crop and the sizes are of the picture as it is seen.
    const upright = await sharp(bytes, input).rotate().toBuffer({ resolveWithObject: true });
    const files: PhotoFile[] = [];
    for (const width of photoWidths) {
      const square = sharp(upright.data, input).resize(width, width, { fit: "cover", position: "attention" });
      files.push({ width, format: "avif", bytes: await square.clone().avif({ quality: 55 }).toBuffer() });
      files.push({ width, format: "webp", bytes: await square.clone().webp({ quality: 78 }).toBuffer() });
    }
    const hash = createHash("sha256");
    for (const file of files) hash.update(file.bytes);
    return {
      photo: { hash: hash.digest("hex").slice(0, 20), width: upright.info.width, height: upright.info.height },
      files,
    };
  } catch {
    return {
      refused: isHeif(bytes)
        ? heicRefusal
        : "This photograph could not be read to the end (the file may be damaged): export it again and upload it.",
    };
  }
}

/** The address of one size of a stored photograph; the format is the browser's (Accept), both carry the same picture. */
export const photoPath = (hash: string, width: number) => `/site-photos/${hash}-${width}`;

/** The `<img>` attributes of a doctor's portrait: the sizes by width, the card's 64 CSS pixels. */
export function portraitImage(photo: StoredPhoto, alt: string) {
  return {
    src: photoPath(photo.hash, 128),
    srcSet: photoWidths.map((w) => `${photoPath(photo.hash, w)} ${w}w`).join(", "),
    sizes: "64px",
    width: 64,
    height: 64,
    alt,
    loading: "lazy" as const,
    decoding: "async" as const,
  };
}
