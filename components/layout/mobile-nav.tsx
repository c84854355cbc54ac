"use client";

import { Menu, X } from "lucide-react";
import Link from "next/link";
import { usePathname } from "next/navigation";
import * as React from "react";
import { useI18n } from "@/components/i18n/i18n-provider";
import { Button } from "@/components/ui/button";
import { isCurrent, primaryLinks, type NavLink } from "@/lib/navigation";

export function MobileNav({ industries }: { industries: NavLink[] }) {
  const [open, setOpen] = React.useState(false);
  const pathname = usePathname();
  const { t } = useI18n();
  const panelId = React.useId();
  const toggle = React.useRef<HTMLButtonElement>(null);
  const close = () => setOpen(false);

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

  const item = (href: string, label: string, inset = false) => (
    <li key={href}>
      <Link
        href={href}
        onClick={close}
        aria-current={isCurrent(pathname, href) && href === pathname ? "page" : undefined}
        className={`flex min-h-11 items-center rounded-lg px-3 text-base transition-colors hover:bg-accent aria-[current=page]:bg-accent aria-[current=page]:font-medium ${inset ? "pl-6 text-sm text-muted-foreground" : "font-medium"}`}
      >
        {label}
      </Link>
    </li>
  );

  return (
    // A disclosure: the button toggles the panel; Escape closes it and returns focus to the button.
    <div className="lg:hidden">
      <Button
        ref={toggle}
        variant="ghost"
        size="icon"
        aria-label={open ? t("nav.closeMenu") : t("nav.openMenu")}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
      </Button>
      <div
        id={panelId}
        hidden={!open}
        className="fixed inset-x-0 top-16 max-h-[calc(100dvh-4rem)] overflow-y-auto border-b bg-background/95 backdrop-blur-md"
      >
        <nav aria-label={t("nav.main")} className="mx-auto max-w-7xl px-4 py-4 sm:px-6">
          <ul className="grid gap-0.5">
            {item(primaryLinks.home.href, t("nav.home"))}
            {item(primaryLinks.services.href, t("nav.services"))}
            <li className="px-3 pt-3 pb-1 font-mono text-xs text-muted-foreground uppercase">
              {t("nav.industries")}
            </li>
            {industries.map((link) => item(link.href, link.label, true))}
            {item(primaryLinks.industries.href, t("nav.viewAllIndustries"), true)}
            {item(primaryLinks.caseStudies.href, t("nav.caseStudies"))}
            {item(primaryLinks.about.href, t("nav.about"))}
            {item(primaryLinks.blog.href, t("nav.blog"))}
          </ul>
          <Button asChild className="mt-4 w-full">
            <Link href={primaryLinks.contact.href} onClick={close}>
              {t("nav.contact")}
            </Link>
          </Button>
        </nav>
      </div>
    </div>
  );
}
