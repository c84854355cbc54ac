import { getAllIndustries } from "@/lib/industries";
import type { NavLink } from "@/lib/navigation";
import { getAllServices } from "@/lib/services";

export type NavMenus = { services: NavLink[]; industries: NavLink[] };

/** The Services and Industries dropdowns, derived from the content modules (server side). */
export function getNavMenus(): NavMenus {
  return {
    services: getAllServices().map((service) => ({
      href: `/services/${service.id}`,
      label: service.title,
    })),
    industries: getAllIndustries().map((industry) => ({
      href: `/industries/${industry.id}`,
      label: industry.name,
    })),
  };
}

/** How many industries the mobile menu lists before "View All". */
export const mobileIndustryCount = 3;
