import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { scan } from "./photos";
import { photoStem } from "./subjects";

const folder = mkdtempSync(join(tmpdir(), "photos-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const jpeg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#4a7c59" } })
    .jpeg()
    .toBuffer();

describe("the clinic's photographs", () => {
  it("are found by the subject's place under public/photos, with their real size", async () => {
    mkdirSync(join(folder, "categories"), { recursive: true });
    mkdirSync(join(folder, "conditions/womens-health"), { recursive: true });
    writeFileSync(join(folder, "categories/womens-health.jpg"), await jpeg(1600, 900));
    writeFileSync(join(folder, "conditions/womens-health/pcos-pcod.JPEG"), await jpeg(800, 600));
    writeFileSync(join(folder, "categories/notes.txt"), "not a picture");
    const photos = await scan(folder);
    expect(photos.get(photoStem({ kind: "category", slug: "womens-health", variant: "hero" })!)).toEqual({
      src: "/photos/categories/womens-health.jpg",
      width: 1600,
      height: 900,
    });
    expect(
      photos.get(photoStem({ kind: "condition", category: "womens-health", slug: "pcos-pcod", variant: "card" })!),
    ).toEqual({
      src: "/photos/conditions/womens-health/pcos-pcod.JPEG",
      width: 800,
      height: 600,
    });
    expect(photos.size).toBe(2);
  });

  it("stop the build when a file that claims to be a picture is not one", async () => {
    writeFileSync(join(folder, "categories/broken.png"), "not a png");
    await expect(scan(folder)).rejects.toThrow("public/photos/categories/broken.png: not an image that can be read");
  });

  it("a folder that does not exist holds none", async () => {
    expect((await scan(join(folder, "missing"))).size).toBe(0);
  });
});
