import "server-only";
import { randomBytes, timingSafeEqual } from "node:crypto";
import pg from "pg";
import { canonicalAddress } from "@/lib/net/client-address";
import { singleton } from "@/lib/singleton.mjs";
import { changeChannel } from "./store";
import { allSiteTags, isSiteTag, type SiteTag } from "./tags";

/**
 * How every instance learns that the clinic's facts changed (docs/decisions/115). Next 16's
 * revalidateTag works only inside a request, so the process asks itself: it POSTs the tags to
 * its own /api/site-revalidate on loopback with a secret that never leaves the process. It does
 * so once when it starts (its cache may be older than its store), and, on a PostgreSQL server
 * shared by several instances (DATABASE_URL), on every notice a save sends on `changeChannel`.
 */

const revalidationPath = "/api/site-revalidate";
export const secretHeader = "x-clinic-site-secret";

/** This process's own secret, made once and held on globalThis (lib/singleton.mjs), never logged or sent elsewhere. */
const secret = (): string => singleton("site.revalidation-secret", () => randomBytes(32).toString("base64url"));

const loopbackAddress = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1)$/;

/** Whether a request to the revalidation route is this process's own: its secret, over loopback (or the server's own address). */
export function isOwnRevalidation(headers: Pick<Headers, "get">, peer: string | null, ownHost?: string): boolean {
  const given = Buffer.from(headers.get(secretHeader) ?? "");
  const mine = Buffer.from(secret());
  if (given.length !== mine.length || !timingSafeEqual(given, mine)) return false;
  const address = canonicalAddress(peer);
  return Boolean(address && (loopbackAddress.test(address) || address === canonicalAddress(ownHost)));
}

type Logger = {
  warn(fields: object, message: string): void;
  info(fields: object, message: string): void;
};

/** Where this process answers: loopback when it listens on every interface, else its own address. */
function ownOrigin(address: { host: string; port: number }): string {
  const host = address.host === "::" || address.host === "0.0.0.0" || address.host === "" ? "127.0.0.1" : address.host;
  return `http://${host.includes(":") ? `[${host}]` : host}:${address.port}`;
}

/** Asks this process to revalidate `tags`; a failure is logged, and the pages keep what they had. */
export async function revalidateHere(
  address: { host: string; port: number },
  tags: readonly SiteTag[],
  logger: Logger,
): Promise<void> {
  try {
    const response = await fetch(`${ownOrigin(address)}${revalidationPath}`, {
      method: "POST",
      headers: { [secretHeader]: secret(), "Content-Type": "application/json" },
      body: JSON.stringify({ tags }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`answered ${response.status}`);
  } catch (error) {
    logger.warn(
      { event: "site.revalidate-failed", err: error, tags },
      "site: could not revalidate the pages that show the clinic's facts",
    );
  }
}

/**
 * Listens for the desk's saves on the shared database and revalidates what each names; after a
 * lost connection it listens again and revalidates everything (a notice may have been missed).
 * Returns the function that stops it.
 */
export function listenForSiteChanges(
  databaseUrl: string,
  address: { host: string; port: number },
  logger: Logger,
): () => Promise<void> {
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  async function connect(first: boolean) {
    if (stopped) return;
    const next = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5000 });
    const again = () => {
      if (stopped || client !== next) return;
      client = undefined;
      next.end().catch(() => {});
      retry = setTimeout(() => void connect(false), 2000);
    };
    client = next;
    next.on("error", (error) => {
      logger.warn({ event: "site.listen-lost", err: error }, "site: lost the connection that hears the desk's saves");
      again();
    });
    next.on("end", again);
    next.on("notification", (message) => {
      if (message.channel !== changeChannel) return;
      const tags = (message.payload ?? "").split(",").filter(isSiteTag);
      if (tags.length) void revalidateHere(address, tags, logger);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${changeChannel}`);
      if (!first) await revalidateHere(address, allSiteTags, logger);
      logger.info({ event: "site.listening" }, "site: listening for the desk's saves on the shared database");
    } catch (error) {
      logger.warn({ event: "site.listen-failed", err: error }, "site: could not listen for the desk's saves; retrying");
      again();
    }
  }

  void connect(true);
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => {});
  };
}
