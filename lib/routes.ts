import { contentFor } from "@/content/editions";
import { site } from "@/content/site";
import { caseStudyPath, getAllCaseStudies } from "@/lib/case-studies";
import type { GradientId, Motif } from "@/lib/gradients";
import { getAllIndustries } from "@/lib/industries";
import type { Edition } from "@/lib/i18n";
import { i18nFor } from "@/lib/i18n/messages";
import { getAllJobs, jobPath } from "@/lib/jobs";
import { defaultPostArt, postArt } from "@/lib/post-art";
import { getAllPostMeta, postPath } from "@/lib/posts";
import type { SearchItemType } from "@/lib/search";
import { getAllServices } from "@/lib/services";

/** One exported page: the sitemap, the search index and the site-wide tests all read this list. */
export type SitePage = {
  path: string;
  title: string;
  description: string;
  type: SearchItemType;
  /** The page's own gradient and motif (its Open Graph image draws them); else the brand's. */
  gradient?: GradientId;
  motif?: Motif;
  /** Renders a page form in its static HTML (the JS budget allows such pages more). */
  form?: true;
};

/** Service pages whose static HTML renders a page form (NGO Lab's application form). */
const servicesWithPageForm: ReadonlySet<string> = new Set(["ngo-lab"]);

/** Two texts as consecutive sentences, with a full stop in the first one's script. */
function sentences(first: string, second: string): string {
  return /[\u3000-\u9fff]$/.test(first) ? `${first}。${second}` : `${first}. ${second}`;
}

/**
 * Every page the build exports, in one edition's language (paths stay English: the edition's
 * URL is `localePath(locale, path)`). Every edition has every page.
 */
export function getSitePages(locale: Edition): SitePage[] {
  const { t } = i18nFor(locale);
  const {
    about: { aboutPage },
    clientPortal: { clientPortalPage },
    contact: { contactPage },
    industriesOverview: { industriesOverview },
    legal: { privacyPolicy, termsOfService },
    servicesOverview: { servicesOverview },
  } = contentFor(locale);
  return [
    {
      path: "/",
      title: t("site.homeTitle", { name: site.name }),
      description: t("site.description"),
      type: "page",
    },
    {
      path: "/services",
      title: servicesOverview.title,
      description: sentences(servicesOverview.subtitle, servicesOverview.lead),
      type: "page",
    },
    ...getAllServices(locale).map((service) => ({
      path: `/services/${service.id}`,
      title: service.subtitle ? `${service.title} (${service.subtitle})` : service.title,
      description: service.description,
      type: "service" as const,
      gradient: service.gradient,
      ...(servicesWithPageForm.has(service.id) && { form: true as const }),
    })),
    {
      path: "/industries",
      title: industriesOverview.title,
      description: industriesOverview.description,
      type: "page",
    },
    ...getAllIndustries(locale).map((industry) => ({
      path: `/industries/${industry.id}`,
      title: industry.pageTitle,
      description: industry.description,
      type: "industry" as const,
      gradient: industry.gradient,
    })),
    {
      path: "/case-studies",
      title: t("route.caseStudies.title"),
      description: t("route.caseStudies.description"),
      type: "case-study",
    },
    ...getAllCaseStudies(locale).map((study) => ({
      path: caseStudyPath(study.id),
      title: study.title,
      description: `${study.client} · ${study.category}: ${study.description}`,
      type: "case-study" as const,
      gradient: study.gradient,
    })),
    {
      path: "/blog",
      title: t("route.blog.title"),
      description: t("route.blog.description"),
      type: "blog",
    },
    ...getAllPostMeta(locale).map((post) => ({
      path: postPath(post.slug),
      title: post.title,
      description: post.excerpt,
      type: "blog" as const,
      ...(postArt[post.category] ?? defaultPostArt),
    })),
    {
      path: "/resources",
      title: t("route.resources.title"),
      description: t("route.resources.description"),
      type: "resource",
    },
    {
      path: "/careers",
      title: t("route.careers.title"),
      description: t("route.careers.description", { name: site.name }),
      type: "page",
    },
    ...getAllJobs(locale).map((job) => ({
      path: jobPath(job.id),
      title: job.title,
      description: job.summary,
      type: "job" as const,
      form: true as const,
    })),
    {
      path: "/about",
      title: t("route.about.title"),
      description: aboutPage.hero.lead,
      type: "page",
    },
    {
      path: "/contact",
      title: t("route.contact.title"),
      description: contactPage.hero.lead,
      type: "page",
      form: true,
    },
    {
      path: "/client-portal",
      title: t("route.clientPortal.title"),
      description: clientPortalPage.hero.lead,
      type: "page",
    },
    {
      path: "/privacy",
      title: privacyPolicy.title,
      description: privacyPolicy.intro,
      type: "page",
    },
    {
      path: "/terms",
      title: termsOfService.title,
      description: termsOfService.intro,
      type: "page",
    },
  ];
}
