import { Link } from "@/components/ui/link";
import { DesktopNav } from "@/components/layout/desktop-nav";
import { HeaderFrame } from "@/components/layout/header-frame";
import { LanguagePicker } from "@/components/layout/language-picker";
import { Logo } from "@/components/layout/logo";
import { MobileNav } from "@/components/layout/mobile-nav";
import { ThemeToggle } from "@/components/layout/theme-toggle";
import { SearchLauncher } from "@/components/search/search-launcher";
import { Button } from "@/components/ui/button";
import { getI18n } from "@/lib/i18n/server";
import { getNavMenus, mobileIndustryCount } from "@/lib/nav-menus";
import { primaryLinks } from "@/lib/navigation";

export async function SiteHeader() {
  const { locale, t, href } = await getI18n();
  const menus = getNavMenus(locale);
  return (
    <HeaderFrame>
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-3 px-4 sm:px-6 lg:px-8">
        <Logo />
        <DesktopNav menus={menus} />
        <div className="flex items-center gap-0.5">
          <ThemeToggle />
          <SearchLauncher />
          <LanguagePicker />
          <span className="ml-2 hidden sm:inline-flex">
            <Button asChild size="sm">
              <Link prefetch={false} href={href(primaryLinks.contact.href)}>
                {t(primaryLinks.contact.labelKey)}
              </Link>
            </Button>
          </span>
          <MobileNav industries={menus.industries.slice(0, mobileIndustryCount)} />
        </div>
      </div>
    </HeaderFrame>
  );
}
