import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { siteUrlMismatch } from "./built-site-url";

/** A project folder with a build whose robots.txt names `siteUrl`'s sitemap. */
function builtWith(siteUrl: string): string {
  const dir = mkdtempSync(join(tmpdir(), "built-site-url-"));
  mkdirSync(join(dir, ".next", "server", "app"), { recursive: true });
  writeFileSync(
    join(dir, ".next", "server", "app", "robots.txt.body"),
    `User-Agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`,
  );
  return dir;
}

describe("siteUrlMismatch", () => {
  it("names both addresses when the server's SITE_URL is not the build's", () => {
    expect(siteUrlMismatch("https://www.clinic.example", builtWith("http://localhost:3000"))).toEqual({
      built: "http://localhost:3000",
      configured: "https://www.clinic.example",
    });
  });

  it("says nothing when they agree, or when there is no build to compare with", () => {
    expect(siteUrlMismatch("https://www.clinic.example", builtWith("https://www.clinic.example"))).toBeUndefined();
    expect(siteUrlMismatch("https://www.clinic.example", mkdtempSync(join(tmpdir(), "no-build-")))).toBeUndefined();
    expect(siteUrlMismatch("https://www.clinic.example", undefined)).toBeUndefined();
  });
});
