import { contentIcons } from "@/components/icons/content-icons";
import type { Capability } from "@/lib/content/schemas/service-page-blocks";
import { gradients, type GradientId } from "@/lib/gradients";
import { cn } from "@/lib/utils";

type Props = { items: readonly Capability[]; gradient: GradientId; className?: string };

/** Icon cards: a tinted tile, a title and a sentence or two. */
export function CapabilityCards({ items, gradient, className }: Props) {
  return (
    <ul className={cn("grid gap-4 sm:grid-cols-2 lg:grid-cols-3", className)}>
      {items.map((item) => {
        const Icon = contentIcons[item.icon];
        return (
          <li key={item.title} className="card-hover">
            <span className={cn("icon-tile text-white", gradients[gradient].tile)}>
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <h3 className="mt-5 text-lg font-semibold">{item.title}</h3>
            <p className="mt-2 muted-copy">{item.description}</p>
          </li>
        );
      })}
    </ul>
  );
}
