import { database } from "@/lib/db";
import { photoFile, photoWidths, type PhotoFormat } from "@/lib/site";

export const dynamic = "force-dynamic";

/** A year, and never asked again: the address carries the content hash, so a new photograph is a new address. */
const forever = "public, max-age=31536000, immutable";

/**
 * A doctor's photograph as the desk stored it (lib/site/photos.ts), from the database, so every
 * instance serves the same file: /site-photos/<hash>-<width>, AVIF to a browser that says it
 * takes it, else WebP (both hold the same picture; Vary: Accept keeps caches apart).
 */
async function answer(request: Request, params: Promise<{ file: string }>, head: boolean) {
  const match = /^([0-9a-f]{20})-(\d{2,3})$/.exec((await params).file);
  const width = Number(match?.[2]);
  if (!match || !(photoWidths as readonly number[]).includes(width))
    return new Response("Not found.\n", { status: 404, headers: { "Cache-Control": "no-store" } });
  const format: PhotoFormat = (request.headers.get("accept") ?? "").includes("image/avif") ? "avif" : "webp";
  const bytes = await photoFile((await database()).kysely, match[1]!, width, format);
  if (!bytes) return new Response("Not found.\n", { status: 404, headers: { "Cache-Control": "no-store" } });
  const headers = {
    "Content-Type": `image/${format}`,
    "Content-Length": String(bytes.length),
    "Cache-Control": forever,
    Vary: "Accept",
    ETag: `"${match[1]}-${width}-${format}"`,
  };
  if (request.headers.get("if-none-match") === headers.ETag) return new Response(null, { status: 304, headers });
  return new Response(head ? null : new Uint8Array(bytes), { headers });
}

export function GET(request: Request, { params }: { params: Promise<{ file: string }> }) {
  return answer(request, params, false);
}

export function HEAD(request: Request, { params }: { params: Promise<{ file: string }> }) {
  return answer(request, params, true);
}
