import { Link } from "@/components/ui/link";
import type * as React from "react";
import { Button, type ButtonProps } from "@/components/ui/button";
import { getI18n } from "@/lib/i18n/server";
import { pagePath } from "@/lib/page-paths";

type Props = Pick<ButtonProps, "variant" | "size" | "className"> & {
  /** The inquiry the contact form opens with (`?type=discovery`). */
  type?: string;
  children: React.ReactNode;
};

/**
 * A button to the edition's contact page. It does not prefetch: the contact route carries the
 * form's JavaScript (lib/navigation.ts `carriesForm`).
 */
export async function ContactButton({
  type,
  variant = "outline",
  size = "lg",
  className,
  children,
}: Props) {
  const { href } = await getI18n();
  const path = href(pagePath("contact"));
  return (
    <Button asChild size={size} variant={variant} className={className}>
      <Link prefetch={false} href={type ? `${path}?type=${type}` : path}>
        {children}
      </Link>
    </Button>
  );
}
