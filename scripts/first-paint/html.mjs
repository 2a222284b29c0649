// What scripts/first-paint.mjs does to each prerendered page, as pure functions of its HTML
// (decisions 040 and 041). Each is idempotent: a page already prepared is returned unchanged.

/** The stylesheet link Next.js writes into the head of every page. */
const stylesheetLink = /<link rel="stylesheet" href="(\/_next\/static\/[^"]+\.css)" data-precedence="next"\/>/g;
/** The framework's scripts: async ones in the head, and the bootstrap script with its preload. */
const asyncScript = /<script src="(\/_next\/static\/[^"]+\.js)" async=""><\/script>/g;
const scriptPreload = /<link rel="preload" as="script" fetchPriority="low" href="(\/_next\/static\/[^"]+\.js)"\/>/g;
const loaderId = "first-paint-scripts";

/**
 * Puts each stylesheet the page links, whole, in a `<style>` where its render-blocking link was.
 * The link stays for React, which looks for the stylesheet it rendered and would otherwise add
 * it again, but `disabled`: a browser does not fetch a disabled stylesheet, so the page makes no
 * request for CSS, with or without JavaScript. `cssOf(href)` returns the stylesheet's text.
 */
export function inlineStylesheets(html, cssOf) {
  return html.replace(stylesheetLink, (_, href) => {
    const css = rebaseUrls(cssOf(href), href).replaceAll("</", "<\\/");
    return `<style data-inlined="${href}">${css}</style><link rel="stylesheet" href="${href}" data-precedence="next" disabled=""/>`;
  });
}

/**
 * A stylesheet's relative url()s (its fonts) point from the stylesheet's own address; inside the
 * page they must point from the site's root.
 */
export function rebaseUrls(css, href) {
  return css.replace(/url\((["']?)(?![a-z]+:|\/|#)([^"')]+)\1\)/gi, (_, quote, url) => {
    return `url(${quote}${new URL(url, `https://site${href}`).pathname}${quote})`;
  });
}

/**
 * Moves the framework's scripts from the head to a loader that adds them once the page has
 * painted, so on a slow network the HTML, stylesheet, font and first picture are not sharing the
 * line with 140 KB of script, and the first paint never waits for script evaluation.
 * The page works before they arrive (links and forms are plain HTML); they hydrate it after.
 */
export function deferFrameworkScripts(html) {
  if (html.includes(`id="${loaderId}"`)) return html;
  const sources = [];
  const stripped = html.replace(scriptPreload, "").replace(asyncScript, (_, src) => {
    sources.push(src);
    return "";
  });
  if (sources.length === 0) return html;
  const loader = scriptLoader(sources);
  const end = stripped.lastIndexOf("</body>");
  return stripped.slice(0, end) + loader + stripped.slice(end);
}

/**
 * The inline script that adds `sources` once the page has painted and loaded; with `nonce` (a
 * page rendered per request, whose Content-Security-Policy names the request's nonce and
 * 'strict-dynamic', decision 051) it carries the nonce, and the scripts it adds are allowed by it.
 */
function scriptLoader(sources, nonce) {
  // They start when the page has both loaded (its stylesheet, font and first-screen pictures no
  // longer share the line with them) and painted (the browser's own first-contentful-paint
  // entry), or 3 s after that paint if a slow picture holds `load` back. A browser without paint
  // timing, or a tab opened in the background (it paints nothing), gets them at `load`.
  // Each script is added in a task of its own: adding all eight at once was one 12-45 ms task on
  // a 2-core test machine, long enough to count as blocking on a phone (decision 044).
  return (
    `<script id="${loaderId}"${nonce === undefined ? "" : ` nonce="${nonce}"`}>(function(s,n){var d=0,i=0;function add(){var e=document.createElement("script");` +
    `e.src=s[i++];e.async=true;document.head.appendChild(e);if(s.length>i)setTimeout(add,0)}` +
    `function start(){if(d)return;d=1;add()}` +
    `function go(){if(--n>0)return;start()}var P=window.PerformanceObserver;` +
    `if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0&&document.visibilityState!=="hidden")` +
    `new P(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();setTimeout(go,0);setTimeout(start,3000)}})` +
    `.observe({type:"paint",buffered:true});else n=1;` +
    `if(document.readyState==="complete")go();else addEventListener("load",go)})(${JSON.stringify(sources)},2)</script>`
  );
}

/**
 * The framework's scripts as Next.js writes them into a page rendered per request: each with
 * the request's nonce, `async` first in the head, `nonce` first for the bootstrap script in the
 * body; and the bootstrap's preload in the head.
 */
const nonceScript =
  /<script src="(\/_next\/static\/[^"]+\.js)"(?: async="" nonce="([^"]*)"| nonce="([^"]*)" async="")><\/script>/g;
const noncePreload =
  /<link rel="preload" as="script" fetchPriority="low" nonce="[^"]*" href="\/_next\/static\/[^"]+\.js"\/>/g;

/**
 * Where the framework's bootstrap script ends in the start of a page rendered per request (the
 * last of its scripts, written after the page's first screen), or -1 while it has not come: the
 * document up to there is what `deferRequestScripts` needs.
 */
export function bootstrapEnd(html) {
  const headEnd = html.indexOf("</head>");
  if (headEnd < 0) return -1;
  let end = -1;
  for (const match of html.slice(headEnd).matchAll(nonceScript)) end = headEnd + match.index + match[0].length;
  return end;
}

/**
 * deferFrameworkScripts for a page rendered per request, given its document up to the end of
 * its bootstrap script (`bootstrapEnd`): the scripts and the preload leave the head, and the
 * loader, with the request's nonce, takes the bootstrap's place, so the rest of the document can
 * stream on unchanged. Unchanged when the bootstrap is not there or the nonces differ.
 */
export function deferRequestScripts(html) {
  if (html.includes(`id="${loaderId}"`)) return html;
  const end = bootstrapEnd(html);
  if (end < 0) return html;
  const scripts = [...html.slice(0, end).matchAll(nonceScript)];
  const nonces = new Set(scripts.map((match) => match[2] ?? match[3]));
  if (nonces.size !== 1) return html;
  const [nonce] = nonces;
  const boot = scripts.at(-1);
  const head = html.slice(0, boot.index).replace(noncePreload, "").replace(nonceScript, "");
  return (
    head +
    scriptLoader(
      scripts.map((match) => match[1]),
      nonce,
    ) +
    html.slice(end)
  );
}

/** The scripts a prepared page loads after its first paint (for the size budget). */
export function deferredScripts(html) {
  const loader = html.match(
    new RegExp(`<script id="${loaderId}"(?: nonce="[^"]*")?>[^<]*\\((\\[[^\\]]*\\]),2\\)</script>`),
  );
  return loader ? JSON.parse(loader[1]) : [];
}
