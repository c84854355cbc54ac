import { spriteIcon } from "@/components/icons/sprite-icon";
import { cx } from "@/lib/cx";

const Check = spriteIcon("check");

type Props = {
  items: readonly string[];
  /** Classes of the list: its grid, gaps and spacing. */
  className?: string;
  /** Classes of each row, after `flex`: gap and type. */
  itemClassName?: string;
  /** Nudges the mark onto the first line: the default suits small text, "mt-1" body text. */
  iconClassName?: string;
};

/** A list of short points, each after a check mark in the primary colour. */
export function CheckList({
  items,
  className,
  itemClassName = "gap-2.5",
  iconClassName = "mt-0.5",
}: Props) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item} className={cx("flex", itemClassName)}>
          <Check aria-hidden="true" className={cx("size-4 shrink-0 text-primary", iconClassName)} />
          {item}
        </li>
      ))}
    </ul>
  );
}
