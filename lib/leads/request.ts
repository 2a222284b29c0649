import { clientAddress, requestId } from "@/lib/net/client-address";

/** What the lead service needs to know about the request, from its headers (lib/net/client-address.ts). */
export const clientFromHeaders = (headers: Pick<Headers, "get">) => ({
  address: clientAddress(headers),
  userAgent: headers.get("user-agent") ?? "",
  referer: headers.get("referer") ?? "",
  requestId: requestId(headers),
});
