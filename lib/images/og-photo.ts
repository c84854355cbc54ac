import { readFileSync } from "node:fs";
import sharp from "sharp";
import { mediaFile } from "@/lib/content";

/** A photo cropped to an Open Graph image's size, as a data URL for the card renderer. */
export async function ogPhoto(src: string, width: number, height: number): Promise<string> {
  const jpeg = await sharp(readFileSync(mediaFile(src)))
    .rotate()
    .resize({ width, height, fit: "cover", position: sharp.strategy.attention })
    .jpeg({ quality: 80 })
    .toBuffer();
  return `data:image/jpeg;base64,${jpeg.toString("base64")}`;
}
