"use client";

import { useTheme } from "next-themes";
import * as React from "react";
import { Toaster } from "sonner";

/** Sonner's Toaster with the site's defaults: bottom-right, 3 visible, 4 s, swipe to dismiss. */
export function ToasterView({ onReady }: { onReady: () => void }) {
  const { resolvedTheme } = useTheme();
  React.useEffect(onReady, [onReady]);
  return (
    <Toaster
      position="bottom-right"
      visibleToasts={3}
      duration={4000}
      theme={resolvedTheme === "dark" ? "dark" : "light"}
      closeButton
      offset={{ bottom: 96, right: 16 }}
      mobileOffset={{ bottom: 96, right: 16, left: 16 }}
    />
  );
}
