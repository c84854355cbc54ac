import type { Stat } from "@/lib/content/schemas/service-page-blocks";
import { gradients, type GradientId } from "@/lib/gradients";
import { cn } from "@/lib/utils";

type Props = {
  stats: readonly (Stat & { description?: string })[];
  gradient: GradientId;
  className?: string;
};

/** Big figures in mono with the owner's gradient, each with what it measures. */
export function StatGrid({ stats, gradient, className }: Props) {
  return (
    <dl className={cn("grid gap-4 sm:grid-cols-2 lg:grid-cols-4", className)}>
      {stats.map((stat) => (
        <div key={stat.label} className="flex flex-col-reverse card">
          <dt className="mt-2 text-sm font-medium">
            {stat.label}
            {stat.description ? (
              <span className="mt-2 block leading-relaxed font-normal text-muted-foreground">
                {stat.description}
              </span>
            ) : null}
          </dt>
          <dd
            className={cn(
              "bg-clip-text font-mono text-4xl font-semibold tracking-tight text-transparent",
              gradients[gradient].text,
            )}
          >
            {stat.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
