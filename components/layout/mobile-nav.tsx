"use client";

import { Menu, X } from "lucide-react";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { Collapsible } from "radix-ui";
import * as React from "react";
import { useI18n } from "@/components/i18n/i18n-provider";
import { Button } from "@/components/ui/button";
import { isCurrent, primaryLinks, type NavLink } from "@/lib/navigation";

export function MobileNav({ industries }: { industries: NavLink[] }) {
  const [open, setOpen] = React.useState(false);
  const pathname = usePathname();
  const { t } = useI18n();
  const close = () => setOpen(false);

  React.useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && setOpen(false);
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
    <Collapsible.Root open={open} onOpenChange={setOpen} className="lg:hidden">
      <Collapsible.Trigger asChild>
        <Button
          variant="ghost"
          size="icon"
          aria-label={open ? t("nav.closeMenu") : t("nav.openMenu")}
        >
          {open ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
        </Button>
      </Collapsible.Trigger>
      <Collapsible.Content className="fixed inset-x-0 top-16 max-h-[calc(100dvh-4rem)] overflow-y-auto border-b bg-background/95 backdrop-blur-md">
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
      </Collapsible.Content>
    </Collapsible.Root>
  );
}
