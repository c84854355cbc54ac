import { HeroBackdrop } from "@/components/sections/hero-backdrop";
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
      <section
        aria-labelledby="services-title"
        className="relative isolate overflow-hidden pt-32 pb-12 md:pt-40"
      >
        <HeroBackdrop />
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <h1
            id="services-title"
            className="text-[40px] leading-[1.05] font-semibold tracking-tight sm:text-6xl md:text-7xl"
          >
            {servicesOverview.title}
          </h1>
          <p className="mt-5 max-w-2xl text-xl text-balance text-foreground/90 md:text-2xl">
            {servicesOverview.subtitle}
          </p>
          <p className="mt-4 max-w-2xl text-lg leading-relaxed text-muted-foreground">
            {servicesOverview.lead}
          </p>
        </div>
      </section>
      <Section aria-label="All services" className="pt-8 md:pt-10">
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
