import Link from "next/link";
import { CapabilityCards } from "@/components/services/capability-cards";
import { Section } from "@/components/sections/section";
import { SectionHeader } from "@/components/sections/section-header";
import { Button } from "@/components/ui/button";
import { servicesOverview } from "@/content/services-overview";

export function CareersTeaser() {
  const { eyebrow, title, lead, points } = servicesOverview.careers;
  return (
    <Section aria-labelledby="careers-title" muted>
      <div className="flex flex-wrap items-end justify-between gap-6">
        <SectionHeader eyebrow={eyebrow} title={title} lead={lead} titleId="careers-title" />
        <Button asChild size="lg">
          <Link href="/careers">View Open Positions</Link>
        </Button>
      </div>
      <CapabilityCards items={points} gradient="violet-fuchsia" className="mt-12 lg:grid-cols-3" />
    </Section>
  );
}
