import { describe, expect, it } from "vitest";
import { artworkMotif, artworkPath, artworkSvg, motifShapes, artworkRandom } from "@/lib/artwork";
import { getAllArtworks } from "@/lib/site-pages";
import { gradientIds } from "@/lib/gradients";

describe("artwork", () => {
  it("draws the same picture for the same spec, and another for another seed", () => {
    const spec = { seed: "agentic-ai-hero", gradient: "violet-fuchsia" } as const;
    expect(artworkSvg(spec)).toBe(artworkSvg(spec));
    expect(artworkSvg({ ...spec, seed: "machine-learning-hero" })).not.toBe(artworkSvg(spec));
  });

  it("writes a scalable SVG: a viewBox that slices, no fixed size, numbers to two decimals", () => {
    const svg = artworkSvg({ seed: "x", gradient: "sky-indigo" });
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 400 250"/);
    expect(svg).toContain('preserveAspectRatio="xMidYMid slice"');
    expect(svg).not.toMatch(/<svg[^>]* (width|height)=/);
    expect(svg).not.toMatch(/\d\.\d{3,}/);
    expect(svg).not.toMatch(/(fill|stroke)(Opacity|Width)=/); // SVG names: fill-opacity
  });

  it("draws every motif from the data the Open Graph images use", () => {
    for (const gradient of gradientIds) {
      const spec = { seed: "same", gradient };
      const shapes = motifShapes(artworkMotif(spec), artworkRandom(spec));
      expect(shapes.length).toBeGreaterThan(5);
      expect(artworkSvg(spec).match(/<(line|circle|rect|path) /g)?.length).toBe(
        shapes.length + 1, // and the background rect
      );
    }
  });

  it("lists every picture once, each at its own path, with the motif in the path", () => {
    const paths = getAllArtworks().map(artworkPath);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect(path).toMatch(/^\/art\/[a-z-]+\/[a-z]+\/[a-z0-9-]+\.svg$/);
    expect(paths).toContain("/art/violet-fuchsia/constellation/agentic-ai-demo.svg");
  });
});
