import { afterAll, describe, expect, it } from "vitest";
import { captureLog } from "@/lib/log";
import { freshDatabase } from "@/tests/setup/test-database";

describe("the database's pool", () => {
  const lines: string[] = [];
  const restore = captureLog({ write: (line: string) => void lines.push(line) });
  afterAll(restore);
  const events = () => lines.map((line) => JSON.parse(line) as { level: string; event: string });

  it("logs a connection that fails while in use as an error, and one that fails as it closes as part of the stop", async () => {
    const db = await freshDatabase();
    const client = await db.pool.connect();
    client.release();
    db.pool.emit(
      "error",
      Object.assign(new Error("terminating connection due to administrator command"), { code: "57P01" }),
      client,
    );
    expect(events()).toEqual([expect.objectContaining({ level: "error", event: "store.pool" })]);
    lines.length = 0;
    const closed = db.close();
    db.pool.emit("error", Object.assign(new Error("read ECONNRESET"), { code: "ECONNRESET" }), client);
    await closed;
    expect(events().filter((e) => e.level === "error" || e.level === "fatal" || e.level === "warn")).toEqual([]);
    expect(events()).toEqual([expect.objectContaining({ level: "debug", event: "store.pool-closing" })]);
  });
});
