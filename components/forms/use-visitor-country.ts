"use client";

import { useEffect, useEffectEvent, type RefObject } from "react";
import { fallbackCountry } from "@/lib/leads/client";

/**
 * Once the form has hydrated, its phone's country moves from the server's fallbackCountry to
 * the visitor's (their browser's zone, then its languages: lib/leads/default-country.ts), the
 * same rule for every form. A country the page was given (`given`), or that the visitor chose
 * before the scripts ran, is left as it is. The rule and its zone table load only then, in a
 * chunk of their own, so they add nothing to the page's first scripts.
 */
export function useVisitorCountry(
  formRef: RefObject<HTMLFormElement | null>,
  given: string | undefined,
  onType: (name: string, value: string) => void,
) {
  const stillFallback = () => {
    const select = formRef.current?.elements.namedItem("countryCode");
    return !given && select instanceof HTMLSelectElement && select.value === fallbackCountry;
  };
  const adopt = useEffectEvent(async () => {
    if (!stillFallback()) return;
    const { defaultCountry } = await import("@/lib/leads/default-country");
    const country = defaultCountry({
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      languages: navigator.languages,
    });
    // Checked again: the visitor may have chosen a country while the rule loaded.
    if (country !== fallbackCountry && stillFallback()) onType("countryCode", country);
  });
  useEffect(() => void adopt(), []);
}
