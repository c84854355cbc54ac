"use client";

import { Languages } from "lucide-react";
import dynamic from "next/dynamic";
import * as React from "react";
import { useI18n } from "@/components/i18n/i18n-provider";
import { Button, type ButtonProps } from "@/components/ui/button";
import { languages } from "@/lib/i18n";

const loadMenu = () => import("@/components/layout/language-menu");

// The Radix dropdown (and its positioning engine) loads on first hover, focus or click.
const LanguageMenu = dynamic(() => loadMenu().then((module) => module.LanguageMenu), {
  ssr: false,
  loading: () => <LanguageButton aria-busy />,
});

/** The picker's trigger: a globe and the current language code. */
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

export function LanguagePicker() {
  const [state, setState] = React.useState<"idle" | "loaded" | "open">("idle");
  if (state !== "idle") return <LanguageMenu defaultOpen={state === "open"} />;
  const preload = () => void loadMenu();
  return (
    <LanguageButton
      onPointerEnter={preload}
      onFocus={preload}
      onClick={() => setState("open")}
      onKeyDown={(event) => {
        if (event.key === "ArrowDown") {
          event.preventDefault();
          setState("open");
        }
      }}
    />
  );
}
