/**
 * A form posted without JavaScript comes back as its page with the problem beside the field; Next
 * answers that page 200. An action that refuses what was sent sets the `formStatusCookie`
 * (lib/net/form-status.ts) and this turns the page's status into it, so a monitor, a script or an
 * assistive tool reads 422 or 429 as the visitor reads the message. The cookie never leaves the
 * server, whether the post came from a browser without JavaScript or from the running form, whose
 * answer keeps its 200 (the client router reads a server action's answer only then).
 */
import { formStatusCookie } from "../lib/server-shared.mjs";
import { replacePageStatus } from "./page-status.mjs";

const allowed = new Set([409, 422, 429]);
const prefix = `${formStatusCookie}=`;

/** Wraps the response to a POST so that the action's status cookie becomes the page's status, and goes no further. */
export function formStatus(req, res) {
  if (req.method !== "POST") return;
  const fromScript = Boolean(req.headers["next-action"]);
  // The cookie comes off every answer; only a page posted without JavaScript takes its status.
  replacePageStatus(res, (response) => {
    const asked = takeStatusCookie(response);
    return fromScript ? undefined : asked;
  });
}

/** The status the action asked for, if any, with its cookie taken off the response. */
function takeStatusCookie(res) {
  const header = res.getHeader("Set-Cookie");
  if (header === undefined) return undefined;
  const cookies = Array.isArray(header) ? header.map(String) : [String(header)];
  const ours = cookies.filter((c) => c.startsWith(prefix));
  if (!ours.length) return undefined;
  const rest = cookies.filter((c) => !c.startsWith(prefix));
  if (rest.length) res.setHeader("Set-Cookie", rest);
  else res.removeHeader("Set-Cookie");
  const status = Number(ours.at(-1).slice(prefix.length).split(";")[0]);
  return allowed.has(status) ? status : undefined;
}
