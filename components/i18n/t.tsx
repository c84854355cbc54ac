"use client";

import { useI18n } from "@/components/i18n/i18n-provider";
import type { MessageKey } from "@/lib/i18n";

/** A translated chrome string, for use inside server components. English in the static HTML. */
export function T({ k, values }: { k: MessageKey; values?: Record<string, string | number> }) {
  const { t } = useI18n();
  return <>{t(k, values)}</>;
}
