import { searchIndexJson, searchIndexVersion } from "@/lib/search/index-json";

/**
 * The site search's index as JSON, made at build (decision 028). The browser fetches it only
 * once a visitor starts to search. Its address carries a hash of its content, so it can be
 * kept for good: new content makes a new address, and the header links to that one.
 *
 * A page the server renders again after a desk edit (lib/site) links the index this process
 * makes, which can differ from the build's, so that address is answered too; any other is 404.
 */
export const dynamicParams = true;

export function generateStaticParams() {
  return [{ version: searchIndexVersion() }];
}

export async function GET(_request: Request, { params }: { params: Promise<{ version: string }> }) {
  if ((await params).version !== searchIndexVersion())
    return new Response("Not found.\n", { status: 404, headers: { "Cache-Control": "no-store" } });
  return new Response(searchIndexJson(), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Cache-Control": "public, max-age=31536000, immutable",
    },
  });
}
