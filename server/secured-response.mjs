/**
 * The response class of server.mjs: each response gets the security headers as its status line
 * goes out, whatever wrote it (a page, Next's own redirects and errors, server.mjs's refusals),
 * and a page gets the Content-Security-Policy that lets exactly its own scripts run
 * (docs/decisions/051):
 *
 * - a prerendered page (Next marks it `x-nextjs-prerender`): the hashes of its inline scripts,
 *   which the build recorded (server/page-scripts.mjs);
 * - a page rendered for this request (the inbox, search, filtered lists, errors): the nonce
 *   server.mjs put in the request's own `Content-Security-Policy` header, which Next writes into
 *   every script tag of its own, and the hashes of the site's own inline scripts (`siteScripts`),
 *   to which it does not;
 * - anything else (JSON, an SVG, a redirect): no script at all.
 */
import { randomBytes } from "node:crypto";
import { ServerResponse } from "node:http";
import {
  cameOverHttps,
  contentSecurityPolicy,
  documentHeaders,
  frameworkFiles,
  hstsHeader,
  noSniffHeader,
} from "./security-headers.mjs";

const frameworkPath = `/${frameworkFiles}`;

/**
 * A nonce for the page this request may render, in the request header Next reads it from
 * (Next's CSP guide: it takes the 'nonce-…' source of the request's script-src). Whatever the
 * client sent under that name is replaced.
 */
export function giveNonce(req) {
  const nonce = randomBytes(18).toString("base64");
  req.headers["content-security-policy"] = `script-src 'nonce-${nonce}'`;
  return nonce;
}

/**
 * `pageScripts(path)`: the hash sources of the prerendered page at that path, or undefined.
 * `siteScripts`: the hash sources of the inline scripts the site's components write.
 * `onUnknownPage(path)`: told when a prerendered page has no recorded hashes (its scripts will
 * not run).
 * `formTargets`: the origins besides the site's own that a form may lead to (paymentFormTargets).
 */
export function securedResponse({ pageScripts, siteScripts = [], onUnknownPage = () => {}, formTargets = [] }) {
  return class SecuredResponse extends ServerResponse {
    /** Set by server.mjs with giveNonce() for a request that may render a page. */
    scriptNonce = undefined;
    /** The prerendered page whose document is sent in place of the app's body, if any. */
    documentPage = undefined;
    /** The inline scripts' hashes of a prerendered page rendered again since the build (server/regenerated-page.mjs). */
    pageScriptHashes = undefined;

    writeHead(statusCode, ...rest) {
      // Headers handed to writeHead would win over setHeader's; make them setHeader's first.
      const given = rest.find((arg) => arg && typeof arg === "object" && !Array.isArray(arg));
      if (given) for (const [name, value] of Object.entries(given)) this.setHeader(name, value);
      this.#secure(statusCode);
      return super.writeHead(statusCode, ...rest.filter((arg) => arg !== given));
    }

    #secure(statusCode) {
      const path = (this.req?.url ?? "/").split("?")[0];
      // The framework's own files need only nosniff (decision 041); an error in their place is a document like any other.
      if (path.startsWith(frameworkPath) && statusCode < 400) {
        this.setHeader(noSniffHeader.key, noSniffHeader.value);
        return;
      }
      for (const { key, value } of documentHeaders) {
        // A response may ask for a stricter referrer policy than the site's (the booking's
        // invitation, whose address holds its manage token): its own stands.
        if (key === "Referrer-Policy" && this.hasHeader(key)) continue;
        this.setHeader(key, value);
      }
      if (cameOverHttps(this.req?.headers["x-forwarded-proto"])) this.setHeader(hstsHeader.key, hstsHeader.value);
      // A 304 has no Content-Type to tell a page by, and the browser would store whatever policy
      // it carried with the page it already has: same body, same scripts, so that page's own
      // policy stands (Next's config sends one here too, without the page's hashes).
      if (statusCode === 304) this.removeHeader("Content-Security-Policy");
      else
        this.setHeader("Content-Security-Policy", contentSecurityPolicy({ scripts: this.#scripts(path), formTargets }));
    }

    #scripts(path) {
      if (!/^text\/html\b/i.test(String(this.getHeader("Content-Type") ?? ""))) return undefined;
      // A prerendered not-found document sent in place of Next's body (server/not-found-documents.mjs).
      if (this.documentPage) return pageScripts(this.documentPage);
      if (!this.getHeader("x-nextjs-prerender"))
        return this.scriptNonce ? [`'nonce-${this.scriptNonce}'`, ...siteScripts] : undefined;
      // A page Next rendered again since the build, with its own scripts (server/regenerated-page.mjs).
      if (this.pageScriptHashes) return this.pageScriptHashes;
      let page = path;
      try {
        page = decodeURIComponent(path);
      } catch {
        // server.mjs refuses such a path before it gets here.
      }
      const hashes = pageScripts(page);
      if (!hashes) onUnknownPage(page);
      return hashes;
    }
  };
}
