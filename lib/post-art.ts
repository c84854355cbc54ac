import type { GradientId, Motif } from "@/lib/gradients";

/** Each blog category draws its articles' artwork with one gradient and motif. */
export const postArt: Record<string, { gradient: GradientId; motif: Motif }> = {
  "agentic-ai": { gradient: "violet-fuchsia", motif: "constellation" },
  "ml-ops": { gradient: "blue-cyan", motif: "bars" },
  "data-infra": { gradient: "sky-indigo", motif: "waves" },
  ethics: { gradient: "teal-emerald", motif: "grid" },
  "social-good": { gradient: "emerald-lime", motif: "leaves" },
  tutorials: { gradient: "amber-orange", motif: "blocks" },
};

export const defaultPostArt = { gradient: "violet-fuchsia", motif: "constellation" } as const;
