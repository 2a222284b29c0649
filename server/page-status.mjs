/**
 * Next.js gives a page no way to set its status, so server.mjs does it here for the few that need
 * another than 200 (server/limited-pages.mjs, server/form-status.mjs): `choose` is asked when the
 * response's head is written, and a number it returns replaces the 200 of an HTML page.
 */
export function replacePageStatus(res, choose) {
  const { writeHead } = res;
  res.writeHead = function (status, ...rest) {
    const given = rest.find((arg) => arg && typeof arg === "object" && !Array.isArray(arg));
    const type = String((given && (given["Content-Type"] ?? given["content-type"])) ?? this.getHeader("Content-Type"));
    const html = status === 200 && /^text\/html\b/i.test(type);
    const replaced = choose(this, html);
    if (!html || replaced === undefined) return writeHead.call(this, status, ...rest);
    // A status message given for the 200 would be wrong for the new status.
    return writeHead.call(this, replaced, ...rest.filter((arg) => typeof arg !== "string"));
  };
}
