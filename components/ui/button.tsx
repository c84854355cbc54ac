import * as React from "react";
import { cx } from "@/lib/cx";

const variants = {
  default: "bg-primary text-primary-foreground hover:bg-primary/90",
  outline: "border border-input bg-background/60 hover:bg-accent hover:text-accent-foreground",
  secondary: "bg-secondary text-secondary-foreground hover:bg-secondary/80",
  ghost: "hover:bg-accent hover:text-accent-foreground",
  impact: "bg-impact text-impact-foreground hover:bg-impact/90",
  link: "rounded-sm text-primary underline-offset-4 hover:underline",
};

const sizes = {
  default: "h-10 px-5",
  sm: "h-9 px-4",
  lg: "h-12 px-6 text-base",
  icon: "size-10",
  /** A labelled icon button in the header. */
  compact: "h-10 gap-1.5 px-3",
  /** Text-like buttons inside copy (variant "link"). */
  inline: "h-auto p-0",
};

type ButtonStyle = {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
  className?: string;
};

/**
 * A button's classes: button-base (layout, focus ring, disabled state and icon size,
 * app/globals.css), then the variant's and the size's. A lookup, not class-variance-authority:
 * the same classes for about 0.3 KB gzip less in every page's first-load JavaScript (measured).
 */
export function buttonVariants({ variant, size, className }: ButtonStyle = {}): string {
  return cx(
    "button-base gap-2 rounded-full text-sm font-medium",
    variants[variant ?? "default"],
    sizes[size ?? "default"],
    className,
  );
}

export type ButtonProps = React.ComponentProps<"button"> &
  Omit<ButtonStyle, "className"> & { asChild?: boolean };

/**
 * A button, or with `asChild` its single child (a link) styled as one. The child keeps its own
 * props and handlers; only the classes are merged. (Radix Slot would also compose handlers and
 * refs, which no caller needs, and costs first-load JavaScript wherever a client island renders
 * a button.)
 */
export function Button({
  className,
  variant,
  size,
  asChild = false,
  children,
  ...props
}: ButtonProps) {
  const classes = buttonVariants({ variant, size, className });
  if (asChild && React.isValidElement<{ className?: string }>(children)) {
    return React.cloneElement(children, {
      "data-slot": "button",
      ...props,
      ...children.props,
      className: cx(classes, children.props.className),
    } as React.HTMLAttributes<HTMLElement>);
  }
  return (
    <button data-slot="button" className={classes} {...props}>
      {children}
    </button>
  );
}
