import { getI18n } from "@/lib/i18n/server";

export async function SkipLink() {
  const { t } = await getI18n();
  return (
    <a
      href="#main-content"
      className="fixed top-3 left-3 z-[60] -translate-y-20 rounded-full bg-primary px-4 py-2.5 text-sm font-medium text-primary-foreground transition-transform focus:translate-y-0"
    >
      {t("skip.content")}
    </a>
  );
}
