import { MessageCircle } from "lucide-react";
import { siteConfig } from "@/lib/site-config";
import { whatsappRoute, whatsappUrl } from "@/lib/whatsapp";

/**
 * A WhatsApp click-to-chat link, only when the clinic has configured its number
 * (in the desk, /inbox/site); otherwise nothing at all. With `path`, the link goes straight to wa.me
 * naming that page; without it (the header, the side panel, shared by every page), it goes
 * through /whatsapp, which names the page the visitor came from.
 */
export function WhatsAppLink({
  path,
  number,
  className,
  iconClassName = "size-4",
  children = "WhatsApp",
  label,
}: {
  path?: string;
  /** The clinic's number as the desk holds it (`(await liveSite()).whatsapp`). */
  number: string | undefined;
  className?: string;
  iconClassName?: string;
  children?: React.ReactNode;
  /** An accessible name when the link shows only its icon. */
  label?: string;
}) {
  if (!number) return null;
  const href = path ? whatsappUrl(number, `${siteConfig.url}${path}`) : whatsappRoute;
  return (
    <a href={href} rel="nofollow" aria-label={label} className={className} data-whatsapp>
      <MessageCircle aria-hidden className={iconClassName} />
      {children}
    </a>
  );
}
