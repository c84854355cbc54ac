"use client";

import { spriteIcon } from "@/components/icons/sprite-icon";
import * as React from "react";
import { useI18n } from "@/components/i18n/i18n-provider";
import { Button } from "@/components/ui/button";
import { useLazyModule } from "@/lib/hooks/use-lazy-module";
import type { NavLink } from "@/lib/navigation";

const Menu = spriteIcon("menu");
const X = spriteIcon("x");

const loadPanel = () =>
  import("@/components/layout/mobile-nav-panel").then((module) => module.MobileNavPanel);

/**
 * A disclosure: the button toggles the panel; Escape closes it and returns focus to the button.
 * The panel's links load with the first touch, focus or hover of the button, not with the page.
 */
export function MobileNav({ industries }: { industries: NavLink[] }) {
  const [open, setOpen] = React.useState(false);
  const { t } = useI18n();
  const panelId = React.useId();
  const toggle = React.useRef<HTMLButtonElement>(null);
  const [Panel, requestPanel] = useLazyModule(loadPanel);
  const prefetch = () => requestPanel();

  React.useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      toggle.current?.focus();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [open]);

  return (
    <div className="lg:hidden">
      <Button
        ref={toggle}
        variant="ghost"
        size="icon"
        aria-label={open ? t("nav.closeMenu") : t("nav.openMenu")}
        aria-expanded={open}
        aria-controls={panelId}
        onPointerDown={prefetch}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => {
          prefetch();
          setOpen((value) => !value);
        }}
      >
        {open ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
      </Button>
      <div
        id={panelId}
        hidden={!open}
        className="fixed inset-x-0 top-16 max-h-[calc(100dvh-4rem)] overflow-y-auto border-b bg-background/95 backdrop-blur-md"
      >
        {open && Panel ? <Panel industries={industries} onNavigate={() => setOpen(false)} /> : null}
      </div>
    </div>
  );
}
