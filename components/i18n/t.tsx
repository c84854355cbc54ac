import { getI18n } from "@/lib/i18n/server";
import type { MessageKey, TranslateValues } from "@/lib/i18n";

/** An interface string in the page's language, rendered on the server into the static HTML. */
export async function T({ k, values }: { k: MessageKey; values?: TranslateValues }) {
  const { t } = await getI18n();
  return <>{t(k, values)}</>;
}
