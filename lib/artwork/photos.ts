import "server-only";
import { existsSync, readdirSync } from "node:fs";
import { join, relative, sep } from "node:path";
import sharp from "sharp";
import { photoStem, type ArtSubject } from "./subjects";

export type Photo = { src: string; width: number; height: number };

/** Where the clinic puts photographs (docs/pictures.md); public/, so they are also served as they are. */
const photoFolder = "public/photos";
const formats = new Set(["jpg", "jpeg", "png", "webp", "avif"]);

let found: Promise<Map<string, Photo>> | undefined;

/** Every photograph under public/photos, by its path without extension, with its size (read once per process). */
function photos(): Promise<Map<string, Photo>> {
  return (found ??= scan(join(process.cwd(), photoFolder)));
}

/** Exported for its test, which scans a folder of its own. */
export async function scan(folder: string): Promise<Map<string, Photo>> {
  const result = new Map<string, Photo>();
  if (!existsSync(folder)) return result;
  for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
    const extension = entry.name.split(".").pop()?.toLowerCase() ?? "";
    if (!entry.isFile() || !formats.has(extension)) continue;
    const file = join(entry.parentPath, entry.name);
    const path = relative(folder, file).split(sep).join("/");
    // A file that cannot be measured is not a photograph a page can lay out without a shift.
    const { width, height } = await sharp(file)
      .metadata()
      .catch((error: Error) => {
        throw new Error(`${photoFolder}/${path}: not an image that can be read (${error.message})`);
      });
    if (!width || !height) throw new Error(`${photoFolder}/${path}: an image without a width and height`);
    result.set(path.slice(0, -(extension.length + 1)), { src: `/photos/${path}`, width, height });
  }
  return result;
}

/** The clinic's photograph of a subject, if it has put one in public/photos. */
export async function photoFor(subject: ArtSubject): Promise<Photo | undefined> {
  const stem = photoStem(subject);
  return stem === undefined ? undefined : (await photos()).get(stem);
}
