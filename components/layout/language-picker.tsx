import { spriteIcon } from "@/components/icons/sprite-icon";
import { LanguageLinks } from "@/components/layout/language-links";
import { buttonVariants } from "@/components/ui/button";
import { localeInfo } from "@/lib/i18n";
import { getI18n } from "@/lib/i18n/server";
import { cx } from "@/lib/cx";

const Languages = spriteIcon("languages");

const menuId = "language-menu";

/**
 * The language picker: a button and a native popover (the browser opens it, closes it on
 * Escape or a click elsewhere and returns focus, also without JavaScript) listing this page in
 * every edition as plain hreflang links. Only the links are a client component: they need the
 * page's path.
 */
export async function LanguagePicker() {
  const { locale, t } = await getI18n();
  return (
    <>
      <button
        type="button"
        popoverTarget={menuId}
        aria-label={t("punctuation.labelled", {
          label: t("language.label"),
          text: localeInfo[locale].label,
        })}
        className={cx(buttonVariants({ variant: "ghost", size: "compact" }))}
      >
        <Languages aria-hidden="true" />
        <span className="font-mono text-xs uppercase">{locale}</span>
      </button>
      <div
        id={menuId}
        popover="auto"
        className="fixed inset-auto top-[4.25rem] right-4 m-0 min-w-44 rounded-xl border bg-popover p-1 text-popover-foreground shadow-lg shadow-black/5"
      >
        <LanguageLinks label={t("language.label")} />
      </div>
    </>
  );
}
