import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { WhatsAppLink } from "./whatsapp-link";

describe("WhatsAppLink", () => {
  it("renders nothing at all while SITE_WHATSAPP is not set", () => {
    expect(renderToStaticMarkup(<WhatsAppLink number={undefined} />)).toBe("");
    expect(renderToStaticMarkup(<WhatsAppLink number={undefined} path="/contact" />)).toBe("");
  });

  it("links through /whatsapp where the page is not known, and straight to wa.me where it is", () => {
    expect(renderToStaticMarkup(<WhatsAppLink number="919876543210" />)).toContain('href="/whatsapp"');
    const direct = renderToStaticMarkup(<WhatsAppLink number="919876543210" path="/contact" />);
    expect(direct).toContain("https://wa.me/919876543210?text=");
    expect(direct).toContain(encodeURIComponent("/contact"));
  });
});
