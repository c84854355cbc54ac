import { cx } from "@/lib/cx";

type Props = {
  items: readonly string[];
  /** Classes of the list: its grid, gaps and spacing. */
  className?: string;
  /** Classes of each row: gap and type. */
  itemClassName?: string;
  /** Nudges the mark onto the first line: the default suits small text, "before:mt-1" body text. */
  markClassName?: string;
};

/** A list of short points, each after a check mark in the primary colour (`check-item`). */
export function CheckList({
  items,
  className,
  itemClassName = "gap-2.5",
  markClassName = "before:mt-0.5",
}: Props) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item} className={cx("check-item", itemClassName, markClassName)}>
          {item}
        </li>
      ))}
    </ul>
  );
}
