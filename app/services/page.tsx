import { PageHero } from "@/components/sections/page-hero";
import { Section } from "@/components/sections/section";
import { servicesOverview } from "@/content/services-overview";
import { buildMetadata } from "@/lib/metadata";
import { getAllServices } from "@/lib/services";
import { CareersTeaser } from "./_components/careers-teaser";
import { ServiceCardGrid } from "./_components/service-card-grid";
import { ServiceDetail } from "./_components/service-detail";
import { SocialImpact } from "./_components/social-impact";

export const metadata = buildMetadata({
  title: servicesOverview.title,
  description:
    "Agentic AI, machine learning, data solutions, modular control platforms, real-time streaming and a pro bono lab for nonprofits — one senior engineering team.",
  path: "/services",
});

export default function ServicesPage() {
  const services = getAllServices();
  return (
    <>
      <PageHero
        titleId="services-title"
        title={servicesOverview.title}
        subtitle={servicesOverview.subtitle}
        lead={servicesOverview.lead}
      />
      <Section aria-labelledby="all-services" className="pt-8 md:pt-10">
        <h2 id="all-services" className="sr-only">
          All services
        </h2>
        <ServiceCardGrid services={services} />
      </Section>
      {services.map((service, index) => (
        <ServiceDetail key={service.id} service={service} index={index} />
      ))}
      <SocialImpact />
      <CareersTeaser />
    </>
  );
}
