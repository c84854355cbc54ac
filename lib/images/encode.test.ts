import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { clearContentCache, getEntries } from "@/lib/content";
import { preparePhoto } from "@/lib/images/encode";

/* The encoder on small planted files: a content folder and an image cache of the test's own. */

let root: string;
const cache = () => join(root, "cache");
const media = (name: string) => join(root, "content", "media", name);
const encodes = () =>
  readFileSync(join(cache(), "encoded.log"), "utf8").split("\n").filter(Boolean);
const file = (url: string) => join(cache(), url.replace("/_img/", ""));

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), "photo-encode-"));
  mkdirSync(join(root, "content", "media"), { recursive: true });
  process.env.CONTENT_DIR = join(root, "content");
  process.env.IMAGE_CACHE_DIR = cache();
  const create = { channels: 3 as const, background: "#3b6ea5" };
  await sharp({ create: { width: 600, height: 400, ...create } })
    .withExif({ IFD0: { Make: "PlantedPhoneCo" }, IFD3: { GPSLatitudeRef: "N" } })
    .jpeg()
    .toFile(media("team.jpg"));
  await sharp({ create: { width: 60, height: 40, ...create } })
    .jpeg()
    .toFile(media("tiny.jpg"));
  writeFileSync(
    media("logo.svg"),
    '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"/>',
  );
  writeFileSync(media("broken.jpg"), "not a picture");
  // An author whose portrait is the small photo: its warning names this file and field.
  mkdirSync(join(root, "content", "authors", "en"), { recursive: true });
  writeFileSync(
    join(root, "content", "authors", "en", "sam-tiny.yaml"),
    "name: Sam Tiny\nrole: Engineer\ngender: neutral\nphoto:\n  src: /media/tiny.jpg\n  alt: Sam at a desk\n",
  );
  clearContentCache();
});

afterAll(() => {
  clearContentCache();
  delete process.env.CONTENT_DIR;
  delete process.env.IMAGE_CACHE_DIR;
  rmSync(root, { recursive: true, force: true });
});

describe("a photo prepared for its slot", () => {
  it("has AVIF and WebP sources, a JPEG fallback and the slot's size, without metadata", async () => {
    const photo = await preparePhoto("/media/team.jpg", "portrait");
    expect(photo.sources.map((source) => source.type)).toEqual(["image/avif", "image/webp"]);
    expect(photo.src).toMatch(/^\/_img\/\w+-\d+\.jpg$/);
    expect([photo.width, photo.height]).toEqual([168, 168]);
    expect(photo.color).toMatch(/^rgb\(/);
    for (const url of [photo.src, ...photo.sources.flatMap((s) => s.srcSet.split(/ \d+w,? ?/))])
      if (url) expect((await sharp(file(url)).metadata()).exif, url).toBeUndefined();
  });

  it("encodes each file once: the same photo again, in a second slot too, reuses the cache", async () => {
    const before = encodes().length;
    await preparePhoto("/media/team.jpg", "portrait");
    expect(encodes()).toHaveLength(before);
    await preparePhoto("/media/team.jpg", "avatar");
    expect(encodes().length).toBeGreaterThan(before);
  });

  it("serves an SVG logo as drawn, and warns of a photo smaller than its slot", async () => {
    const logo = await preparePhoto("/media/logo.svg", "logo");
    expect(logo.sources).toEqual([]);
    expect(logo.src).toMatch(/\.svg$/);
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    getEntries("authors", "en");
    const tiny = await preparePhoto("/media/tiny.jpg", "wide");
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(
        /authors\/en\/sam-tiny\.yaml: photo\.src: \S*content\/media\/tiny\.jpg is 60 px wide/,
      ),
    );
    expect(tiny.width).toBe(60);
    warn.mockRestore();
  });

  it("fails with the file for one it cannot read", async () => {
    await expect(preparePhoto("/media/broken.jpg", "portrait")).rejects.toThrow(
      /media\/broken\.jpg/,
    );
  });
});
