// The last step of `npm run build` (docs/decisions/041-compression.md): compresses, at brotli's
// best quality, every file the server sends unchanged to everyone: the framework's scripts and
// stylesheet under .next/static, and the prerendered pages, their payloads and static route
// answers under .next/server/app. Each copy is named by the hash of the bytes it stands for,
// which is how server/compress-responses.mjs finds it for a response, whatever its address.
import { mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { availableParallelism } from "node:os";
import { join } from "node:path";
import { bodyKey, brotliBest } from "../server/compress-responses.mjs";
import { brotliDir } from "../server/brotli-dir.mjs";

const root = join(import.meta.dirname, "..");
const sources = [
  { dir: ".next/static", types: /\.(js|css|svg|json|txt)$/ },
  { dir: ".next/server/app", types: /\.(html|rsc|body)$/ },
];
// Below this the streaming compression leaves a response alone too.
const smallest = 1024;

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) yield join(entry.parentPath, entry.name);
  }
}

const started = performance.now();
const out = brotliDir(root);
await rm(out, { recursive: true, force: true });
await mkdir(out, { recursive: true });

const queue = [];
for (const { dir, types } of sources) {
  for await (const file of files(join(root, dir))) if (types.test(file)) queue.push(file);
}

const seen = new Set();
let before = 0;
let after = 0;
async function worker() {
  for (let file = queue.pop(); file; file = queue.pop()) {
    const body = await readFile(file);
    const key = bodyKey(body);
    if (body.length < smallest || seen.has(key)) continue;
    seen.add(key);
    const compressed = await brotliBest(body);
    await writeFile(join(out, `${key}.br`), compressed);
    before += body.length;
    after += compressed.length;
  }
}
await Promise.all(Array.from({ length: availableParallelism() }, worker));

console.log(
  `Precompress: ${seen.size} files at brotli 11, ${(before / 1024 / 1024).toFixed(1)} MB to ${(after / 1024 / 1024).toFixed(1)} MB, in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
);
