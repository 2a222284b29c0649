import { NextResponse, type NextRequest } from "next/server";
import { inboxAccess, inboxChallenge, inboxResponseHeaders } from "@/lib/leads/inbox-auth";

/**
 * HTTP Basic authentication in front of the clinic's lead inbox (/inbox and everything
 * under it, including its server actions, which are POSTs to the page). Nothing else runs
 * through here: see the matcher. The page, its actions and the CSV route check again.
 */
export function proxy(request: NextRequest) {
  const access = inboxAccess(request.headers.get("authorization"));
  if (access === "disabled") {
    return new NextResponse("Not found\n", {
      status: 404,
      headers: { ...inboxResponseHeaders, "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  if (access === "denied") {
    return new NextResponse("This page needs the clinic's inbox password.\n", {
      status: 401,
      headers: { ...inboxResponseHeaders, "Content-Type": "text/plain; charset=utf-8", "WWW-Authenticate": inboxChallenge },
    });
  }
  const response = NextResponse.next();
  for (const [name, value] of Object.entries(inboxResponseHeaders)) response.headers.set(name, value);
  return response;
}

export const config = {
  matcher: ["/inbox", "/inbox/:path*"],
};
