import { database } from "@/lib/db";
import { log } from "@/lib/log";
import { requestId } from "@/lib/net/client-address";
import { isDraining } from "@/lib/shutdown";

/** Never cached, never indexed: a probe must see this process's state now. */
export const dynamic = "force-dynamic";
const headers = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" };

/** Past this the database counts as down: a probe must not hang with it. */
const pingTimeoutMs = 2_000;

/**
 * For a load balancer or uptime check: 200 when this process answers and the database takes a
 * query, naming which store it is (the embedded one or a PostgreSQL server at DATABASE_URL);
 * 503 when the database does not, or when the server is shutting down (so the balancer stops
 * sending before the process goes). Says nothing else about the site.
 */
export async function GET(request: Request) {
  if (isDraining()) return Response.json({ status: "shutting down" }, { status: 503, headers });
  try {
    const db = await database();
    await Promise.race([
      db.pool.query("SELECT 1"),
      new Promise((_, reject) =>
        setTimeout(() => reject(new Error(`no answer in ${pingTimeoutMs} ms`)), pingTimeoutMs).unref(),
      ),
    ]);
    return Response.json(
      { status: "ok", database: db.store.kind === "embedded" ? "embedded-postgres" : "postgres" },
      { headers },
    );
  } catch (error) {
    log().error(
      { err: error, event: "healthz.database-down", requestId: requestId(request.headers) },
      "health check: the lead database did not answer",
    );
    return Response.json({ status: "database unavailable" }, { status: 503, headers });
  }
}
