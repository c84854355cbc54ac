"use client";

import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { useI18n } from "@/components/i18n/i18n-provider";
import { LanguageButton } from "@/components/layout/language-button";
import { isLanguage, languages } from "@/lib/i18n";

/** The language dropdown itself, loaded on the picker's first use. */
export function LanguageMenu({ defaultOpen }: { defaultOpen: boolean }) {
  const { language, setLanguage, t } = useI18n();
  return (
    <DropdownMenu modal={false} defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <LanguageButton />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>{t("language.label")}</DropdownMenuLabel>
        <DropdownMenuRadioGroup
          value={language}
          onValueChange={(value) => {
            if (isLanguage(value)) setLanguage(value);
          }}
        >
          {languages.map((option) => (
            <DropdownMenuRadioItem key={option.code} value={option.code} lang={option.code}>
              {option.label}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
