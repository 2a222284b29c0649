import { headers } from "next/headers";
import { hourCycleOf } from "@/lib/booking";
import { acceptedLanguages } from "@/lib/leads";

/**
 * The visitor's preferred languages, from the request's Accept-Language (the same settings a
 * browser's navigator.languages reports), and the 12- or 24-hour clock they give: the booking
 * pages are rendered per request, so the server writes the times as the visitor reads them.
 */
export async function visitorLanguages() {
  const languages = acceptedLanguages((await headers()).get("accept-language"));
  return { languages, clock: hourCycleOf(languages) };
}
