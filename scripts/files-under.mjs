// The build's files, for the scripts that read it after `next build` (first-paint, size).
import { readdirSync } from "node:fs";
import { join } from "node:path";

/** Every file under `dir`, at any depth, whose name ends with `suffix`. */
export function filesUnder(dir, suffix) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(suffix))
    .map((entry) => join(entry.parentPath, entry.name));
}
