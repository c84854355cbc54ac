import { Link } from "@/components/ui/link";
import { spriteIcon } from "@/components/icons/sprite-icon";
import { DialogButton } from "@/components/dialogs/dialog-button";
import { MessagesScope } from "@/components/i18n/messages-scope";
import { ResourceCard } from "@/components/resources/resource-card";
import { ResourceLibrary } from "@/components/resources/resource-library";
import { CtaBand } from "@/components/sections/cta-band";
import { PageHero } from "@/components/sections/page-hero";
import { Section } from "@/components/sections/section";
import { i18nFor } from "@/lib/i18n/messages";
import { pageSizes, resourcesOf } from "@/lib/listings";
import { pagePath } from "@/lib/page-paths";
import { pageRoute } from "@/lib/page-route";
import { resourceTabs, type ResourceTab } from "@/lib/resource-tabs";

const ArrowRight = spriteIcon("arrow-right");

const route = pageRoute("resources");

export const generateMetadata = route.generateMetadata;

export default async function ResourcesPage() {
  const { locale } = await route.page();
  const i18n = i18nFor(locale);
  const { t, href } = i18n;
  const tab = (type: ResourceTab) => {
    const resources = resourcesOf(locale, type);
    const shown = resources.slice(0, pageSizes.resourceTab);
    return {
      cards: shown.map((resource) => (
        <ResourceCard key={resource.id} resource={resource} i18n={i18n} />
      )),
      total: resources.length,
      ...(resources.length > shown.length && {
        more: (
          <Link
            href={href(pagePath("resourceType", type))}
            className="more-link justify-self-start"
          >
            {t("blog.resources.seeAll", { count: resources.length })}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        ),
      }),
    };
  };
  return (
    <>
      <PageHero
        titleId="resources-title"
        eyebrow={t("blog.resources.label")}
        title={t("route.resources.title")}
        lead={t("blog.resources.lead")}
      />
      {/* The cards are indexed on their type's pages (/resources/<type>), which hold them all. */}
      <Section aria-label={t("blog.resources.label")} className="pt-6 md:pt-8" data-pagefind-ignore>
        <MessagesScope prefixes={["blog.resources.", "paging."]}>
          <ResourceLibrary
            tabs={
              Object.fromEntries(resourceTabs.map(({ value }) => [value, tab(value)])) as Record<
                ResourceTab,
                ReturnType<typeof tab>
              >
            }
          />
        </MessagesScope>
      </Section>
      <CtaBand
        titleId="resources-cta-title"
        title={t("blog.resources.cta.title")}
        lead={t("blog.resources.cta.lead")}
        actions={
          <DialogButton
            dialog={{
              kind: "resource-access",
              title: t("blog.resources.cta.dialogTitle"),
              action: "Request",
            }}
            size="lg"
          >
            {t("blog.resources.cta.button")}
          </DialogButton>
        }
      />
    </>
  );
}
