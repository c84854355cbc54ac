import { Pager } from "@/components/paging/pager";
import { ResourceCard } from "@/components/resources/resource-card";
import { PageHero } from "@/components/sections/page-hero";
import { Section } from "@/components/sections/section";
import { JsonLd } from "@/components/seo/json-ld";
import { i18nFor } from "@/lib/i18n/messages";
import { resourceList } from "@/lib/listings";
import { pagePath } from "@/lib/page-paths";
import type { RoutePage } from "@/lib/page-route";
import type { ResourceTab } from "@/lib/resource-tabs";

type Props = RoutePage & { type: ResourceTab; number: number };

/** A page of one type of resource (the whitepapers…): a grid of cards and the pager. */
export function ResourceTypeListing({ locale, page, breadcrumbs, type, number }: Props) {
  const i18n = i18nFor(locale);
  const { t, href } = i18n;
  const resources = resourceList(locale, type);
  const listPath = (n: number) =>
    n === 1 ? pagePath("resourceType", type) : pagePath("resourceTypePage", `${type}/${n}`);
  return (
    <>
      <JsonLd data={breadcrumbs} />
      <PageHero
        titleId="resources-title"
        eyebrow={t("blog.resources.label")}
        title={page.title}
        lead={page.description}
      />
      {/* Not a region of its own: the hero's h1 names the page, the cards' h2s name themselves. */}
      <Section className="pt-6 md:pt-8">
        <div className="grid gap-8">
          <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {resources.items(number).map((resource) => (
              <li key={resource.id}>
                <ResourceCard resource={resource} i18n={i18n} heading="h2" />
              </li>
            ))}
          </ul>
          <Pager current={number} total={resources.pages} t={t} href={(n) => href(listPath(n))} />
        </div>
      </Section>
    </>
  );
}
