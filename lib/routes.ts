import { aboutPage } from "@/content/about";
import { clientPortalPage } from "@/content/client-portal";
import { contactPage } from "@/content/contact";
import { industriesOverview } from "@/content/industries-overview";
import { privacyPolicy, termsOfService } from "@/content/legal";
import { servicesOverview } from "@/content/services-overview";
import { site } from "@/content/site";
import { caseStudyPath, getAllCaseStudies } from "@/lib/case-studies";
import type { GradientId, Motif } from "@/lib/gradients";
import { getAllIndustries } from "@/lib/industries";
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

const home: SitePage = {
  path: "/",
  title: `${site.name} — Agentic AI, Machine Learning & Data Engineering`,
  description: site.description,
  type: "page",
};

/** Every page the build exports. Page issues add their routes here as they build them. */
export function getSitePages(): SitePage[] {
  return [
    home,
    {
      path: "/services",
      title: servicesOverview.title,
      description: servicesOverview.subtitle,
      type: "page",
    },
    ...getAllServices().map((service) => ({
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
    ...getAllIndustries().map((industry) => ({
      path: `/industries/${industry.id}`,
      title: `AI for ${industry.name}`,
      description: industry.description,
      type: "industry" as const,
      gradient: industry.gradient,
    })),
    {
      path: "/case-studies",
      title: "Our Work: Case Studies",
      description:
        "Case studies in machine learning, agentic AI, real-time streaming and pro bono NGO Lab work, with the results our clients measured.",
      type: "case-study",
    },
    ...getAllCaseStudies().map((study) => ({
      path: caseStudyPath(study.id),
      title: study.title,
      description: `${study.client} · ${study.category}: ${study.description}`,
      type: "case-study" as const,
      gradient: study.gradient,
    })),
    {
      path: "/blog",
      title: "Insights & Articles",
      description:
        "Articles on agentic AI, MLOps, data infrastructure, AI ethics, AI for good and tutorials.",
      type: "blog",
    },
    ...getAllPostMeta().map((post) => ({
      path: postPath(post.slug),
      title: post.title,
      description: post.excerpt,
      type: "blog" as const,
      ...(postArt[post.category] ?? defaultPostArt),
    })),
    {
      path: "/resources",
      title: "Resource Library",
      description: "Whitepapers, webinars, research papers and open-source tools.",
      type: "resource",
    },
    {
      path: "/careers",
      title: "Careers",
      description:
        "Open positions at Tessellate AI, our values, benefits and what it's like to work here.",
      type: "page",
    },
    ...getAllJobs().map((job) => ({
      path: jobPath(job.id),
      title: job.title,
      description: job.summary,
      type: "job" as const,
      form: true as const,
    })),
    { path: "/about", title: "About Us", description: aboutPage.hero.lead, type: "page" },
    {
      path: "/contact",
      title: "Contact Us",
      description: contactPage.hero.lead,
      type: "page",
      form: true,
    },
    {
      path: "/client-portal",
      title: "Client Portal",
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
