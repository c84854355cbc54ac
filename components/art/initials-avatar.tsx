import { gradients, gradientIds } from "@/lib/gradients";
import { cn, hashString, initials } from "@/lib/utils";

/** A person's initials on a gradient chosen from their name. Decorative: the name is shown beside it. */
export function InitialsAvatar({
  name,
  size = 48,
  className,
}: {
  name: string;
  size?: number;
  className?: string;
}) {
  const gradient = gradientIds[hashString(name) % gradientIds.length] ?? "violet-fuchsia";
  return (
    <span
      aria-hidden="true"
      style={{ width: size, height: size, fontSize: size * 0.38 }}
      className={cn(
        "inline-flex shrink-0 items-center justify-center rounded-full font-semibold text-white select-none",
        gradients[gradient].tile,
        className,
      )}
    >
      {initials(name)}
    </span>
  );
}
