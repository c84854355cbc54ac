import { DialogButton } from "@/components/dialogs/dialog-button";
import { MessagesScope } from "@/components/i18n/messages-scope";
import { ResourceCard } from "@/components/resources/resource-card";
import { ResourceLibrary } from "@/components/resources/resource-library";
import { CtaBand } from "@/components/sections/cta-band";
import { PageHero } from "@/components/sections/page-hero";
import { Section } from "@/components/sections/section";
import { getI18n, getLocale } from "@/lib/i18n/server";
import { routeMetadata } from "@/lib/metadata";
import { getEntries } from "@/lib/content";
import { pagePath } from "@/lib/page-paths";

export async function generateMetadata() {
  return routeMetadata(await getLocale(), pagePath("resources"));
}

export default async function ResourcesPage() {
  const { locale, t } = await getI18n();
  const resources = getEntries("resources", locale).map(({ data }) => data);
  return (
    <>
      <PageHero
        titleId="resources-title"
        eyebrow={t("blog.resources.label")}
        title={t("route.resources.title")}
        lead={t("blog.resources.lead")}
      />
      <Section aria-label={t("blog.resources.label")} className="pt-6 md:pt-8">
        <MessagesScope prefixes={["blog.resources."]}>
          <ResourceLibrary
            resources={resources.map(({ id, title, description, category }) => ({
              id,
              title,
              description,
              category,
            }))}
            cards={Object.fromEntries(
              resources.map((resource) => [
                resource.id,
                <ResourceCard key={resource.id} resource={resource} />,
              ]),
            )}
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
