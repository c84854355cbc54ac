"use client";

import { ThemeProvider } from "next-themes";
import * as React from "react";
import { ToastHost } from "@/components/ui/toaster";
import { brand } from "@/lib/brand";

/** Where the visitor's choice ("light" or "dark") is kept; with none, the system decides. */
const themeStorageKey = `${brand.storagePrefix}-theme`;

export function Providers({ children }: { children: React.ReactNode }) {
  // <html data-hydrated> once the page is interactive: what the browser tests wait for.
  React.useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
  // next-themes renders an inline script first in <body> that puts the stored (or system) theme
  // on <html> as data-theme (what app/globals.css's dark variant reads) before anything paints;
  // the CSP step hashes it like every inline script. Transitions are paused by the toggle itself
  // (components/theme/use-theme.ts), not on every page load.
  return (
    <ThemeProvider
      attribute="data-theme"
      defaultTheme="system"
      enableSystem
      storageKey={themeStorageKey}
    >
      {children}
      <ToastHost />
    </ThemeProvider>
  );
}
