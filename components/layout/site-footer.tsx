import { spriteIcon } from "@/components/icons/sprite-icon";
import { Link } from "@/components/ui/link";
import type * as React from "react";
import { CookieSettingsSlot } from "@/components/analytics/analytics-slots";
import { CurrentYear } from "@/components/layout/current-year";
import { Logo } from "@/components/layout/logo";
import { NewsletterForm } from "@/components/newsletter/newsletter-form";
import { site } from "@/lib/site";
import { getI18n } from "@/lib/i18n/server";
import { getNavMenus } from "@/lib/nav-menus";
import { footerLegalLinks, footerQuickLinks } from "@/lib/navigation";
import { pagePath } from "@/lib/page-paths";

const ArrowUpRight = spriteIcon("arrow-up-right");

// footer-link: size, colour and hover (app/globals.css).
const linkClass = "footer-link";

export async function SiteFooter() {
  const { locale, t, href } = await getI18n();
  const { services } = getNavMenus(locale);
  return (
    <footer className="border-t bg-muted/40">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-16 sm:px-6 md:grid-cols-2 lg:grid-cols-[1.3fr_1fr_1fr_1.5fr] lg:px-8">
        <div className="grid content-start gap-4">
          <Logo />
          <p className="max-w-xs text-sm muted-copy">{t("site.tagline")}</p>
        </div>
        <FooterLinks
          id="footer-quick-links"
          title={t("footer.quickLinks")}
          links={footerQuickLinks.map((link) => ({
            href: href(link.href),
            label: t(link.labelKey),
          }))}
        />
        <FooterLinks id="footer-services" title={t("footer.services")} links={services} />
        <section aria-labelledby="footer-newsletter">
          <h2
            id="footer-newsletter"
            className="font-mono text-xs tracking-wider text-foreground uppercase"
          >
            {t("footer.newsletterTitle")}
          </h2>
          <p className="mt-4 mb-3 text-sm text-muted-foreground">{t("footer.newsletterText")}</p>
          <NewsletterForm id="footer-newsletter-form" />
        </section>
      </div>
      <div className="border-t">
        <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6 text-sm text-muted-foreground sm:px-6 md:flex-row md:items-center md:justify-between lg:px-8">
          <p>
            © <CurrentYear buildYear={new Date().getFullYear()} /> {site.name}. {t("footer.rights")}
          </p>
          <ul className="flex flex-wrap gap-x-5 gap-y-1">
            {footerLegalLinks.map((link) => (
              <li key={link.href}>
                <Link
                  href={href(link.href)}
                  prefetch={link.href === pagePath("contact") ? false : undefined}
                  className={linkClass}
                >
                  {t(link.labelKey)}
                </Link>
              </li>
            ))}
            {process.env.NEXT_PUBLIC_GA_ID ? (
              <li>
                <CookieSettingsSlot className={linkClass} />
              </li>
            ) : null}
            <li>
              <a
                href={site.ngoPartner.url}
                target="_blank"
                rel="noopener noreferrer"
                className={linkClass}
              >
                {t("footer.ngo")}
                <ArrowUpRight aria-hidden="true" className="ml-0.5 size-3.5" />
                <span className="sr-only">({t("footer.external")})</span>
              </a>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}

function FooterLinks({
  id,
  title,
  links,
}: {
  id: string;
  title: React.ReactNode;
  links: { href: string; label: React.ReactNode }[];
}) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="font-mono text-xs tracking-wider text-foreground uppercase">
        {title}
      </h2>
      <ul className="mt-4 grid gap-1">
        {links.map((link) => (
          <li key={link.href}>
            <Link href={link.href} className={linkClass}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
