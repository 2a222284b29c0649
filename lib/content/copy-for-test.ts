import "server-only";
import { cpSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * A temporary repository root holding a copy of `folder` (e.g. "content/blog"), for a test
 * to break and load: the loaders name files from the root, so messages read as in the repository.
 */
export function copyContent(folder: string): { root: string; dir: string } {
  const root = mkdtempSync(path.join(tmpdir(), "content-"));
  const dir = path.join(root, folder);
  cpSync(path.join(process.cwd(), folder), dir, { recursive: true });
  return { root, dir };
}
