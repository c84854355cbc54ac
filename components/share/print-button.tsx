"use client";

import { Printer as printerIcon } from "lucide";
import { lucideIcon } from "@/components/icons/lucide-icon";
import { Button, type ButtonProps } from "@/components/ui/button";

const Printer = lucideIcon(printerIcon);

/** Opens the browser's print dialog; the print stylesheet turns the page into a clean document. */
export function PrintButton({ children, ...props }: Omit<ButtonProps, "onClick">) {
  return (
    <Button type="button" variant="outline" onClick={() => window.print()} {...props}>
      <Printer aria-hidden="true" />
      {children}
    </Button>
  );
}
