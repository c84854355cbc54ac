import { DialogButton } from "@/components/dialogs/dialog-button";
import { ResourceCard } from "@/components/resources/resource-card";
import { ResourceLibrary } from "@/components/resources/resource-library";
import { CtaBand } from "@/components/sections/cta-band";
import { PageHero } from "@/components/sections/page-hero";
import { Section } from "@/components/sections/section";
import { buildMetadata } from "@/lib/metadata";
import { getAllResources } from "@/lib/resources";

export const metadata = buildMetadata({
  title: "Resource Library",
  description:
    "Whitepapers, webinars, research papers and open-source tools on agentic AI, MLOps, streaming data and responsible AI from Tessellate AI.",
  path: "/resources",
});

export default function ResourcesPage() {
  const resources = getAllResources();
  return (
    <>
      <PageHero
        titleId="resources-title"
        eyebrow="Resources"
        title="Resource Library"
        lead="Whitepapers, recorded webinars, peer-reviewed research and the open-source tools we use on client work."
      />
      <Section aria-label="Resources" className="pt-6 md:pt-8">
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
      </Section>
      <CtaBand
        titleId="resources-cta-title"
        title="Need something more specific?"
        lead="We prepare briefings, reading lists and workshop material for teams starting out with AI. Tell us what would help."
        actions={
          <DialogButton
            dialog={{ kind: "resource-access", title: "Custom resources", action: "Request" }}
            size="lg"
          >
            Request Custom Resources
          </DialogButton>
        }
      />
    </>
  );
}
