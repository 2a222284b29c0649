/** Reading back what nodemailer sends, as a mail client would (the tests of lib/messages and the browser tests). */
/** One MIME part, read back: its headers (lower-case names, unfolded) and its decoded body, or its parts. */
type MimePart = { headers: Map<string, string>; body: string; parts: MimePart[] };

const decodeWords = (text: string) =>
  text.replace(/=\?utf-8\?([BQ])\?([^?]*)\?=/gi, (_, enc: string, data: string) =>
    enc.toUpperCase() === "B"
      ? Buffer.from(data, "base64").toString("utf8")
      : Buffer.from(
          data
            .replace(/_/g, " ")
            .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
          "latin1",
        ).toString("utf8"),
  );

const decodeQp = (text: string) =>
  Buffer.from(
    text
      .replace(/=\r?\n/g, "")
      .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    "latin1",
  ).toString("utf8");

/** Just enough MIME to read what nodemailer writes: headers, multipart, quoted-printable and base64. */
function parseMime(raw: string): MimePart {
  const split = raw.indexOf("\r\n\r\n");
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, " ");
  const headers = new Map<string, string>();
  for (const line of head.split("\r\n")) {
    const colon = line.indexOf(":");
    if (colon > 0) headers.set(line.slice(0, colon).toLowerCase(), decodeWords(line.slice(colon + 1).trim()));
  }
  const rest = raw.slice(split + 4);
  const type = headers.get("content-type") ?? "text/plain";
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    const parts = rest
      .split(`--${boundary}`)
      .slice(1)
      .filter((part) => !part.startsWith("--"))
      .map((part) => parseMime(part.replace(/^\r\n/, "")));
    return { headers, body: "", parts };
  }
  const encoding = headers.get("content-transfer-encoding") ?? "";
  let body = rest.replace(/\r\n$/, "");
  if (/quoted-printable/i.test(encoding)) body = decodeQp(body);
  if (/base64/i.test(encoding)) body = Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  return { headers, body: body.replace(/\r\n/g, "\n"), parts: [] };
}

/** Every leaf part of a message, depth first. */
const leaves = (part: MimePart): MimePart[] => (part.parts.length ? part.parts.flatMap(leaves) : [part]);

/** A received e-mail: its envelope, its headers, and its text, HTML and calendar parts. */
export type ReceivedMail = {
  to: string[];
  raw: string;
  headers: Map<string, string>;
  text: string;
  html: string;
  calendar: string;
  attachments: MimePart[];
};

export function readMail(raw: string, to: string[] = []): ReceivedMail {
  const mail = parseMime(raw);
  const all = leaves(mail);
  const of = (type: RegExp) => all.find((p) => type.test(p.headers.get("content-type") ?? "text/plain"))?.body ?? "";
  return {
    to,
    raw,
    headers: mail.headers,
    text: of(/^text\/plain/i),
    html: of(/^text\/html/i),
    calendar: of(/^text\/calendar/i),
    attachments: all.filter((p) => /attachment/i.test(p.headers.get("content-disposition") ?? "")),
  };
}
