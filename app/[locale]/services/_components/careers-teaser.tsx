import Link from "next/link";
import { CapabilityCards } from "@/components/services/capability-cards";
import { Section } from "@/components/sections/section";
import { SectionHeader } from "@/components/sections/section-header";
import { Button } from "@/components/ui/button";
import { contentFor } from "@/content/editions";
import { getI18n } from "@/lib/i18n/server";

export async function CareersTeaser() {
  const { locale, t, href } = await getI18n();
  const { eyebrow, title, lead, points } =
    contentFor(locale).servicesOverview.servicesOverview.careers;
  return (
    <Section aria-labelledby="careers-title" muted>
      <div className="flex flex-wrap items-end justify-between gap-6">
        <SectionHeader eyebrow={eyebrow} title={title} lead={lead} titleId="careers-title" />
        <Button asChild size="lg">
          <Link href={href("/careers")}>{t("services.viewOpenPositions")}</Link>
        </Button>
      </div>
      <CapabilityCards items={points} gradient="violet-fuchsia" className="mt-12 lg:grid-cols-3" />
    </Section>
  );
}
