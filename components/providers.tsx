"use client";

import type * as React from "react";
import { I18nProvider } from "@/components/i18n/i18n-provider";
import { ToastHost } from "@/components/ui/toaster";

export function Providers({ children }: { children: React.ReactNode }) {
  return (
    <I18nProvider>
      {children}
      <ToastHost />
    </I18nProvider>
  );
}
