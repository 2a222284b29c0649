import { NextResponse, type NextRequest } from "next/server";
import { inboxChallenge, inboxGate, inboxResponseHeaders } from "@/lib/leads/inbox-auth";
import { clientAddress, requestId } from "@/lib/net/client-address";

const text = { ...inboxResponseHeaders, "Content-Type": "text/plain; charset=utf-8" };

/**
 * HTTP Basic authentication in front of the clinic's lead inbox (/inbox and everything
 * under it, including its server actions, which are POSTs to the page), with the failure
 * limit around it (lib/leads/inbox-auth.ts). Nothing else runs through here: see the
 * matcher. The page, its actions and the CSV route check the password again.
 */
export async function proxy(request: NextRequest) {
  const gate = await inboxGate(request.headers.get("authorization"), {
    address: clientAddress(request.headers),
    requestId: requestId(request.headers),
  });
  switch (gate.kind) {
    case "disabled":
      return new NextResponse("Not found\n", { status: 404, headers: text });
    case "challenge":
      return new NextResponse("This page needs the clinic's inbox password.\n", {
        status: 401,
        headers: { ...text, "WWW-Authenticate": inboxChallenge },
      });
    case "blocked":
      return new NextResponse("Too many wrong passwords. Please try again later.\n", {
        status: 429,
        headers: { ...text, "Retry-After": String(gate.retryAfterSeconds) },
      });
    case "granted": {
      const response = NextResponse.next();
      for (const [name, value] of Object.entries(inboxResponseHeaders)) response.headers.set(name, value);
      return response;
    }
  }
}

export const config = {
  matcher: ["/inbox", "/inbox/:path*"],
};
