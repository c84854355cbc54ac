import { readFileSync } from "node:fs";
import sharp from "sharp";
import { displayPath, fieldsNaming, mediaFile } from "@/lib/content";
import {
  cachedJson,
  hashOf,
  imageUrlPrefix,
  isCached,
  logEncode,
  writeCached,
} from "@/lib/images/cache";
import { pickCandidate } from "@/lib/images/phone";
import { slots, type SlotName } from "@/lib/images/slots";

/*
 * A photo prepared for its slot at build: AVIF, WebP and JPEG (PNG when it has transparency) at
 * the slot's widths, cropped to its aspect, auto-rotated, with no metadata (sharp writes none
 * unless asked: no EXIF, no GPS). An SVG logo is served as drawn.
 */

/** Bumped when the encoder settings change, so the cache encodes again. */
const settings = { version: 2, avif: { quality: 50, effort: 4 }, webp: { quality: 72 } };

type Source = { type: string; srcSet: string };
export type PreparedPhoto = {
  sources: Source[];
  src: string;
  srcSet?: string;
  sizes: string;
  width: number;
  height: number;
  /** The photo's dominant colour, drawn while it loads. */
  color: string;
};

type Facts = { width: number; height: number; alpha: boolean; svg: boolean; color: string };

/** A problem with a photo, told where the owner can fix it: the fields that name it, and its file. */
function problem(src: string, text: string): string {
  const fields = fieldsNaming(src);
  const where = fields.length > 0 ? `${fields.join("; ")}: ` : "";
  return `${where}${displayPath(mediaFile(src))} ${text}`;
}

async function factsOf(input: Buffer, hash: string, src: string): Promise<Facts> {
  const cached = cachedJson<Facts>(`${hash}.json`);
  if (cached) return cached;
  try {
    const image = sharp(input);
    const meta = await image.metadata();
    const { dominant } = await image.stats();
    const facts = {
      width: meta.autoOrient.width,
      height: meta.autoOrient.height,
      alpha: meta.hasAlpha,
      svg: meta.format === "svg",
      color: `rgb(${dominant.r} ${dominant.g} ${dominant.b})`,
    };
    writeCached(`${hash}.json`, JSON.stringify(facts));
    return facts;
  } catch (error) {
    throw new Error(problem(src, `is not an image the build can read (${String(error)})`));
  }
}

/**
 * The photo decoded once, upright and cropped to the slot at its largest width, as raw pixels:
 * every smaller width and every format is scaled from it (the same framing at every width).
 */
type Decoded = { data: Buffer; info: { width: number; height: number; channels: 1 | 2 | 3 | 4 } };

async function decode(input: Buffer, width: number, height: number): Promise<Decoded> {
  return sharp(input)
    .rotate()
    .resize({ width, height, fit: "cover", position: sharp.strategy.attention })
    .raw()
    .toBuffer({ resolveWithObject: true });
}

async function encode(decoded: Decoded, name: string, width: number, height: number) {
  const ext = name.split(".").at(-1);
  const { width: rawWidth, height: rawHeight, channels } = decoded.info;
  const resized = sharp(decoded.data, {
    raw: { width: rawWidth, height: rawHeight, channels },
  }).resize({ width, height });
  const encoded =
    ext === "avif"
      ? resized.avif(settings.avif)
      : ext === "webp"
        ? resized.webp(settings.webp)
        : ext === "png"
          ? resized.png({ palette: true })
          : resized.jpeg({ mozjpeg: true, quality: 75 });
  writeCached(name, await encoded.toBuffer());
  logEncode(name);
}

async function prepare(src: string, slotName: SlotName): Promise<PreparedPhoto> {
  const slot = slots[slotName];
  const file = mediaFile(src);
  const input = readFileSync(file);
  const hash = hashOf(input);
  const facts = await factsOf(input, hash, src);
  const aspect = "aspect" in slot ? slot.aspect : facts.width / facts.height;
  const largest = Math.max(...slot.widths);
  if (facts.width < largest && !facts.svg)
    console.warn(
      problem(
        src,
        `is ${facts.width} px wide, shown up to ${largest} px (${slotName}): it will look soft on large screens`,
      ),
    );
  if (facts.svg) {
    const name = `${hash}.svg`;
    if (!isCached(name)) writeCached(name, input);
    const height = Math.round(slot.widths[0] / aspect);
    return {
      sources: [],
      src: imageUrlPrefix + name,
      sizes: slot.sizes,
      width: slot.widths[0],
      height,
      color: "transparent",
    };
  }
  // Never upscale: widths beyond the photo's own become the photo's width.
  const widths = [...new Set(slot.widths.map((width) => Math.min(width, facts.width)))];
  const key = hashOf(JSON.stringify({ hash, aspect, settings }));
  const fallback = facts.alpha ? "png" : "jpg";
  const formats = [
    ["avif", "image/avif"],
    ["webp", "image/webp"],
    [fallback, facts.alpha ? "image/png" : "image/jpeg"],
  ] as const;
  const candidates = (ext: string) =>
    widths.map((width) => ({ width, name: `${key}-${width}.${ext}` }));
  const missing = formats.flatMap(([ext]) => candidates(ext).filter(({ name }) => !isCached(name)));
  const width = Math.max(...widths);
  // A 12-megapixel original is decoded and cropped once per slot, not once per file written.
  if (missing.length > 0) {
    const decoded = await decode(input, width, Math.round(width / aspect));
    for (const { width, name } of missing)
      await encode(decoded, name, width, Math.round(width / aspect));
  }
  const srcSet = (ext: string) =>
    candidates(ext)
      .map(({ width, name }) => `${imageUrlPrefix}${name} ${width}w`)
      .join(", ");
  return {
    sources: formats.slice(0, 2).map(([ext, type]) => ({ type, srcSet: srcSet(ext) })),
    // For the rare browser without srcset: the width a phone would pick.
    src: imageUrlPrefix + (pickCandidate(candidates(fallback), 750)?.name ?? ""),
    srcSet: srcSet(fallback),
    sizes: slot.sizes,
    width,
    height: Math.round(width / aspect),
    color: facts.color,
  };
}

const prepared = new Map<string, Promise<PreparedPhoto>>();

/** The `<picture>` of a photo in a slot, encoding what the cache does not hold yet. */
export function preparePhoto(src: string, slot: SlotName): Promise<PreparedPhoto> {
  const key = `${src}|${slot}`;
  const existing = prepared.get(key);
  if (existing) return existing;
  const promise = prepare(src, slot);
  prepared.set(key, promise);
  return promise;
}
