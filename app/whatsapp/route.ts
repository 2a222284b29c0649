import type { NextRequest } from "next/server";
import { liveSite } from "@/lib/site";
import { pageFromReferrer, whatsappUrl } from "@/lib/whatsapp";

/**
 * Sends a visitor on to WhatsApp with a message naming the page they were on, which the
 * header and the side panel cannot know: they are rendered once for every page. The page
 * comes from the Referer header, so the links need no JavaScript (decision 030). Without
 * the clinic's WhatsApp number (the desk, /inbox/site) there is no WhatsApp link anywhere, and this address does not exist.
 */
export async function GET(request: NextRequest) {
  const siteConfig = await liveSite();
  const number = siteConfig.whatsapp;
  if (!number)
    return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  const page = pageFromReferrer(request.headers.get("referer"), siteConfig.url, request.headers.get("host"));
  return new Response(null, {
    status: 303,
    headers: {
      Location: whatsappUrl(number, page),
      // Each answer depends on the page the visitor came from.
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex",
    },
  });
}
