import type * as React from "react";
import type { Motif } from "@/lib/gradients";

export const artworkSize = { width: 400, height: 250 } as const;

const H = artworkSize.height;

/**
 * The white shapes of one motif in a 400×250 viewBox, as plain SVG elements: no hooks and no
 * components, so the Open Graph images (Satori accepts only intrinsic elements inside <svg>) draw
 * the same picture as the site.
 */
export function motifShapes(motif: Motif, random: () => number): React.ReactElement[] {
  switch (motif) {
    case "constellation": {
      const nodes = Array.from(
        { length: 14 },
        () => [20 + random() * 360, 20 + random() * 210] as const,
      );
      const edges = nodes.flatMap(([x, y], i) => {
        const [nx, ny] = nodes[(i + 1 + Math.floor(random() * 3)) % nodes.length] ?? [x, y];
        return <line key={`e${i}`} x1={x} y1={y} x2={nx} y2={ny} />;
      });
      return [
        ...edges,
        ...nodes.map(([x, y], i) => (
          <circle
            key={`n${i}`}
            cx={x}
            cy={y}
            r={3 + random() * 5}
            fill="white"
            fillOpacity={0.35 + random() * 0.5}
            stroke="none"
          />
        )),
      ];
    }
    case "bars":
      return Array.from({ length: 16 }, (_, i) => {
        const h = 30 + random() * 170;
        return (
          <rect
            key={i}
            x={18 + i * 23.5}
            y={H - 20 - h}
            width="14"
            height={h}
            rx="3"
            fill="white"
            fillOpacity={0.15 + random() * 0.4}
            stroke="none"
          />
        );
      });
    case "grid":
      return Array.from({ length: 8 * 5 }, (_, i) => {
        const x = 24 + (i % 8) * 47;
        const y = 22 + Math.floor(i / 8) * 44;
        const on = random() > 0.55;
        return (
          <rect
            key={i}
            x={x}
            y={y}
            width="34"
            height="32"
            rx="6"
            fill="white"
            fillOpacity={on ? 0.45 : 0.08}
            stroke="none"
          />
        );
      });
    case "blocks":
      return Array.from({ length: 9 }, (_, i) => {
        const x = 40 + (i % 3) * 115 + random() * 12;
        const y = 24 + Math.floor(i / 3) * 72 + random() * 8;
        return (
          <rect
            key={i}
            x={x}
            y={y}
            width={86 + random() * 10}
            height="52"
            rx="10"
            fill="white"
            fillOpacity={0.1 + random() * 0.3}
          />
        );
      });
    case "waves":
      return Array.from({ length: 7 }, (_, i) => {
        const y = 40 + i * 28;
        const a = 12 + random() * 22;
        const p = random() * 80;
        return (
          <path
            key={i}
            d={`M -20 ${y} C ${80 + p} ${y - a}, ${160 + p} ${y + a}, 240 ${y} S ${380 - p} ${y - a}, 420 ${y}`}
            strokeOpacity={0.25 + i * 0.08}
          />
        );
      });
    case "leaves":
      return Array.from({ length: 10 }, (_, i) => {
        const x = 30 + random() * 340;
        const y = 30 + random() * 190;
        const s = 18 + random() * 26;
        const r = Math.round(random() * 360);
        return (
          <path
            key={i}
            transform={`translate(${x} ${y}) rotate(${r})`}
            d={`M0 ${-s} C ${s * 0.8} ${-s * 0.4}, ${s * 0.8} ${s * 0.4}, 0 ${s} C ${-s * 0.8} ${s * 0.4}, ${-s * 0.8} ${-s * 0.4}, 0 ${-s} Z M0 ${-s} L0 ${s}`}
            fill="white"
            fillOpacity={0.12 + random() * 0.25}
          />
        );
      });
  }
}
