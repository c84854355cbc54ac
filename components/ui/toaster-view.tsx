"use client";

import * as React from "react";
import { Toaster } from "sonner";
import { useI18n } from "@/components/i18n/i18n-provider";
import { useTheme } from "@/components/theme/use-theme";

/** Sonner's Toaster with the site's defaults: bottom-right, 3 visible, 4 s, swipe to dismiss. */
export function ToasterView({ onReady }: { onReady: () => void }) {
  const { theme } = useTheme();
  const { t } = useI18n();
  React.useEffect(onReady, [onReady]);
  return (
    <Toaster
      position="bottom-right"
      visibleToasts={3}
      duration={4000}
      theme={theme}
      closeButton
      containerAriaLabel={t("ui.toast.region")}
      toastOptions={{ closeButtonAriaLabel: t("ui.toast.close") }}
      offset={{ bottom: 96, right: 16 }}
      mobileOffset={{ bottom: 96, right: 16, left: 16 }}
    />
  );
}
