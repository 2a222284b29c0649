import "server-only";
import { render, toPlainText } from "@react-email/render";
import type { EmailContent } from "./define";

export type RenderedEmail = { html: string; text: string };

/**
 * An e-mail's HTML and text parts from its one React template (react-email). The HTML gets the
 * HTML5 doctype, which every current mail client reads and the validator checks; the text part
 * is the HTML's words with every link written out (react-email's own conversion).
 */
export async function renderEmail(content: Pick<EmailContent, "body">): Promise<RenderedEmail> {
  const rendered = await render(content.body);
  const html = `<!DOCTYPE html>${rendered
    .replace(/^<!DOCTYPE[^>]*>/i, "")
    // Apple Mail reads the tag's presence; HTML wants every named meta to have a content.
    .replace(
      '<meta name="x-apple-disable-message-reformatting"/>',
      '<meta name="x-apple-disable-message-reformatting" content="yes"/>',
    )}`;
  return { html, text: toPlainText(html).trim() + "\n" };
}
