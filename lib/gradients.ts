/** The two-stop gradients each service owns (DESIGN.md), as Tailwind classes and artwork stops. */
export const gradientIds = [
  "violet-fuchsia",
  "blue-cyan",
  "teal-emerald",
  "amber-orange",
  "sky-indigo",
  "emerald-lime",
] as const;

export type GradientId = (typeof gradientIds)[number];

type Gradient = {
  /** Gradient tile behind white icons (a `tile-<gradient>` utility in app/globals.css). */
  tile: string;
  /** Gradient text that keeps AA contrast in both themes. */
  text: string;
  /** Colour stops for generated SVG artwork (oklch). */
  stops: readonly [string, string];
};

export const gradients: Record<GradientId, Gradient> = {
  "violet-fuchsia": {
    tile: "tile-violet-fuchsia",
    text: "bg-linear-to-r from-violet-700 to-fuchsia-700 dark:from-violet-300 dark:to-fuchsia-300",
    stops: ["oklch(0.54 0.25 293)", "oklch(0.59 0.26 323)"],
  },
  "blue-cyan": {
    tile: "tile-blue-cyan",
    text: "bg-linear-to-r from-blue-700 to-cyan-700 dark:from-blue-300 dark:to-cyan-300",
    stops: ["oklch(0.55 0.22 263)", "oklch(0.71 0.13 215)"],
  },
  "teal-emerald": {
    tile: "tile-teal-emerald",
    text: "bg-linear-to-r from-teal-700 to-emerald-700 dark:from-teal-300 dark:to-emerald-300",
    stops: ["oklch(0.6 0.12 185)", "oklch(0.6 0.15 163)"],
  },
  "amber-orange": {
    tile: "tile-amber-orange",
    text: "bg-linear-to-r from-amber-700 to-orange-700 dark:from-amber-300 dark:to-orange-300",
    stops: ["oklch(0.77 0.16 70)", "oklch(0.65 0.2 41)"],
  },
  "sky-indigo": {
    tile: "tile-sky-indigo",
    text: "bg-linear-to-r from-sky-700 to-indigo-700 dark:from-sky-300 dark:to-indigo-300",
    stops: ["oklch(0.68 0.15 237)", "oklch(0.51 0.23 277)"],
  },
  "emerald-lime": {
    tile: "tile-emerald-lime",
    text: "bg-linear-to-r from-emerald-700 to-lime-700 dark:from-emerald-300 dark:to-lime-300",
    stops: ["oklch(0.6 0.15 163)", "oklch(0.65 0.18 132)"],
  },
};

export type Motif = "constellation" | "bars" | "grid" | "blocks" | "waves" | "leaves";

/** The motif each gradient (and so each service) draws by default. */
export const motifForGradient: Record<GradientId, Motif> = {
  "violet-fuchsia": "constellation",
  "blue-cyan": "bars",
  "teal-emerald": "grid",
  "amber-orange": "blocks",
  "sky-indigo": "waves",
  "emerald-lime": "leaves",
};
