import { cx } from "@/lib/cx";

type Props = {
  items: readonly string[];
  /** Names of tools and technologies, set in the monospace face. */
  mono?: boolean;
  /** Spacing above the row ("mt-4"). */
  className?: string;
};

/** Short labels (tags, technologies, focus areas) as a wrapping row of rounded chips. */
export function ChipList({ items, mono = false, className }: Props) {
  return (
    <ul className={cx(className, "flex flex-wrap gap-2")}>
      {items.map((item) => (
        <li
          key={item}
          className={
            mono
              ? "rounded-full border bg-muted px-3 py-1 font-mono text-xs"
              : "rounded-full border bg-muted px-3 py-1 text-xs"
          }
        >
          {item}
        </li>
      ))}
    </ul>
  );
}
