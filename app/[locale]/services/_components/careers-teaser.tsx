import { Link } from "@/components/ui/link";
import { CapabilityCards } from "@/components/services/capability-cards";
import { TitledSection } from "@/components/sections/titled-section";
import { Button } from "@/components/ui/button";
import { getI18n } from "@/lib/i18n/server";
import { getEntry } from "@/lib/content";
import { pagePath } from "@/lib/page-paths";

export async function CareersTeaser() {
  const { locale, t, href } = await getI18n();
  const { eyebrow, title, lead, points } = getEntry("pages", "services-overview", locale).data
    .careers;
  return (
    <TitledSection
      intro={{ eyebrow, title, lead }}
      titleId="careers-title"
      muted
      action={
        <Button asChild size="lg">
          <Link href={href(pagePath("careers"))}>{t("services.viewOpenPositions")}</Link>
        </Button>
      }
    >
      <CapabilityCards items={points} gradient="violet-fuchsia" className="mt-12 lg:grid-cols-3" />
    </TitledSection>
  );
}
