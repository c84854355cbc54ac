import { brand } from "@/content/brand";

/** Brand and contact configuration: rebrand the whole site here and in brand.ts. */
export const site = {
  ...brand,
  // The tagline and the site description are copy in every language: lib/i18n/areas/site.ts.
  phone: {
    us: "+1 (555) 010-0142",
    uk: "+44 20 7946 0958",
  },
  offices: [
    {
      id: "san-francisco",
      name: "San Francisco HQ",
      address: ["500 Howard Street, Suite 300", "San Francisco, CA 94105", "United States"],
      latitude: 37.7886,
      longitude: -122.3966,
    },
    {
      id: "london",
      name: "London",
      address: ["20 Farringdon Road", "London EC1M 3HE", "United Kingdom"],
    },
    {
      id: "singapore",
      name: "Singapore",
      address: ["71 Robinson Road, #14-01", "Singapore 068895"],
    },
  ],
  social: {
    linkedin: "https://www.linkedin.com/company/tessellate-ai",
    github: "https://github.com/tessellate-ai",
    x: "https://x.com/tessellate_ai",
  },
  ngoPartner: {
    name: "Idealist",
    url: "https://www.idealist.org/",
  },
} as const;

export type Site = typeof site;
