import type {
  Article,
  BreadcrumbList,
  FAQPage,
  JobPosting,
  Organization,
  Service,
  WebSite,
  WithContext,
} from "schema-dts";
import { site } from "@/lib/site";
import { localeInfo, localePath, type Locale } from "@/lib/i18n";
import { i18nFor } from "@/lib/i18n/messages";
import { absoluteUrl } from "@/lib/utils";
import { regionName } from "@/lib/places";
import type { Salary } from "@/lib/content/schemas/jobs";
import { pagePath } from "@/lib/page-paths";

/* Every builder takes the page's edition: URLs point into it, names and text are in its language. */

const pageUrl = (locale: Locale, path: string) => absoluteUrl(localePath(locale, path));

export function organizationJsonLd(locale: Locale): WithContext<Organization> {
  const hq = site.offices[0];
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: site.name,
    url: pageUrl(locale, "/"),
    logo: absoluteUrl("/icon.svg"),
    description: i18nFor(locale).t("site.description"),
    email: site.email.general,
    telephone: site.phone.us,
    address: {
      "@type": "PostalAddress",
      streetAddress: hq.street.join(", "),
      addressLocality: hq.locality,
      addressRegion: hq.region,
      postalCode: hq.postalCode,
      addressCountry: hq.country,
    },
    sameAs: Object.values(site.social),
  };
}

export function websiteJsonLd(locale: Locale): WithContext<WebSite> {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    name: site.name,
    url: pageUrl(locale, "/"),
    inLanguage: localeInfo[locale].tag,
  };
}

/** Serialises JSON-LD for a script tag, escaping "<" so content can never close the tag. */
export function serializeJsonLd(data: object): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}

export function serviceJsonLd(
  locale: Locale,
  service: {
    id: string;
    title: string;
    description: string;
  },
): WithContext<Service> {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: service.title,
    description: service.description,
    url: pageUrl(locale, pagePath("service", service.id)),
    serviceType: service.title,
    areaServed: "Worldwide",
    provider: { "@type": "Organization", name: site.name, url: pageUrl(locale, "/") },
  };
}

/** Breadcrumbs for a detail page: Home, then each crumb in order. */
export function breadcrumbJsonLd(
  locale: Locale,
  crumbs: { name: string; path: string }[],
): WithContext<BreadcrumbList> {
  const home = { name: i18nFor(locale).t("nav.home"), path: "/" };
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: [home, ...crumbs].map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: pageUrl(locale, crumb.path),
    })),
  };
}

export function articleJsonLd(
  locale: Locale,
  post: {
    slug: string;
    title: string;
    excerpt: string;
    author: { name: string; role: string };
    date: string;
    tags: string[];
  },
): WithContext<Article> {
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: post.title,
    description: post.excerpt,
    datePublished: post.date,
    dateModified: post.date,
    keywords: post.tags.join(", "),
    inLanguage: localeInfo[locale].tag,
    mainEntityOfPage: pageUrl(locale, pagePath("post", post.slug)),
    author: { "@type": "Person", name: post.author.name, jobTitle: post.author.role },
    publisher: { "@type": "Organization", name: site.name, logo: absoluteUrl("/icon.svg") },
  };
}

export function jobPostingJsonLd(
  locale: Locale,
  job: {
    id: string;
    title: string;
    description: string;
    postedAt: string;
    type: string;
    location: string;
    locationName: string;
    salary: Salary;
  },
): WithContext<JobPosting> {
  const remote = job.location === "remote";
  return {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: job.title,
    description: job.description,
    datePosted: job.postedAt,
    employmentType: job.type.toUpperCase().replace("-", "_"),
    url: pageUrl(locale, pagePath("job", job.id)),
    hiringOrganization: {
      "@type": "Organization",
      name: site.name,
      sameAs: pageUrl(locale, "/"),
    },
    baseSalary: {
      "@type": "MonetaryAmount",
      currency: job.salary.currency,
      value: {
        "@type": "QuantitativeValue",
        minValue: job.salary.min,
        ...(job.salary.max !== undefined && { maxValue: job.salary.max }),
        unitText: job.salary.period.toUpperCase(),
      },
    },
    ...(remote
      ? {
          jobLocationType: "TELECOMMUTE",
          applicantLocationRequirements: { "@type": "Country", name: regionName(locale, "US") },
        }
      : {
          jobLocation: {
            "@type": "Place",
            address: { "@type": "PostalAddress", addressLocality: job.locationName },
          },
        }),
  };
}

export function faqJsonLd(
  locale: Locale,
  items: readonly { question: string; answer: string }[],
): WithContext<FAQPage> {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    inLanguage: localeInfo[locale].tag,
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}
