import { peerAddressHeader, shutdownRegistry } from "@/lib/server-shared.mjs";
import { isOwnRevalidation, isSiteTag, revalidateSite } from "@/lib/site";

export const dynamic = "force-dynamic";
const headers = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" };

/**
 * The process's own call to revalidate the pages that show the clinic's facts (lib/site/listener.ts):
 * at start, and on each save another instance announces on the shared database. Anyone else,
 * without the process's secret or from off the machine, gets the site's plain 404.
 */
export async function POST(request: Request) {
  if (!isOwnRevalidation(request.headers, request.headers.get(peerAddressHeader), shutdownRegistry().address?.host))
    return new Response("Not found.\n", { status: 404, headers });
  const body = (await request.json().catch(() => ({}))) as { tags?: unknown };
  const tags = Array.isArray(body.tags)
    ? body.tags.filter((t): t is string => typeof t === "string").filter(isSiteTag)
    : [];
  revalidateSite(tags);
  return Response.json({ revalidated: tags }, { headers });
}
