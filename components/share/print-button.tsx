"use client";

import { spriteIcon } from "@/components/icons/sprite-icon";
import { Button, type ButtonProps } from "@/components/ui/button";

const Printer = spriteIcon("printer");

/** Opens the browser's print dialog; the print stylesheet turns the page into a clean document. */
export function PrintButton({ children, ...props }: Omit<ButtonProps, "onClick">) {
  return (
    <Button type="button" variant="outline" onClick={() => window.print()} {...props}>
      <Printer aria-hidden="true" />
      {children}
    </Button>
  );
}
