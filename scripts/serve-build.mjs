// Serves the last production build on 127.0.0.1 for a script that measures it (size, Lighthouse,
// the HTML checker) through server.mjs, as production runs it (its headers included), with a
// throwaway lead database, no delivery worker and no inbox.
import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export async function serveBuild({ port = 3900 + Math.floor(Math.random() * 90) } = {}) {
  const server = spawn(process.execPath, ["server.mjs", "-p", String(port), "-H", "127.0.0.1"], {
    // The fresh directory is the embedded store itself: under root its server runs as nobody, who
    // could not reach a folder inside it (mkdtemp makes it private to root), so it is handed over whole.
    // Booking on (the sample roster on sample hours) unless the caller says otherwise, so the
    // slot picker is what Lighthouse and the HTML checker see at /book-consultation.
    env: {
      BOOKING: "on",
      ...process.env,
      LEAD_WORKER: "off",
      LEADS_INBOX_PASSWORD: "",
      LEAD_DB_PATH: mkdtempSync(join(tmpdir(), "measure-")),
      DATABASE_URL: "",
    },
    // Its JSON log lines would bury the figures the scripts print.
    stdio: "ignore",
  });
  const origin = `http://127.0.0.1:${port}`;
  await answering(server, `${origin}/robots.txt`, "the build");
  return { origin, stop: () => server.kill() };
}

/**
 * Waits until a server just spawned answers `url`: up to 30 s, or until it exits. A server that
 * does not answer is stopped, and the error says that `what` did not start.
 */
export async function answering(server, url, what) {
  for (let i = 0; ; i++) {
    try {
      await fetch(url);
      return;
    } catch (error) {
      if (i > 150 || server.exitCode !== null) {
        server.kill();
        throw new Error(`${what} did not start on ${new URL(url).origin}: ${error.message}`);
      }
      await new Promise((r) => setTimeout(r, 200));
    }
  }
}
