"use client";

import * as React from "react";
import { Toaster } from "sonner";
import { useTheme } from "@/components/theme/use-theme";

/** Sonner's Toaster with the site's defaults: bottom-right, 3 visible, 4 s, swipe to dismiss. */
export function ToasterView({ onReady }: { onReady: () => void }) {
  const { theme } = useTheme();
  React.useEffect(onReady, [onReady]);
  return (
    <Toaster
      position="bottom-right"
      visibleToasts={3}
      duration={4000}
      theme={theme}
      closeButton
      offset={{ bottom: 96, right: 16 }}
      mobileOffset={{ bottom: 96, right: 16, left: 16 }}
    />
  );
}
