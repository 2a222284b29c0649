// Builds and serves the control page for npm run lighthouse: a page of text made with the same
// Next.js and React as the site and none of its code (scripts/lighthouse-control/). Measured
// right before each run of a site page, it shows what the framework alone costs on this machine
// in the same minutes, so that a page's figure can be told apart from the machine's (decision 045).
import { spawn, spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { answering } from "./serve-build.mjs";

const dir = fileURLToPath(new URL("./lighthouse-control/", import.meta.url));
const nextBin = createRequire(import.meta.url).resolve("next/dist/bin/next");

export async function serveControl({ port = 3990 + Math.floor(Math.random() * 9) } = {}) {
  // process.execPath is the Node 24 that runs this script; the shell's node may be older.
  const build = spawnSync(process.execPath, [nextBin, "build", dir], {
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
    encoding: "utf8",
  });
  if (build.status !== 0) throw new Error(`the control page did not build:\n${build.stdout}\n${build.stderr}`);
  const server = spawn(process.execPath, [nextBin, "start", dir, "-p", String(port), "-H", "127.0.0.1"], {
    stdio: "ignore",
  });
  const origin = `http://127.0.0.1:${port}`;
  await answering(server, `${origin}/`, "the control page");
  return { url: `${origin}/`, stop: () => server.kill() };
}
