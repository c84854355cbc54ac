"use client";

import { Languages as languagesIcon } from "lucide";
import { lucideIcon } from "@/components/icons/lucide-icon";
import { useI18n } from "@/components/i18n/i18n-provider";
import { Button, type ButtonProps } from "@/components/ui/button";
import { languages } from "@/lib/i18n";

const Languages = lucideIcon(languagesIcon);

/** The language picker's trigger: a globe and the current language code. */
export function LanguageButton(props: ButtonProps) {
  const { language, t } = useI18n();
  const current = languages.find((option) => option.code === language) ?? languages[0];
  return (
    <Button
      variant="ghost"
      size="compact"
      aria-label={`${t("language.label")}: ${current.label}`}
      aria-haspopup="menu"
      {...props}
    >
      <Languages aria-hidden="true" />
      <span className="font-mono text-xs uppercase">{current.code}</span>
    </Button>
  );
}
