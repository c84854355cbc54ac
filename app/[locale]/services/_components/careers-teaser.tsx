import Link from "next/link";
import { CapabilityCards } from "@/components/services/capability-cards";
import { Section } from "@/components/sections/section";
import { SectionHeader } from "@/components/sections/section-header";
import { Button } from "@/components/ui/button";
import { getI18n } from "@/lib/i18n/server";
import { getEntry } from "@/lib/content";
import { pagePath } from "@/lib/page-paths";

export async function CareersTeaser() {
  const { locale, t, href } = await getI18n();
  const { eyebrow, title, lead, points } = getEntry("pages", "services-overview", locale).data
    .careers;
  return (
    <Section aria-labelledby="careers-title" muted>
      <div className="flex flex-wrap items-end justify-between gap-6">
        <SectionHeader eyebrow={eyebrow} title={title} lead={lead} titleId="careers-title" />
        <Button asChild size="lg">
          <Link href={href(pagePath("careers"))}>{t("services.viewOpenPositions")}</Link>
        </Button>
      </div>
      <CapabilityCards items={points} gradient="violet-fuchsia" className="mt-12 lg:grid-cols-3" />
    </Section>
  );
}
