"use client";

import { useEffect, useEffectEvent, type RefObject } from "react";
import { defaultCountry, fallbackCountry } from "@/lib/leads/default-country";

/**
 * Once the form has hydrated, its phone's country moves from the server's fallbackCountry to
 * the visitor's (their browser's zone, then its languages: lib/leads/default-country.ts), the
 * same rule for every form. A country the page was given (`given`), or that the visitor chose
 * before the scripts ran, is left as it is.
 */
export function useVisitorCountry(formRef: RefObject<HTMLFormElement | null>, given: string | undefined, onType: (name: string, value: string) => void) {
  const adopt = useEffectEvent(() => {
    const select = formRef.current?.elements.namedItem("countryCode");
    if (given || !(select instanceof HTMLSelectElement) || select.value !== fallbackCountry) return;
    const country = defaultCountry({ timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone, languages: navigator.languages });
    if (country !== fallbackCountry) onType("countryCode", country);
  });
  useEffect(() => adopt(), []);
}
