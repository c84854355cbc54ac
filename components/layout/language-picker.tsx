"use client";

import dynamic from "next/dynamic";
import * as React from "react";
import { LanguageButton } from "@/components/layout/language-button";

const loadMenu = () => import("@/components/layout/language-menu");

// The Radix dropdown (and its positioning engine) loads on first hover, focus or click.
const LanguageMenu = dynamic(() => loadMenu().then((module) => module.LanguageMenu), {
  ssr: false,
  loading: () => <LanguageButton aria-busy />,
});

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
