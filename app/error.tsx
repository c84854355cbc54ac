"use client";

import { ErrorScreen } from "@/components/errors/error-screen";
import { useI18n } from "@/components/i18n/i18n-provider";

export default function Error(props: { error: Error & { digest?: string }; reset: () => void }) {
  const { t } = useI18n();
  return (
    <ErrorScreen
      {...props}
      labels={{ title: t("error.title"), retry: t("error.retry"), home: t("error.home") }}
    />
  );
}
