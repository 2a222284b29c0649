import type { VisitSource } from "./record";

const KEY = "visitSource";
const utmKeys = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const;

/**
 * Remembers, once per browser session, the page the visitor landed on, where they came
 * from and the campaign's UTM tags, so a lead sent five pages later still says so.
 */
export function rememberVisitSource() {
  try {
    if (sessionStorage.getItem(KEY)) return;
    const url = new URL(location.href);
    const utm = Object.fromEntries(utmKeys.map((k) => [k, url.searchParams.get(k) ?? ""]));
    const source: VisitSource = {
      landingPage: url.href,
      referrer: document.referrer,
      utmSource: utm.utm_source ?? "",
      utmMedium: utm.utm_medium ?? "",
      utmCampaign: utm.utm_campaign ?? "",
      utmTerm: utm.utm_term ?? "",
      utmContent: utm.utm_content ?? "",
    };
    sessionStorage.setItem(KEY, JSON.stringify(source));
  } catch {
    // Storage blocked: the lead still carries its own page address.
  }
}

/** The fields the browser adds to every lead: the visit's source and the page, date and time the first site's payload carried. */
export function leadContext(now = new Date()): Record<string, string> {
  let source: Partial<VisitSource> = {};
  try {
    source = JSON.parse(sessionStorage.getItem(KEY) ?? "{}") as Partial<VisitSource>;
  } catch {
    source = {};
  }
  return {
    ...Object.fromEntries(Object.entries(source).filter(([, v]) => typeof v === "string")),
    pageUrl: location.href,
    date: now.toLocaleDateString(),
    time: now.toLocaleTimeString(),
    timestamp: now.toISOString(),
  };
}

/** After a visitor has sent a lead the automatic popup stays away (docs/product.md). */
export const LEAD_SENT_KEY = "leadSent";
export function markLeadSent() {
  try {
    localStorage.setItem(LEAD_SENT_KEY, "1");
  } catch {
    // Not fatal: at worst the popup offers itself once more.
  }
}
