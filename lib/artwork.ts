import { gradients, motifForGradient, type GradientId, type Motif } from "@/lib/gradients";
import { seededRandom } from "@/lib/random";

/** One generated picture: the same spec always draws the same picture. */
export type ArtworkSpec = { seed: string; gradient: GradientId; motif?: Motif };

type ShapeTag = "line" | "circle" | "rect" | "path";
/** One white shape of a motif: an SVG element and its attributes (React's camelCase names). */
export type Shape = readonly [tag: ShapeTag, attributes: Record<string, string | number>];

export const artworkSize = { width: 400, height: 250 } as const;

const H = artworkSize.height;

/**
 * The white shapes of one motif in a 400×250 viewBox, as data: the artwork files (`artworkSvg`)
 * and the Open Graph images (Satori, which takes React elements) draw the same picture from it.
 */
export function motifShapes(motif: Motif, random: () => number): Shape[] {
  switch (motif) {
    case "constellation": {
      const nodes = Array.from(
        { length: 14 },
        () => [20 + random() * 360, 20 + random() * 210] as const,
      );
      const edges = nodes.map(([x, y], i): Shape => {
        const [nx, ny] = nodes[(i + 1 + Math.floor(random() * 3)) % nodes.length] ?? [x, y];
        return ["line", { x1: x, y1: y, x2: nx, y2: ny }];
      });
      const dots = nodes.map(([x, y]): Shape => [
        "circle",
        {
          cx: x,
          cy: y,
          r: 3 + random() * 5,
          fill: "white",
          fillOpacity: 0.35 + random() * 0.5,
          stroke: "none",
        },
      ]);
      return [...edges, ...dots];
    }
    case "bars":
      return Array.from({ length: 16 }, (_, i): Shape => {
        const h = 30 + random() * 170;
        const fillOpacity = 0.15 + random() * 0.4;
        return [
          "rect",
          {
            x: 18 + i * 23.5,
            y: H - 20 - h,
            width: 14,
            height: h,
            rx: 3,
            fill: "white",
            fillOpacity,
            stroke: "none",
          },
        ];
      });
    case "grid":
      return Array.from({ length: 8 * 5 }, (_, i): Shape => {
        const x = 24 + (i % 8) * 47;
        const y = 22 + Math.floor(i / 8) * 44;
        const fillOpacity = random() > 0.55 ? 0.45 : 0.08;
        return [
          "rect",
          { x, y, width: 34, height: 32, rx: 6, fill: "white", fillOpacity, stroke: "none" },
        ];
      });
    case "blocks":
      return Array.from({ length: 9 }, (_, i): Shape => {
        const x = 40 + (i % 3) * 115 + random() * 12;
        const y = 24 + Math.floor(i / 3) * 72 + random() * 8;
        const width = 86 + random() * 10;
        return [
          "rect",
          { x, y, width, height: 52, rx: 10, fill: "white", fillOpacity: 0.1 + random() * 0.3 },
        ];
      });
    case "waves":
      return Array.from({ length: 7 }, (_, i): Shape => {
        const y = 40 + i * 28;
        const a = 12 + random() * 22;
        const p = random() * 80;
        const d = `M -20 ${y} C ${80 + p} ${y - a}, ${160 + p} ${y + a}, 240 ${y} S ${380 - p} ${y - a}, 420 ${y}`;
        return ["path", { d, strokeOpacity: 0.25 + i * 0.08 }];
      });
    case "leaves":
      return Array.from({ length: 10 }, (): Shape => {
        const x = 30 + random() * 340;
        const y = 30 + random() * 190;
        const s = 18 + random() * 26;
        const r = Math.round(random() * 360);
        const d = `M0 ${-s} C ${s * 0.8} ${-s * 0.4}, ${s * 0.8} ${s * 0.4}, 0 ${s} C ${-s * 0.8} ${s * 0.4}, ${-s * 0.8} ${-s * 0.4}, 0 ${-s} Z M0 ${-s} L0 ${s}`;
        return [
          "path",
          {
            transform: `translate(${x} ${y}) rotate(${r})`,
            d,
            fill: "white",
            fillOpacity: 0.12 + random() * 0.25,
          },
        ];
      });
  }
}

/** The motif a spec draws: its own, else its gradient's. */
export function artworkMotif(spec: ArtworkSpec): Motif {
  return spec.motif ?? motifForGradient[spec.gradient];
}

/** The random sequence a spec's picture is drawn from (the Open Graph images use it too). */
export function artworkRandom(spec: Pick<ArtworkSpec, "seed" | "gradient">): () => number {
  return seededRandom(`${spec.seed}:${spec.gradient}`);
}

/** The URL of a spec's SVG file, written at build by app/art/[...path]/route.ts. */
export function artworkPath(spec: ArtworkSpec): string {
  return `/art/${spec.gradient}/${artworkMotif(spec)}/${spec.seed}.svg`;
}

/** Numbers to two decimals (a hundredth of a viewBox unit is far below a pixel), in text. */
function svgValue(value: string | number): string {
  const text = typeof value === "number" ? String(Math.round(value * 100) / 100) : value;
  return text.replace(/-?\d+\.\d{3,}/g, (number) => String(Math.round(Number(number) * 100) / 100));
}

const attributeName = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/**
 * A spec's picture as an SVG document: the gradient, then the motif in white. No width or
 * height, only the viewBox: an <img> of any shape shows it cropped to fill (`slice`), as the
 * inline SVG did.
 */
export function artworkSvg(spec: ArtworkSpec): string {
  const { width: W } = artworkSize;
  const [from, to] = gradients[spec.gradient].stops;
  const shapes = motifShapes(artworkMotif(spec), artworkRandom(spec))
    .map(([tag, attributes]) => {
      const list = Object.entries(attributes).map(
        ([k, v]) => ` ${attributeName(k)}="${svgValue(v)}"`,
      );
      return `<${tag}${list.join("")}/>`;
    })
    .join("");
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" preserveAspectRatio="xMidYMid slice">` +
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="${W}" height="${H}" fill="url(#bg)"/>` +
    `<g fill="none" stroke="white" stroke-opacity="0.55" stroke-width="1.5">${shapes}</g></svg>\n`
  );
}
