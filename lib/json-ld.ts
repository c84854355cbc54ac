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
import { site } from "@/content/site";
import { absoluteUrl } from "@/lib/utils";

export function organizationJsonLd(): WithContext<Organization> {
  const hq = site.offices[0];
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: site.name,
    url: absoluteUrl("/"),
    logo: absoluteUrl("/icon.svg"),
    description: site.description,
    email: site.email.general,
    telephone: site.phone.us,
    address: {
      "@type": "PostalAddress",
      streetAddress: hq.address[0],
      addressLocality: "San Francisco",
      addressRegion: "CA",
      postalCode: "94105",
      addressCountry: "US",
    },
    sameAs: Object.values(site.social),
  };
}

export function websiteJsonLd(): WithContext<WebSite> {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    name: site.name,
    url: absoluteUrl("/"),
  };
}

/** Serialises JSON-LD for a script tag, escaping "<" so content can never close the tag. */
export function serializeJsonLd(data: object): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}

export function serviceJsonLd(service: {
  id: string;
  title: string;
  description: string;
}): WithContext<Service> {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: service.title,
    description: service.description,
    url: absoluteUrl(`/services/${service.id}`),
    serviceType: service.title,
    areaServed: "Worldwide",
    provider: { "@type": "Organization", name: site.name, url: absoluteUrl("/") },
  };
}

/** Breadcrumbs for a detail page: Home, then each crumb in order. */
export function breadcrumbJsonLd(
  crumbs: { name: string; path: string }[],
): WithContext<BreadcrumbList> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: [{ name: "Home", path: "/" }, ...crumbs].map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  };
}

export function articleJsonLd(post: {
  slug: string;
  title: string;
  excerpt: string;
  author: string;
  authorRole: string;
  date: string;
  tags: string[];
}): WithContext<Article> {
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: post.title,
    description: post.excerpt,
    datePublished: post.date,
    dateModified: post.date,
    keywords: post.tags.join(", "),
    mainEntityOfPage: absoluteUrl(`/blog/${post.slug}`),
    author: { "@type": "Person", name: post.author, jobTitle: post.authorRole },
    publisher: { "@type": "Organization", name: site.name, logo: absoluteUrl("/icon.svg") },
  };
}

export function jobPostingJsonLd(job: {
  id: string;
  title: string;
  description: string;
  postedAt: string;
  type: string;
  location: string;
  locationName: string;
}): WithContext<JobPosting> {
  const remote = job.location === "remote";
  return {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: job.title,
    description: job.description,
    datePosted: job.postedAt,
    employmentType: job.type.toUpperCase().replace("-", "_"),
    url: absoluteUrl(`/careers/${job.id}`),
    hiringOrganization: { "@type": "Organization", name: site.name, sameAs: absoluteUrl("/") },
    ...(remote
      ? {
          jobLocationType: "TELECOMMUTE",
          applicantLocationRequirements: { "@type": "Country", name: "United States" },
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
  items: readonly { question: string; answer: string }[],
): WithContext<FAQPage> {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}
