import { useId } from "react";
import { artworkSize, motifShapes } from "@/components/art/motif-shapes";
import { gradients, motifForGradient, type GradientId, type Motif } from "@/lib/gradients";
import { seededRandom } from "@/lib/random";
import { cn } from "@/lib/utils";

type Props = {
  seed: string;
  gradient: GradientId;
  motif?: Motif;
  /** Describe the picture for screen readers; omit for decorative artwork. */
  label?: string;
  width?: number;
  height?: number;
  className?: string;
};

const { width: W, height: H } = artworkSize;

/** Generated SVG artwork, deterministic from `seed`, in the owner's gradient. */
export function Artwork({ seed, gradient, motif, label, width = W, height = H, className }: Props) {
  const id = useId().replace(/[^a-zA-Z0-9-]/g, "");
  const [from, to] = gradients[gradient].stops;
  const random = seededRandom(`${seed}:${gradient}`);
  const shape = motif ?? motifForGradient[gradient];
  return (
    <svg
      viewBox={`0 0 ${W} ${H}`}
      width={width}
      height={height}
      preserveAspectRatio="xMidYMid slice"
      role={label ? "img" : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      className={cn("block h-auto w-full", className)}
    >
      <defs>
        <linearGradient id={`${id}-bg`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={from} />
          <stop offset="1" stopColor={to} />
        </linearGradient>
      </defs>
      <rect width={W} height={H} fill={`url(#${id}-bg)`} />
      <g fill="none" stroke="white" strokeOpacity="0.55" strokeWidth="1.5">
        {motifShapes(shape, random)}
      </g>
    </svg>
  );
}
