/**
 * WhatsApp click-to-chat (decision 030): a wa.me link to the clinic's number with a message
 * the visitor can edit, naming the page they were on. No script of WhatsApp's ever loads.
 */

export const whatsappGreeting = "Hello, I would like to ask about an Ayurvedic consultation.";

/** https://wa.me/<digits>?text=..., the page's address in the text when there is one. */
export function whatsappUrl(number: string, pageUrl?: string): string {
  const text = pageUrl ? `${whatsappGreeting}\nI was reading: ${pageUrl}` : whatsappGreeting;
  return `https://wa.me/${number}?text=${encodeURIComponent(text)}`;
}

/** The same-origin address that sends a visitor on to WhatsApp, for places that do not know the page they are on (app/whatsapp). */
export const whatsappRoute = "/whatsapp";

/**
 * The page a visitor came from, as the site's public address without its query (which may
 * hold what they typed), or undefined unless the referrer is one of this site's own pages.
 */
export function pageFromReferrer(
  referrer: string | null,
  siteUrl: string,
  requestHost: string | null,
): string | undefined {
  if (!referrer) return undefined;
  let from: URL;
  try {
    from = new URL(referrer);
  } catch {
    return undefined;
  }
  const ours = from.host === new URL(siteUrl).host || (requestHost !== null && from.host === requestHost);
  if (!ours || !/^https?:$/.test(from.protocol) || from.pathname === whatsappRoute) return undefined;
  return `${siteUrl}${from.pathname}`;
}
