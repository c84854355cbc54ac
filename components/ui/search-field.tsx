import { spriteIcon } from "@/components/icons/sprite-icon";
import { cx } from "@/lib/cx";

const Search = spriteIcon("search");

type Props = {
  value: string;
  onChange: (value: string) => void;
  /** The accessible name; also the placeholder, with an ellipsis, unless one is given. */
  label: string;
  /** A placeholder written for the language (Chinese ends in "……"). */
  placeholder?: string;
  className?: string;
};

/** A rounded search box with a magnifier, for filtering a list on the page. */
export function SearchField({ value, onChange, label, placeholder, className }: Props) {
  return (
    <div className={cx("relative max-w-xl", className)}>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-4 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <input
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder ?? `${label}...`}
        aria-label={label}
        className="h-12 w-full rounded-full border border-input bg-background pr-4 pl-11 text-base placeholder:text-muted-foreground focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      />
    </div>
  );
}
