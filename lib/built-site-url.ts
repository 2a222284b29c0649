import "server-only";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { servedDir } from "./server-shared.mjs";

/**
 * The site address the build was made with. Every prerendered page, the sitemap, robots.txt and
 * the share cards carry SITE_URL as it was at `npm run build`; a server started later with
 * another one still serves those. robots.txt is prerendered with the sitemap's address in it,
 * so it says which address the build used.
 */
function builtSiteUrl(projectDir: string): string | undefined {
  try {
    const robots = readFileSync(join(projectDir, ".next", "server", "app", "robots.txt.body"), "utf8");
    return /^Sitemap:\s*(\S+)\/sitemap\.xml\s*$/m.exec(robots)?.[1];
  } catch {
    return undefined;
  }
}

/**
 * The two addresses when the server's SITE_URL is not the one its build was made with;
 * undefined when they agree, or when there is no build served by server.mjs to compare with.
 */
export function siteUrlMismatch(
  configured: string,
  projectDir = servedDir(),
): { built: string; configured: string } | undefined {
  const built = projectDir ? builtSiteUrl(projectDir) : undefined;
  return built && built !== configured ? { built, configured } : undefined;
}
