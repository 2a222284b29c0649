import { NextResponse, type NextRequest } from "next/server";
import { filteredListRoute } from "@/lib/filters/filtered-lists";
import { inboxGate, inboxResponseHeaders, sessionCookieName } from "@/lib/staff/client";

const text = { ...inboxResponseHeaders, "Content-Type": "text/plain; charset=utf-8" };

/**
 * Two jobs, and nothing else runs through here (see the matcher):
 *
 * The lists (/products, /blogs, /doctors) are prerendered for their bare address; one with a
 * query is rewritten to its per-request rendering (lib/filters/filtered-lists.ts, decision 040).
 *
 * The front door of the clinic's inbox (/inbox and everything under it, including its server
 * actions, which are POSTs to its pages): without a session cookie a visit goes to the
 * sign-in page and anything else is refused with 401. Every inbox page, action and route
 * then checks the session itself against the database (docs/decisions/035). Every answer is
 * uncached and unindexed.
 */
export async function proxy(request: NextRequest) {
  const rendering = filteredListRoute(request.nextUrl.pathname, request.nextUrl.search);
  if (rendering) {
    const url = request.nextUrl.clone();
    url.pathname = rendering;
    return NextResponse.rewrite(url);
  }
  if (!request.nextUrl.pathname.startsWith("/inbox")) return NextResponse.next();
  const decision = inboxGate({
    pathname: request.nextUrl.pathname,
    search: request.nextUrl.search,
    method: request.method,
    token: request.cookies.get(sessionCookieName)?.value,
  });
  switch (decision.kind) {
    case "sign-in":
      // Next wants an absolute address here; it is the request's own origin.
      return new NextResponse(null, {
        status: 303,
        headers: { ...inboxResponseHeaders, Location: new URL(decision.location, request.url).href },
      });
    case "refuse":
      return new NextResponse("Please sign in to the clinic's inbox first.\n", { status: 401, headers: text });
    case "pass": {
      const response = NextResponse.next();
      for (const [name, value] of Object.entries(inboxResponseHeaders)) response.headers.set(name, value);
      return response;
    }
  }
}

export const config = {
  // The inbox, and the lists rendered per request for an address with a query (decision 040).
  matcher: ["/inbox", "/inbox/:path*", "/products", "/blogs", "/doctors"],
};
