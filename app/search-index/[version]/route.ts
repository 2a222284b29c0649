import { searchIndexJson, searchIndexVersion } from "@/lib/search/index-json";

/**
 * The site search's index as JSON, made at build (decision 028). The browser fetches it only
 * once a visitor starts to search. Its address carries a hash of its content, so it can be
 * kept for good: new content makes a new address, and the header links to that one.
 */
export const dynamicParams = false;

export function generateStaticParams() {
  return [{ version: searchIndexVersion() }];
}

export async function GET() {
  return new Response(searchIndexJson(), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Cache-Control": "public, max-age=31536000, immutable",
    },
  });
}
