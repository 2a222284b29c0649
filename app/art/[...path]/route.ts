import { drawing, drawnSubjects, subjectAt } from "@/lib/artwork/drawings";
import { drawingPath } from "@/lib/artwork/subjects";

/**
 * The site's drawings as SVG files, made at build: a page refers to its pictures instead of
 * carrying them inline (and a second time in the framework's payload), so its HTML stays small
 * and its pictures are cached across pages (decision 022).
 */
export const dynamic = "force-static";
export const dynamicParams = false;

export function generateStaticParams() {
  return drawnSubjects().map((subject) => ({ path: drawingPath(subject)! }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ path: string[] }> }) {
  const subject = subjectAt((await params).path);
  const art = subject && drawing(subject);
  if (!art) return new Response("Not found\n", { status: 404 });
  return new Response(art.svg, { headers: { "Content-Type": "image/svg+xml; charset=utf-8" } });
}
