import type { Edition } from "@/lib/i18n";
import { localePath } from "@/lib/i18n";
import { getAllIndustries } from "@/lib/industries";
import type { NavLink } from "@/lib/navigation";
import { getAllServices } from "@/lib/services";

export type NavMenus = { services: NavLink[]; industries: NavLink[] };

/** The Services and Industries dropdowns of an edition: its names, its URLs (server side). */
export function getNavMenus(locale: Edition): NavMenus {
  return {
    services: getAllServices(locale).map((service) => ({
      href: localePath(locale, `/services/${service.id}`),
      label: service.title,
    })),
    industries: getAllIndustries(locale).map((industry) => ({
      href: localePath(locale, `/industries/${industry.id}`),
      label: industry.name,
    })),
  };
}

/** How many industries the mobile menu lists before "View All". */
export const mobileIndustryCount = 3;
