import { Photo } from "@/components/media/photo";
import type { TechCard } from "@/lib/content/schemas/service-page-blocks";
import { cn } from "@/lib/utils";

/** Technology cards: the logo (or a monogram), the name and what we use it for. */
export function TechCards({
  items,
  className,
}: {
  items: readonly TechCard[];
  className?: string;
}) {
  return (
    <ul className={cn("grid gap-4 sm:grid-cols-2 lg:grid-cols-3", className)}>
      {items.map((item) => (
        <li key={item.name} className="flex gap-4 card">
          {item.logo ? (
            <span className="icon-tile shrink-0 border bg-white p-1.5">
              <Photo photo={item.logo} slot="logo" className="h-full w-auto object-contain" />
            </span>
          ) : (
            <span
              aria-hidden="true"
              className="icon-tile shrink-0 border bg-muted font-mono text-sm font-semibold"
            >
              {monogram(item.name)}
            </span>
          )}
          <div>
            <h3 className="font-semibold">{item.name}</h3>
            <p className="mt-1.5 text-sm muted-copy">{item.description}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}

function monogram(name: string): string {
  const words = name
    .replace(/^Apache\s+/, "")
    .split(/[\s&/-]+/)
    .filter(Boolean);
  return ((words[0]?.[0] ?? "") + (words[1]?.[0] ?? words[0]?.[1] ?? "")).toUpperCase();
}
