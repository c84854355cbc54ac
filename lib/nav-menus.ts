import type { Locale } from "@/lib/i18n";
import { localePath } from "@/lib/i18n";
import type { NavLink } from "@/lib/navigation";
import { getEntries } from "@/lib/content";
import { pagePath } from "@/lib/page-paths";

export type NavMenus = { services: NavLink[]; industries: NavLink[] };

/** The Services and Industries dropdowns of an edition: its names, its URLs (server side). */
export function getNavMenus(locale: Locale): NavMenus {
  return {
    services: getEntries("services", locale)
      .map(({ data }) => data)
      .map((service) => ({
        href: localePath(locale, pagePath("service", service.id)),
        label: service.title,
      })),
    industries: getEntries("industries", locale)
      .map(({ data }) => data)
      .map((industry) => ({
        href: localePath(locale, pagePath("industry", industry.id)),
        label: industry.name,
      })),
  };
}

/** How many industries the mobile menu lists before "View All". */
export const mobileIndustryCount = 3;
