import Link from "next/link";
import { CtaBand } from "@/components/sections/cta-band";
import { JsonLd } from "@/components/seo/json-ld";
import { Button } from "@/components/ui/button";
import { closingCta } from "@/content/home";
import { site } from "@/content/site";
import { organizationJsonLd, websiteJsonLd } from "@/lib/json-ld";
import { buildMetadata } from "@/lib/metadata";
import { getSitePages } from "@/lib/routes";
import { Expertise } from "./_components/expertise";
import { FeaturedWork } from "./_components/featured-work";
import { HomeHero } from "./_components/home-hero";
import { HowWeWork } from "./_components/how-we-work";
import { InnovationHub } from "./_components/innovation-hub";
import { NgoProductLab } from "./_components/ngo-product-lab";
import { WhoWeAre } from "./_components/who-we-are";

const home = getSitePages().find((page) => page.path === "/");

export const metadata = buildMetadata({
  title: home?.title ?? site.name,
  description: home?.description ?? site.description,
  path: "/",
  absoluteTitle: true,
});

export default function HomePage() {
  return (
    <>
      <JsonLd data={[organizationJsonLd(), websiteJsonLd()]} />
      <HomeHero />
      <WhoWeAre />
      <Expertise />
      <FeaturedWork />
      <HowWeWork />
      <InnovationHub />
      <NgoProductLab />
      <CtaBand
        titleId="home-cta-title"
        title={closingCta.title}
        lead={closingCta.lead}
        actions={
          <>
            <Button asChild size="lg">
              <Link prefetch={false} href="/contact?type=discovery">Book a Discovery Call</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link prefetch={false} href="/contact?type=expert">Talk to an Expert</Link>
            </Button>
          </>
        }
      />
    </>
  );
}
