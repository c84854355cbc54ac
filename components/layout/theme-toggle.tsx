"use client";

import { spriteIcon } from "@/components/icons/sprite-icon";
import { useI18n } from "@/components/i18n/i18n-provider";
import { useTheme } from "@/components/theme/use-theme";
import { Button } from "@/components/ui/button";

const Moon = spriteIcon("moon");
const Sun = spriteIcon("sun");

export function ThemeToggle() {
  // "light" until hydrated (the stored theme is only known on the client), then the real one.
  const { theme, setTheme } = useTheme();
  const { t } = useI18n();
  const dark = theme === "dark";

  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={t("theme.toggle")}
      aria-pressed={dark}
      onClick={() => setTheme(dark ? "light" : "dark")}
    >
      <Sun aria-hidden="true" className="hidden dark:block" />
      <Moon aria-hidden="true" className="dark:hidden" />
    </Button>
  );
}
