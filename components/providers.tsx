"use client";

import { ThemeProvider } from "next-themes";
import type * as React from "react";
import { I18nProvider } from "@/components/i18n/i18n-provider";
import { ToastHost } from "@/components/ui/toaster";
import { site } from "@/content/site";

export const themeStorageKey = `${site.storagePrefix}-theme`;

export function Providers({ children }: { children: React.ReactNode }) {
  return (
    <ThemeProvider
      attribute="class"
      defaultTheme="system"
      enableSystem
      storageKey={themeStorageKey}
      disableTransitionOnChange
    >
      <I18nProvider>
        {children}
        <ToastHost />
      </I18nProvider>
    </ThemeProvider>
  );
}
