"use client";

import { createContext, use } from "react";
import type { ConsentParty } from "@/lib/leads/client";

/**
 * The clinic's name and e-mail address for the consent box (lib/leads/consent.ts). They come from
 * the server's configuration, which the browser does not have: the site's layout hands them down
 * here, so a form rendered on the server and the same form hydrated, or opened in a popup, say the same.
 */
const ConsentPartyContext = createContext<ConsentParty | null>(null);

export function ConsentPartyProvider({ party, children }: { party: ConsentParty; children: React.ReactNode }) {
  return <ConsentPartyContext value={party}>{children}</ConsentPartyContext>;
}

export function useConsentParty(): ConsentParty {
  const party = use(ConsentPartyContext);
  if (!party)
    throw new Error(
      "A lead form is rendered outside ConsentPartyProvider (app/(site)/layout.tsx): its consent box would not name the clinic",
    );
  return party;
}
